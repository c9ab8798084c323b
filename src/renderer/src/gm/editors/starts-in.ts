import { tick } from 'svelte'

/** Svelte action: a new record's form starts with the focus in its field `name` (keyboard first); null: it does not. */
export function startsIn(node: HTMLElement, name: string | null): void {
  if (name) void tick().then(() => node.querySelector<HTMLElement>(`[name="${CSS.escape(name)}"]`)?.focus())
}

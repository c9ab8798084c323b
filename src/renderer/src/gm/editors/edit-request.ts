import type { HostStore } from '../../lib/host-store.svelte'

/** Sends an authoring command; resolves to the host's refusal, or null when it was applied. */
export async function sendEdit(host: HostStore, command: { type: string } & Record<string, unknown>): Promise<string | null> {
  const result = await host.api.dispatch(command)
  if (result.ok) {
    host.error = null
    return null
  }
  return result.error
}

/**
 * The form field a refusal names, relative to the record being edited: `servant.skills.0.card.grade`
 * (the edge schema) and `servants.2.skills.0.card.grade` (the campaign check) both give `skills.0.card.grade`.
 */
export function fieldOfRefusal(error: string, record: string): string | null {
  const match = /^([\w-]+(?:\.[\w-]+)*): /.exec(error)
  if (!match) return null
  const path = match[1]!.split('.')
  if (path[0] === record) return path.slice(1).join('.') || null
  if (path[0] === `${record}s` && /^\d+$/.test(path[1] ?? '')) return path.slice(2).join('.') || null
  return null
}

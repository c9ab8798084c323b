import type { SentCommand } from '@machines/campaign/commands'
import type { HostStore } from '../../lib/host-store.svelte'
import type { Said } from '../../lib/i18n/i18n.svelte'

/** Sends an authoring command; resolves to the host's refusal, or null when it was applied. */
export async function sendEdit(host: HostStore, command: SentCommand): Promise<Said | null> {
  const result = await host.api.dispatch(command)
  if (result.ok) {
    host.error = null
    return null
  }
  return result.why
}

/**
 * The form field a refusal names (its `path`), relative to the record being edited: `servant.skills[0].card.grade`
 * (the edge schema) and `servants[2].skills[0].card.grade` (the campaign check) both give `skills.0.card.grade`.
 */
export function fieldOfRefusal(refusal: Said, record: string): string | null {
  const named = refusal.params?.path
  if (typeof named !== 'string' || !/^[\w-]+(?:\.[\w-]+|\[\d+\])*$/.test(named)) return null
  const path = named.replace(/\[(\d+)\]/g, '.$1').split('.')
  if (path[0] === record) return path.slice(1).join('.') || null
  if (path[0] === `${record}s` && /^\d+$/.test(path[1] ?? '')) return path.slice(2).join('.') || null
  return null
}

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

/**
 * Saves a record's draft and, once the host applied it, tells the form the id that was sent (a new record's id
 * follows its name, and the saved record makes that id taken, so the draft's id may move on); resolves to the
 * host's refusal, or null.
 */
export async function saveRecord(host: HostStore, command: SentCommand, id: string, onsaved: (id: string) => void): Promise<Said | null> {
  const error = await sendEdit(host, command)
  if (!error) onsaved(id)
  return error
}

/** The value at a field path (`threats.2.power`) of a stored record; undefined where it has none. */
export function valueAt(record: unknown, path: string): unknown {
  let value = record
  for (const key of path.split('.')) value = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined
  return value
}

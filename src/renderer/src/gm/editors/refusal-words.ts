import type { Bilingual } from '@machines/text/bilingual'
import type { MessageKey } from '../../lib/i18n/en'
import type { Said } from '../../lib/i18n/i18n.svelte'
import { fieldOfRefusal } from './edit-request'

/**
 * A refusal of a form's save said with the field in the GM's words instead of its path, and `wrapper`'s words
 * around it ("… — not saved"); the path stays in `params.path` so the form still marks and focuses the field.
 */
export function refusalInWords(refusal: Said, record: string, words: (path: string) => Bilingual | null, wrapper: MessageKey): Said {
  const path = fieldOfRefusal(refusal, record)
  const named = path ? words(path) : null
  const said: Said = named ? { ...refusal, params: { ...refusal.params, path: named } } : refusal
  return { key: wrapper, params: { error: said, ...(typeof refusal.params?.path === 'string' ? { path: refusal.params.path } : {}) } }
}

import { romanizeHangul } from '../../text/romanize'
import { inheritedNames } from '../model/ids'

/** The longest id the id schema allows (machines/campaign/model/ids.ts). */
const maxIdLength = 40

/** A name as id letters: lower-case Latin letters and digits joined by single dashes (Hangul romanized). */
function slug(text: string): string {
  return romanizeHangul(text.normalize('NFC'))
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxIdLength)
    .replace(/-+$/, '')
}

/**
 * The id a new record gets from its name: the English name's letters if it has any, else the
 * Korean name romanized (`언덕 저택` → `eondeok-jeotaek`); `-2`, `-3` … when the id is taken; `stem-N` when
 * the name gives no letters at all. The GM may still edit it.
 */
export function idFromName(name: { ko: string; en: string }, taken: readonly string[], stem: string): string {
  const base = slug(name.en) || slug(name.ko)
  const free = (id: string): boolean => !taken.includes(id) && !inheritedNames.has(id)
  if (!base) {
    for (let n = 1; ; n++) if (free(`${stem}-${n}`)) return `${stem}-${n}`
  }
  if (free(base)) return base
  for (let n = 2; ; n++) {
    const suffix = `-${n}`
    const id = base.slice(0, maxIdLength - suffix.length).replace(/-+$/, '') + suffix
    if (free(id)) return id
  }
}

import { join, type Bilingual } from '@machines/text/bilingual'
import { abilityNames, type AbilityName } from '@machines/campaign/model/encounter-records'
import { editorsKo } from '../../lib/i18n/editors.ko'
import { editorsEn } from '../../lib/i18n/editors.en'

type EditorsKey = keyof typeof editorsEn

// Both languages at once, so a refusal on screen follows a language switch.
const words = (key: EditorsKey, n?: number): Bilingual => {
  const fill = (text: string): string => (n === undefined ? text : text.replace('{n}', String(n)))
  return { ko: fill(editorsKo[key]), en: fill(editorsEn[key]) }
}
const isAbility = (key: string | undefined): key is AbilityName => (abilityNames as readonly string[]).includes(key ?? '')

/** A name's or text's language half, as the form labels it ("이름 · 한국어"). */
function language(base: Bilingual, half: string | undefined): Bilingual | null {
  if (half === undefined) return base
  if (half === 'ko' || half === 'en') return join([base, words(`editors.field.${half}`)], ' · ')
  return null
}

/**
 * The PC form's words for a field a refusal names (`abilities.valor.modifier` → "무용 수정치", `weapons.1.power`
 * → "무기 2 위력"), so the GM reads the form's own labels, never the JSON path; null for a path the form has not.
 */
export function pcFieldWords(path: string): Bilingual | null {
  const [head, second, third, fourth] = path.split('.')
  switch (head) {
    case 'id':
      return second === undefined ? words('editors.field.id') : null
    case 'name':
      return language(words('editors.field.name'), second)
    case 'hp':
    case 'maxHp':
      return second === undefined ? words(`editors.field.${head}`) : null
    case 'team':
      return words('editors.pc.team')
    case 'states':
      return words('editors.pc.states')
    case 'abilities': {
      if (!isAbility(second)) return second === undefined ? words('editors.pc.abilities') : null
      const ability = words(`editors.pc.ability.${second}`)
      if (third === 'rank' || third === 'modifier') return join([ability, words(`editors.pc.${third}`)], ' ')
      return third === undefined ? ability : null
    }
    case 'weapons':
    case 'gifts': {
      const n = Number(second)
      if (second === undefined) return words(`editors.pc.${head}`)
      if (!Number.isInteger(n) || n < 0) return null
      const row = words(head === 'weapons' ? 'editors.pc.weapon' : 'editors.pc.gift', n + 1)
      if (third === undefined) return row
      const field = rowField(head, third, fourth)
      return field ? join([row, field], ' ') : null
    }
    default:
      return null
  }
}

function rowField(list: 'weapons' | 'gifts', field: string, half: string | undefined): Bilingual | null {
  if (field === 'name') return language(words('editors.field.name'), half)
  if (list === 'weapons') {
    if (half !== undefined && field !== 'traits') return null
    if (field === 'power') return words('editors.pc.power')
    if (field === 'traits') return words('editors.pc.antiAir')
    if (field === 'strikeBonus') return words('editors.pc.strikeBonus')
    return null
  }
  if (field === 'kind') return half === undefined ? words('editors.pc.giftKind') : null
  if (field === 'text') return language(words('editors.field.text'), half)
  return null
}

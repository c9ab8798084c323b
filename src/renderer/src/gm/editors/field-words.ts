import type { Monster, Table } from '@machines/campaign/model/encounter-records'
import type { Bilingual } from '@machines/text/bilingual'
// A field is named in both languages at once (the refusal stays right after a language switch), so both
// editors catalogs, not the whole of either.
import { editorsKo } from '../../lib/i18n/editors.ko'
import { editorsEn } from '../../lib/i18n/editors.en'

type EditorsKey = keyof typeof editorsEn
type Words = (key: EditorsKey, params?: Record<string, string | number>) => Bilingual

const fill = (text: string, params: Record<string, string | number>): string => text.replace(/\{(\w+)\}/g, (all, name: string) => (name in params ? String(params[name]) : all))
/** A label of the editors in both languages, its `{n}` filled. */
const t: Words = (key, params = {}) => ({ ko: fill(editorsKo[key], params), en: fill(editorsEn[key], params) })

const joined = (...parts: (Bilingual | null | undefined)[]): Bilingual => {
  const present = parts.filter((part): part is Bilingual => !!part)
  return { ko: present.map((p) => p.ko).join(' · '), en: present.map((p) => p.en).join(' · ') }
}

function language(segment: string | undefined): Bilingual | null {
  return segment === 'ko' ? t('editors.field.ko') : segment === 'en' ? t('editors.field.en') : null
}

const threatFieldKeys: Record<string, EditorsKey> = {
  id: 'editors.field.id',
  name: 'editors.field.name',
  kind: 'editors.monster.kind',
  check: 'editors.monster.check',
  attack: 'editors.monster.attack',
  durability: 'editors.monster.durability',
  power: 'editors.monster.power',
  effect: 'editors.monster.effect',
  target: 'editors.monster.target',
  traits: 'editors.monster.antiAir'
}
const bodyFieldKeys: Record<string, EditorsKey> = { name: 'editors.monster.bodyName', level: 'editors.monster.level', hp: 'editors.monster.hp', defence: 'editors.monster.defence' }

/**
 * A monster's field, by its path in the record (`threats.2.power`), in the GM's words as the form labels it
 * (`위협 3 (독니) · 위력`); null for a path the form has no field for.
 */
export function monsterFieldWords(path: string, monster: Monster): Bilingual | null {
  const [head, second, third, fourth, fifth] = path.split('.')
  if (head === 'id') return t('editors.field.id')
  if (head === 'name') return joined(t('editors.field.name'), language(second))
  if (head === 'body') {
    const key = second ? bodyFieldKeys[second] : undefined
    return key ? joined(t('editors.monster.body'), t(key), language(third)) : t('editors.monster.body')
  }
  if (head === 'threats') {
    const index = Number(second)
    if (second === undefined || !Number.isInteger(index)) return t('editors.monster.threats')
    const threat = monster.threats[index]
    const number = t('editors.monster.threat', { n: index + 1 })
    const title = threat?.name.ko.trim() ? { ko: `${number.ko} (${threat.name.ko})`, en: `${number.en} (${threat.name.en})` } : number
    const key = third ? threatFieldKeys[third] : undefined
    return joined(title, key ? t(key) : null, language(fourth))
  }
  if (head === 'board') {
    const index = Number(third)
    if (second !== 'paragraphs' || third === undefined || !Number.isInteger(index)) return t('editors.monster.board')
    const n = index + 1
    if (fourth === 'threat') return t('editors.monster.paragraphThreat', { n })
    if (fourth === 'name') return joined(t('editors.monster.paragraphName', { n }), language(fifth))
    return t('editors.monster.paragraph', { n })
  }
  return null
}

const effectFieldKeys: Record<string, EditorsKey> = {
  kind: 'editors.table.effect',
  amount: 'editors.table.amount',
  value: 'editors.table.value',
  domain: 'editors.table.domain',
  change: 'editors.table.change',
  item: 'editors.table.item',
  count: 'editors.table.count',
  state: 'editors.table.state',
  table: 'editors.table.table',
  pick: 'editors.table.pick',
  ability: 'editors.table.ability'
}

/** A table's field, by its path in the record (`faces.0.effect.amount`), in the GM's words (`눈 1 · 효과 · 양 …`). */
export function tableFieldWords(path: string, table: Table): Bilingual | null {
  const [head, second, third, fourth, fifth] = path.split('.')
  if (head === 'id') return t('editors.field.id')
  if (head === 'name') return joined(t('editors.field.name'), language(second))
  if (head === 'dice') return t('editors.table.dice')
  if (head !== 'faces') return null
  const index = Number(second)
  if (second === undefined || !Number.isInteger(index)) return t('editors.table.faces')
  const face = t('editors.table.face', { roll: table.faces[index]?.roll ?? index + 1 })
  if (third === 'text') return joined(face, t('editors.table.text'), language(fourth))
  if (third === 'note') return joined(face, t('editors.table.note'), language(fourth))
  if (third === 'effect') {
    const key = fourth ? effectFieldKeys[fourth] : undefined
    return joined(face, t('editors.table.effect'), key && fourth !== 'kind' ? t(key) : null, language(fifth))
  }
  return face
}

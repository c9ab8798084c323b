import { abilityNames, type AbilityName, type Pc } from '../model/encounter-records'
import { reason, type Reason } from '../../reasons/reason'
import type { Bilingual } from '../../text/bilingual'
import { idFromName } from './id-from-name'
import { fold } from './sheet-paste/cells'
import { abilityCell, abilityShown, pcColumns } from './sheet-paste/record-sheets'

// A PC from a Ccfolia character: the JSON Ccfolia puts on the clipboard when a character is copied,
// `{ "kind": "character", "data": { name, status: [{ label, value, max }], params: [{ label, value }], memo,
// commands, … } }`. Name, hp and the six abilities (E.70) map cleanly; everything else is listed, never dropped
// silently. Pure: the text in, a PC for the form and the two lists out.

/** What a Ccfolia character became: the PC for the "new" form, what was taken over, and what was not. */
export interface CcfoliaPc {
  pc: Pc
  takenOver: Reason[]
  leftOut: Reason[]
}

/** The longest paste read (a character with a long memo and chat palette is some 20,000 characters). */
export const ccfoliaMaxLength = 200_000

/** Status labels read as hp (folded: case, width and spaces aside). */
const hpLabels = ['hp', '생명력', '체력', '体力', '生命力', 'ヒットポイント', 'hitpoints'].map(fold)

// The ability names as the PC sheet's columns know them (Korean, English, Japanese), with the rank or modifier
// words a sheet may add to a parameter's label ("武勇ランク", "무용 수정치", "valor mod").
const abilityWords = new Map<AbilityName, { words: Bilingual; labels: string[] }>(
  pcColumns.columns.filter((c) => (abilityNames as readonly string[]).includes(c.field)).map((c) => [c.field as AbilityName, { words: c.words, labels: [...c.headers, ...(c.field === 'love' ? ['애정'] : [])].map(fold) }])
)
const rankWords = ['rank', 'ランク', '랭크', '등급'].map(fold)
const modifierWords = ['modifier', 'mod', '修正', '修正値', '補正', '수정치', '수정', '보정'].map(fold)

type Part = 'both' | 'rank' | 'modifier'
/** The ability a parameter's label names, and whether it holds the rank, the modifier or both. */
function abilityOfLabel(label: string): { ability: AbilityName; part: Part } | null {
  const folded = fold(label)
  for (const [ability, { labels }] of abilityWords) {
    for (const name of labels) {
      if (!folded.startsWith(name)) continue
      const rest = folded.slice(name.length)
      if (rest === '') return { ability, part: 'both' }
      if (rankWords.includes(rest)) return { ability, part: 'rank' }
      if (modifierWords.includes(rest)) return { ability, part: 'modifier' }
    }
  }
  return null
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)
const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : '')
const whole = (value: unknown): number | null => {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value.normalize('NFKC')) : NaN
  return Number.isInteger(n) ? n : null
}
/** A signed whole number as sheets write modifiers: `+1`, `-2`, `−2`, `2`. */
const modifierOf = (value: string): number | null => {
  const found = /^([+-]?)\s*(\d{1,2})$/.exec(value.normalize('NFKC').replace(/[−–]/g, '-').trim())
  return found ? Number(found[2]) * (found[1] === '-' ? -1 : 1) : null
}

// Fields of a Ccfolia piece that only place and show it on Ccfolia's own board.
const layoutFields = ['x', 'y', 'z', 'angle', 'width', 'height', 'active', 'secret', 'invisible', 'hideStatus', 'color', 'owner', 'speaking', 'roomId']

/**
 * Reads a Ccfolia character into a new PC (name, hp, the six abilities of E.70), listing everything not taken over;
 * `takenIds` are the campaign's PC ids, which the PC's id from its name avoids. Bad JSON or another kind of data
 * gets one reason in the GM's words.
 */
export function readCcfoliaCharacter(source: string, takenIds: readonly string[]): { ok: true; value: CcfoliaPc } | { ok: false; why: Reason } {
  if (source.trim() === '') return { ok: false, why: reason('reason.campaign.pasteEmpty') }
  if (source.length > ccfoliaMaxLength) return { ok: false, why: reason('reason.campaign.ccfoliaTooLong', { size: source.length, max: ccfoliaMaxLength }) }
  let parsed: unknown
  try {
    parsed = JSON.parse(source)
  } catch {
    return { ok: false, why: reason('reason.campaign.ccfoliaNotJson') }
  }
  if (!isRecord(parsed)) return { ok: false, why: reason('reason.campaign.ccfoliaNotCharacter') }
  if (typeof parsed.kind === 'string' && parsed.kind !== 'character') return { ok: false, why: reason('reason.campaign.ccfoliaOtherKind', { kind: parsed.kind.slice(0, 40) }) }
  if (parsed.kind !== 'character' || !isRecord(parsed.data)) return { ok: false, why: reason('reason.campaign.ccfoliaNotCharacter') }
  return { ok: true, value: characterToPc(parsed.data, takenIds) }
}

function characterToPc(data: Record<string, unknown>, takenIds: readonly string[]): CcfoliaPc {
  const takenOver: Reason[] = []
  const leftOut: Reason[] = []
  const typedName = text(data.name).trim().slice(0, 80)
  const name = { ko: typedName, en: typedName }
  takenOver.push(typedName ? reason('reason.campaign.ccfoliaName', { name: typedName }) : reason('reason.campaign.ccfoliaNoName'))
  const start = { rank: 'C' as const, modifier: 0 }
  const pc: Pc = {
    id: idFromName(name, takenIds, 'pc'),
    name,
    abilities: Object.fromEntries(abilityNames.map((a) => [a, { ...start }])) as Pc['abilities'],
    hp: 20,
    maxHp: 20,
    weapons: [],
    gifts: [],
    states: []
  }

  let hpFound = false
  for (const status of Array.isArray(data.status) ? data.status : []) {
    if (!isRecord(status)) continue
    const label = text(status.label)
    const value = whole(status.value)
    const max = whole(status.max)
    if (!hpFound && hpLabels.includes(fold(label)) && value !== null) {
      hpFound = true
      // A Ccfolia bar with no maximum (0 or none) is its value; the form refuses what the PC schema does not allow.
      pc.hp = value
      pc.maxHp = max !== null && max > 0 ? max : value
      takenOver.push(reason('reason.campaign.ccfoliaHp', { hp: pc.hp, max: pc.maxHp, label }))
    } else leftOut.push(reason('reason.campaign.ccfoliaStatus', { label, value: text(status.value), max: text(status.max) }))
  }
  if (!hpFound) leftOut.unshift(reason('reason.campaign.ccfoliaNoHp'))

  // E.70: an ability is a rank S–D and a modifier; a parameter may hold both (`B+1`) or one of them.
  const from = new Map<AbilityName, { rank?: string; modifier?: string }>()
  for (const param of Array.isArray(data.params) ? data.params : []) {
    if (!isRecord(param)) continue
    const label = text(param.label)
    const value = text(param.value).trim()
    const named = abilityOfLabel(label)
    if (!named) {
      leftOut.push(reason('reason.campaign.ccfoliaParam', { label, value }))
      continue
    }
    const { ability, part } = named
    const words = abilityWords.get(ability)!.words
    const seen = from.get(ability) ?? {}
    const first = part === 'modifier' ? seen.modifier : part === 'rank' ? seen.rank : (seen.rank ?? seen.modifier)
    if (first !== undefined) {
      leftOut.push(reason('reason.campaign.ccfoliaAbilityTwice', { label, ability: words, first }))
      continue
    }
    const read = readAbilityPart(value, part)
    if (!read) {
      leftOut.push(reason('reason.campaign.ccfoliaUnread', { label, value, ability: words }))
      continue
    }
    if (read.rank) {
      pc.abilities[ability].rank = read.rank
      seen.rank = label
    }
    if (read.modifier !== undefined) {
      pc.abilities[ability].modifier = read.modifier
      seen.modifier = label
    }
    from.set(ability, seen)
  }
  for (const ability of abilityNames) {
    const words = abilityWords.get(ability)!.words
    const seen = from.get(ability)
    if (!seen) leftOut.push(reason('reason.campaign.ccfoliaNoAbility', { ability: words }))
    else {
      const labels = [...new Set([seen.rank, seen.modifier].filter((l): l is string => l !== undefined))].join(', ')
      takenOver.push(reason('reason.campaign.ccfoliaAbility', { ability: words, value: abilityShown(pc.abilities[ability]), label: labels }))
      if (!seen.rank) leftOut.push(reason('reason.campaign.ccfoliaNoRank', { ability: words, label: labels }))
    }
  }

  const memo = text(data.memo)
  if (memo.trim()) leftOut.push(reason('reason.campaign.ccfoliaMemo', { count: memo.length }))
  const commands = text(data.commands)
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
  if (commands.length) leftOut.push(reason('reason.campaign.ccfoliaCommands', { count: commands.length }))
  if (text(data.iconUrl).trim()) leftOut.push(reason('reason.campaign.ccfoliaIcon'))
  if (Array.isArray(data.faces) && data.faces.length) leftOut.push(reason('reason.campaign.ccfoliaFaces', { count: data.faces.length }))
  const url = text(data.externalUrl).trim()
  if (url) leftOut.push(reason('reason.campaign.ccfoliaUrl', { url: url.slice(0, 200) }))
  if (whole(data.initiative)) leftOut.push(reason('reason.campaign.ccfoliaInitiative', { value: text(data.initiative) }))
  const layout = layoutFields.filter((field) => field in data)
  if (layout.length) leftOut.push(reason('reason.campaign.ccfoliaLayout', { fields: layout.join(', ') }))
  const known = new Set(['name', 'status', 'params', 'memo', 'commands', 'iconUrl', 'faces', 'externalUrl', 'initiative', ...layoutFields])
  for (const field of Object.keys(data).filter((key) => !known.has(key))) leftOut.push(reason('reason.campaign.ccfoliaField', { field: field.slice(0, 40) }))
  return { pc, takenOver, leftOut }
}

/** A parameter's value as the part of an ability its label names: `B+1`, `B`, `+1`, `B(+1)`, `B / -1`. */
function readAbilityPart(value: string, part: Part): { rank?: Pc['abilities']['valor']['rank']; modifier?: number } | null {
  if (part === 'modifier') {
    const modifier = modifierOf(value)
    return modifier === null ? null : { modifier }
  }
  const plain = value.normalize('NFKC').replace(/[−–]/g, '-').replace(/[()/]/g, ' ').trim()
  const cell = abilityCell(plain)
  // A bare rank under the ability's own name (`武勇: B`) leaves the modifier to a separate `武勇修正` parameter.
  const written = /[+-]/.test(plain)
  if (cell.ok) return part === 'rank' ? (cell.value.modifier === 0 ? { rank: cell.value.rank } : null) : written ? { rank: cell.value.rank, modifier: cell.value.modifier } : { rank: cell.value.rank }
  // A bare number under the ability's own name is its modifier (the rank then stays C, and the list says so).
  const modifier = part === 'both' ? modifierOf(plain) : null
  return modifier === null ? null : { modifier }
}

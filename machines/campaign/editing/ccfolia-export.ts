import type { Campaign, Master, Servant } from '../model/campaign'
import { abilityNames, type Monster, type Pc } from '../model/encounter-records'
import { abilityShown, pcColumns } from './sheet-paste/record-sheets'
import { servantColumns } from './sheet-paste/servant-sheet'

/** A Ccfolia clipboard character: what Ccfolia reads when a character is pasted into a room. */
export interface CcfoliaCharacter {
  kind: 'character'
  data: {
    name: string
    memo: string
    initiative: number
    externalUrl: string
    status: { label: string; value: number; max: number }[]
    params: { label: string; value: string }[]
    commands: string
  }
}

/** The records a Ccfolia character can be made of, by the id the campaign gives them. */
export type CcfoliaRecord = { kind: 'pc'; record: Pc } | { kind: 'servant'; record: Servant } | { kind: 'master'; record: Master } | { kind: 'monster'; record: Monster }

/** The record of a campaign an id names: a PC, a servant, a master or a monster. */
export function ccfoliaRecordOf(campaign: Campaign, id: string): CcfoliaRecord | null {
  const pc = campaign.pcs.find((p) => p.id === id)
  if (pc) return { kind: 'pc', record: pc }
  const servant = campaign.servants.find((s) => s.id === id)
  if (servant) return { kind: 'servant', record: servant }
  const master = campaign.masters.find((m) => m.id === id)
  if (master) return { kind: 'master', record: master }
  const monster = campaign.monsters.find((m) => m.id === id)
  return monster ? { kind: 'monster', record: monster } : null
}

const abilityLabel = (ability: (typeof abilityNames)[number]): string => pcColumns.columns.find((c) => c.field === ability)!.words.ko
const signed = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `${n}` : '')
const character = (name: string, memo: string, status: CcfoliaCharacter['data']['status'], params: CcfoliaCharacter['data']['params'], commands: string[]): CcfoliaCharacter => ({
  kind: 'character',
  data: { name, memo, initiative: 0, externalUrl: '', status, params, commands: commands.join('\n') }
})

/**
 * A record as a Ccfolia clipboard character (`{"kind":"character","data":{…}}`): its name, a memo, HP and MP
 * bars with their maximum, its sheet as params, and a chat palette of Amadeus commands — a PC's six checks
 * as `RB+1>=4 무용` (E.70: the rank, the modifier, the usual target 4) — so a Korean table in Ccfolia rolls
 * what the sheet says. Reading it back (readCcfoliaCharacter) gives the PC's name, HP and abilities again.
 */
export function ccfoliaCharacter(found: CcfoliaRecord): CcfoliaCharacter {
  switch (found.kind) {
    case 'pc': {
      const pc = found.record
      const params = abilityNames.map((a) => ({ label: abilityLabel(a), value: abilityShown(pc.abilities[a]) }))
      const palette = abilityNames.map((a) => `R${pc.abilities[a].rank}${signed(pc.abilities[a].modifier)}>=4 ${abilityLabel(a)}`)
      const memo = [pc.name.en !== pc.name.ko ? pc.name.en : '', ...pc.weapons.map((w) => `무기: ${w.name.ko}`), ...pc.gifts.map((g) => `은혜: ${g.name.ko}`)].filter(Boolean).join('\n')
      return character(pc.name.ko, memo, [{ label: 'HP', value: pc.hp, max: pc.maxHp }], params, [...palette, 'BRT 전과표', 'RIT 랜덤아이템표'])
    }
    case 'servant': {
      const s = found.record
      const label = (field: string): string => servantColumns.columns.find((c) => c.field === field)!.words.ko
      const params = (['strength', 'endurance', 'agility', 'mana', 'luck', 'np'] as const).map((p) => ({ label: label(p), value: s.parameters[p] }))
      return character(`${s.className.ko} (${s.trueName})`, [s.className.en, ...s.skills.map((k) => `스킬: ${k.name.ko}${k.rank ? ` ${k.rank}` : ''}`), ...s.noblePhantasms.map((n) => `보구: ${n.name.ko}${n.rank ? ` ${n.rank}` : ''}`)].join('\n'), [
        { label: 'HP', value: s.hp, max: s.maxHp },
        { label: 'MP', value: s.mp, max: s.maxMp }
      ], params, ['1D6', '2D6'])
    }
    case 'master': {
      const m = found.record
      return character(m.name.ko, m.name.en !== m.name.ko ? m.name.en : '', [
        { label: 'HP', value: m.hp, max: m.maxHp },
        { label: 'MP', value: m.mp, max: m.maxMp },
        { label: '령주', value: m.commandSeals, max: m.commandSeals }
      ], [
        { label: '전투력', value: String(m.might) },
        { label: '명운', value: String(m.fate) },
        { label: '신념', value: String(m.conviction) }
      ], ['1D6', '2D6'])
    }
    case 'monster': {
      const m = found.record
      return character(m.name.ko, [m.body.name.ko, ...m.threats.map((t) => `위협: ${t.name.ko}`)].join('\n'), [{ label: 'HP', value: m.body.hp, max: m.body.hp }], [
        { label: '레벨', value: String(m.body.level) },
        { label: '방어', value: String(m.body.defence) }
      ], ['TGT 목표표', 'BST 전장표'])
    }
  }
}

/** A Ccfolia character as the text Ccfolia reads from the clipboard (the CLI prints it, the editors copy it). */
export function ccfoliaClipboardText(character: CcfoliaCharacter): string {
  return JSON.stringify(character, null, 2)
}

import type { Campaign, Region, Team } from '@machines/campaign/model/campaign'
import type { Monster, Pc, Table } from '@machines/campaign/model/encounter-records'
import { idFromName } from '@machines/campaign/editing/id-from-name'
import { copyName } from '@machines/campaign/editing/team-duplicate'

/** The first id of the form `stem-N` not yet used. */
export function freeId(stem: string, used: readonly string[]): string {
  for (let n = 1; ; n++) if (!used.includes(`${stem}-${n}`)) return `${stem}-${n}`
}

/** A blank region for the "new" form. */
export function newRegion(campaign: Campaign): Region {
  const id = freeId('region', campaign.regions.map((r) => r.id))
  return { id, name: { ko: id, en: id }, aliases: [] }
}

/** A blank team for the "new" form: its master and servant get starter sheets when saved. */
export function newTeam(campaign: Campaign): Team {
  const id = freeId('team', campaign.teams.map((t) => t.id))
  const actors = [...campaign.masters, ...campaign.servants].map((a) => a.id)
  return { id, name: { ko: id, en: id }, color: '#8a8fa0', master: freeId('master', actors), servant: freeId('servant', actors), base: campaign.regions[0]?.id ?? '' }
}

/** A blank PC sheet for the JSON form. */
export function newPc(campaign: Campaign): Pc {
  const id = freeId('pc', campaign.pcs.map((p) => p.id))
  const ability = { rank: 'C' as const, modifier: 0 }
  return {
    id,
    name: { ko: id, en: id },
    abilities: { valor: ability, skill: ability, mind: ability, spirit: ability, love: ability, daily: ability },
    hp: 20,
    maxHp: 20,
    weapons: [],
    gifts: [],
    states: []
  }
}

/** A blank monster for the "new" form: five threats planned one per paragraph (14.01). */
export function newMonster(campaign: Campaign): Monster {
  const id = freeId('monster', campaign.monsters.map((m) => m.id))
  const threats = [1, 2, 3, 4, 5].map((n) => ({
    id: `threat-${n}`,
    // One name for both languages, so the threat's id follows whichever the GM types.
    name: { ko: `threat-${n}`, en: `threat-${n}` },
    kind: 'attack' as const,
    durability: 5,
    attack: 4,
    power: 5,
    check: 'valor' as const,
    effect: { ko: '', en: '' },
    traits: []
  }))
  return {
    id,
    name: { ko: id, en: id },
    body: { name: { ko: id, en: id }, level: 1, hp: 30, defence: 3 },
    threats,
    board: { paragraphs: threats.map((t, i) => ({ name: { ko: `단락 ${i + 1}`, en: `단락 ${i + 1}` }, threat: t.id })) }
  }
}

/** A blank 1D6 table for the JSON form. */
export function newTable(campaign: Campaign): Table {
  const id = freeId('table', campaign.tables.map((t) => t.id))
  return { id, name: { ko: id, en: id }, dice: '1D6', faces: [1, 2, 3, 4, 5, 6].map((roll) => ({ roll, text: { ko: '…', en: '…' } })) }
}

/** A copy of a record for the "new" form: its name marked as a copy in both languages and a free id from that name. */
export function duplicateOf<T extends { id: string; name: { ko: string; en: string } }>(record: T, taken: readonly string[], stem: string): T {
  const copy = structuredClone(record)
  copy.name = copyName(record.name)
  copy.id = idFromName(copy.name, taken, stem)
  return copy
}

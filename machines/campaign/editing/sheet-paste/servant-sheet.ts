import type { Campaign, Master, Servant, Team } from '../../model/campaign'
import { masterSchema, servantSchema, teamSchema } from '../../model/campaign'
import { isPlaceholderTeam, teamColours } from '../../blank/blank-campaign'
import { idFromName } from '../id-from-name'
import { starterMaster, starterServant } from '../starters'
import { poolAfterStatChange } from '../../model/sheet-defaults'
import { schemaReason } from '../../../reasons/schema-issue'
import { reason, type Reason } from '../../../reasons/reason'
import type { Bilingual } from '../../../text/bilingual'
import { fold, itemsOf, namesOf, poolCell, rankCell, wholeCell, type CellResult } from './cells'
import type { SheetColumn, SheetColumns } from './columns'
import { cellReason, readSheet, type SheetRow } from './sheet-rows'
import { ItemIds, noblePhantasmsOf, sheetCardsOf, skillsOf } from './servant-items'
import { describeCards, describeNps, describeSkills, type PreviewRow } from './preview'

/** The fields a servant sheet's columns fill: the team, the servant's sheet (D.22, D.30–D.34, D.47) and its master's (D.20). */
export type ServantField =
  | 'team' | 'colour' | 'base'
  | 'className' | 'trueName' | 'workshop' | 'aliases'
  | 'strength' | 'endurance' | 'agility' | 'mana' | 'luck' | 'np' | 'npRank'
  | 'skills' | 'magic' | 'cards' | 'hp' | 'mp'
  | 'master' | 'might' | 'fate' | 'conviction' | 'seals'

const column = (field: ServantField, ko: string, en: string, ...headers: string[]): SheetColumn<ServantField> => ({ field, words: { ko, en }, headers: [ko, en, ...headers] })

/** A servant sheet's columns in Korean and English, as GMs head them. */
export const servantColumns: SheetColumns<ServantField> = {
  columns: [
    column('team', '진영', 'team', '팀'),
    column('colour', '색', 'colour', '색상', 'color'),
    column('base', '거점', 'base', '본거지'),
    column('className', '클래스', 'class', '클래스명', 'class name'),
    column('trueName', '진명', 'true name', 'truename'),
    column('workshop', '공방', 'workshop'),
    column('aliases', '별칭', 'aliases', '별명', 'alias'),
    column('strength', '근력', 'STR', 'strength'),
    column('endurance', '내구', 'END', 'endurance', 'CON'),
    column('agility', '민첩', 'AGI', 'agility'),
    column('mana', '마력', 'MGI', 'mana', 'MAG'),
    column('luck', '행운', 'LUK', 'luck', 'LCK'),
    column('np', '보구', 'NP', 'noble phantasm', 'noble phantasms'),
    column('npRank', '보구 랭크', 'NP rank'),
    column('skills', '스킬', 'skills', '보유 스킬', 'skill'),
    column('magic', '마술', 'magic', 'spells'),
    column('cards', '판정패', 'cards'),
    column('hp', '생명력', 'hp', '체력'),
    column('mp', 'MP', 'mana points', '마나'),
    column('master', '마스터', 'master'),
    column('might', '전투력', 'might'),
    column('fate', '명운', 'fate'),
    column('conviction', '신념', 'conviction'),
    column('seals', '령주', 'command seals', '영주', 'seals')
  ],
  required: ['className', 'trueName']
}

/** One pasted servant row: the team, master and servant it puts, and the existing team it overwrites. */
export interface PastedTeam {
  team: Team
  master: Master
  servant: Servant
  replaces: Team | null
}

/** A servant sheet read: the teams to put and the preview row of each, or the reason naming the row and column. */
export type ServantSheet = { ok: true; teams: PastedTeam[]; preview: PreviewRow[]; skipped: number[] } | { ok: false; why: Reason }

const parameterFields = ['strength', 'endurance', 'agility', 'mana', 'luck'] as const
const same = (a: string, b: string): boolean => fold(a) === fold(b)
const both = (text: string): Bilingual => ({ ko: text, en: text })

/** The region a `거점` cell names by id, name or alias. */
function regionNamed(campaign: Campaign, text: string): string | undefined {
  return campaign.regions.find((r) => same(r.id, text) || same(r.name.ko, text) || same(r.name.en, text) || r.aliases.some((a) => same(a, text)))?.id
}

/**
 * Reads pasted servant rows into teams: a row whose `진영` names an existing team (by name or
 * id) overwrites that team's sheets; another row overwrites the blank wizard's placeholder `team-N` of its
 * position while that is still a placeholder (the `진영` cell renames it); any other row is a new team, its
 * ids from its names. A column left out keeps what the sheet had (a starter sheet for a new team).
 */
export function readServantSheet(source: string, campaign: Campaign): ServantSheet {
  const sheet = readSheet(source, servantColumns)
  if (!sheet.ok) return sheet
  const teams: PastedTeam[] = []
  const preview: PreviewRow[] = []
  const teamIds = campaign.teams.map((t) => t.id)
  const actorIds = [...campaign.masters, ...campaign.servants].map((a) => a.id)
  let added = 0
  for (const [index, row] of sheet.rows.entries()) {
    const read = readRow(row, index, campaign, teamIds, actorIds, added)
    if (!read.ok) return read
    const { pasted, became } = read.value
    const twin = teams.findIndex((t) => t.team.id === pasted.team.id || same(t.team.name.ko, pasted.team.name.ko))
    if (twin >= 0) return { ok: false, why: reason('reason.campaign.pasteSameRecord', { line: row.line, first: preview[twin]!.line, name: pasted.team.name }) }
    if (!pasted.replaces) {
      added++
      teamIds.push(pasted.team.id)
      actorIds.push(pasted.master.id, pasted.servant.id)
    }
    teams.push(pasted)
    const label = {
      ko: `${pasted.team.name.ko}: ${pasted.servant.className.ko} (${pasted.servant.trueName}) · ${pasted.master.name.ko}`,
      en: `${pasted.team.name.en}: ${pasted.servant.className.en} (${pasted.servant.trueName}) · ${pasted.master.name.en}`
    }
    preview.push({ line: row.line, label, replaces: pasted.replaces?.name ?? null, became })
  }
  return { ok: true, teams, preview, skipped: sheet.skipped }
}

interface ReadRow {
  pasted: PastedTeam
  became: PreviewRow['became']
}

function readRow(row: SheetRow<ServantField>, index: number, campaign: Campaign, teamIds: readonly string[], actorIds: readonly string[], added: number): CellResult<ReadRow> {
  const cells = row.cells
  const shown: { column: number; header: string; shown: Bilingual }[] = []
  const fail = (field: ServantField, why: Reason): CellResult<never> => ({ ok: false, why: cellReason(row.line, cells[field]!.header, why) })
  const show = (field: ServantField, words: Bilingual): void => void shown.push({ column: cells[field]!.column, header: cells[field]!.header, shown: words })

  const className = namesOf(cells.className!.text)
  show('className', className)
  const trueName = cells.trueName!.text
  show('trueName', both(trueName))
  const teamCell = cells.team?.text
  const named = teamCell ? campaign.teams.find((t) => same(t.id, teamCell) || same(t.name.ko, teamCell) || same(t.name.en, teamCell)) : undefined
  // A row naming no team of the campaign fills the blank wizard's placeholder of its position, if still a placeholder.
  const placeholder = named ? undefined : campaign.teams.find((t) => t.id === `team-${index + 1}` && isPlaceholderTeam(campaign, t))
  const existing = named ?? placeholder
  const teamName = named?.name ?? (teamCell ? namesOf(teamCell) : { ko: `${className.ko} 진영`, en: `Team ${className.en}` })
  if (cells.team) show('team', teamName)

  let colour = existing?.color ?? teamColours[(campaign.teams.length + added) % teamColours.length]!
  if (cells.colour) {
    if (!/^#[0-9a-fA-F]{6}$/.test(cells.colour.text)) return fail('colour', reason('reason.campaign.pasteColour', { value: cells.colour.text }))
    colour = cells.colour.text
    show('colour', both(colour))
  }
  let base = existing?.base ?? campaign.regions[(campaign.teams.length + added) % campaign.regions.length]!.id
  if (cells.base) {
    const region = regionNamed(campaign, cells.base.text)
    if (!region) return fail('base', reason('reason.campaign.pasteNoRegion', { value: cells.base.text }))
    base = region
    show('base', campaign.regions.find((r) => r.id === region)!.name)
  }

  const masterName = cells.master ? namesOf(cells.master.text) : null
  const teamId = existing?.id ?? idFromName(teamName, teamIds, 'team')
  const masterId = existing?.master ?? idFromName(masterName ?? { ko: `${className.ko} 마스터`, en: `${className.en} master` }, actorIds, 'master')
  const servantId = existing?.servant ?? idFromName(className, [...actorIds, masterId], 'servant')
  const oldMaster = campaign.masters.find((m) => m.id === masterId) ?? { ...starterMaster(masterId, teamId, campaign), name: { ko: `${className.ko}의 마스터`, en: `${className.en}'s master` } }
  const oldServant = campaign.servants.find((s) => s.id === servantId) ?? starterServant(servantId, teamId)

  // rule D.20 master stats; D.21 pools follow their stat unless the GM set them apart.
  const master: Master = { ...oldMaster, ...(masterName ? { name: masterName } : {}) }
  if (masterName) show('master', masterName)
  for (const stat of ['might', 'fate', 'conviction'] as const) {
    const cell = cells[stat]
    if (!cell) continue
    const n = wholeCell(cell.text, 0, 20)
    if (!n.ok) return fail(stat, n.why)
    if (stat !== 'might') master.pools = { ...master.pools, [stat]: poolAfterStatChange(master.pools[stat], master[stat], n.value) }
    master[stat] = n.value
    show(stat, both(String(n.value)))
  }
  if (cells.seals) {
    const n = wholeCell(cells.seals.text, 0, 99)
    if (!n.ok) return fail('seals', n.why)
    master.commandSeals = n.value
    show('seals', both(String(n.value)))
  }

  const servant: Servant = { ...oldServant, className, trueName, parameters: { ...oldServant.parameters } }
  if (cells.workshop) {
    servant.workshop = cells.workshop.text
    show('workshop', both(servant.workshop))
  }
  if (cells.aliases) {
    servant.aliases = itemsOf(cells.aliases.text.replace(/,/g, ';'))
    show('aliases', both(servant.aliases.join(', ')))
  }
  for (const field of parameterFields) {
    const cell = cells[field]
    if (!cell) continue
    // Many sheets head the MP column 마력: a number there (40, 30/40) is MP, a rank the mana parameter.
    if (field === 'mana' && !cells.mp && /^\d+\s*(\/\s*\d+)?$/.test(cell.text.normalize('NFKC').trim())) continue
    const rank = rankCell(cell.text)
    if (!rank.ok) return fail(field, rank.why)
    servant.parameters[field] = rank.value
    show(field, both(rank.value))
  }
  // Items keep ids apart from the lists a row leaves as they were (the duel keys cards by id, D.22).
  const ids = new ItemIds()
  const kept = [...(cells.skills ? [] : servant.skills), ...(cells.np && !rankCell(cells.np.text).ok ? [] : servant.noblePhantasms), ...(cells.magic || cells.cards ? [] : servant.cards)]
  for (const item of kept) ids.reserve(item.id)
  if (cells.skills) {
    const skills = skillsOf(cells.skills.text, ids)
    if (!skills.ok) return fail('skills', skills.why)
    servant.skills = skills.value
    show('skills', describeSkills(skills.value))
  }
  if (cells.np) {
    const bare = rankCell(cells.np.text)
    if (bare.ok) {
      servant.parameters.np = bare.value
      show('np', both(bare.value))
    } else {
      const nps = noblePhantasmsOf(cells.np.text, ids, campaign.settings)
      if (!nps.ok) return fail('np', nps.why)
      servant.noblePhantasms = nps.value
      const rank = nps.value.find((np) => np.rank)?.rank
      if (rank && !cells.npRank) servant.parameters.np = rank
      show('np', describeNps(nps.value))
    }
  }
  if (cells.npRank) {
    const rank = rankCell(cells.npRank.text)
    if (!rank.ok) return fail('npRank', rank.why)
    servant.parameters.np = rank.value
    show('npRank', both(rank.value))
  }
  if (cells.magic || cells.cards) {
    const cards: Servant['cards'] = []
    for (const field of ['magic', 'cards'] as const) {
      const cell = cells[field]
      if (!cell) continue
      const read = sheetCardsOf(cell.text, ids, field === 'magic' ? 'magic' : null)
      if (!read.ok) return fail(field, read.why)
      cards.push(...read.value)
      show(field, describeCards(read.value))
    }
    servant.cards = cards
  }
  const mpFromMana = !cells.mp && cells.mana && !rankCell(cells.mana.text).ok ? 'mana' : 'mp'
  for (const field of ['hp', mpFromMana] as const) {
    const cell = cells[field]
    if (!cell) continue
    const pool = field === 'hp' ? 'hp' : 'mp'
    const read = poolCell(cell.text, 999)
    if (!read.ok) return fail(field, read.why)
    if (pool === 'hp') Object.assign(servant, { hp: read.value.now, maxHp: read.value.max })
    else Object.assign(servant, { mp: read.value.now, maxMp: read.value.max })
    show(field, both(read.value.now === read.value.max ? String(read.value.max) : `${read.value.now}/${read.value.max}`))
  }

  const team: Team = { id: teamId, name: teamName, color: colour, master: masterId, servant: servantId, base }
  const checked = checkRecords(row.line, { team, master, servant })
  if (checked) return { ok: false, why: checked }
  // The preview lists the cells in the sheet's own column order.
  const became = shown.toSorted((a, b) => a.column - b.column).map(({ header, shown: words }) => ({ header, shown: words }))
  return { ok: true, value: { pasted: { team, master, servant, replaces: existing ?? null }, became } }
}

/** The records' own schemas, so a name too long is refused here, naming the row, and not only in the host. */
function checkRecords(line: number, records: { team: Team; master: Master; servant: Servant }): Reason | undefined {
  const schemas = [['team', teamSchema], ['master', masterSchema], ['servant', servantSchema]] as const
  for (const [key, schema] of schemas) {
    const parsed = schema.safeParse(records[key])
    if (!parsed.success) return reason('reason.campaign.pasteRowProblem', { line, detail: schemaReason(schema, records[key], parsed.error, key) })
  }
  return undefined
}

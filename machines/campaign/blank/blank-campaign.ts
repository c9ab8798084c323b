import { z } from 'zod'
import { campaignSchema, type Campaign, type Region, type Team } from '../model/campaign'
import { idSchema, nameSchema } from '../model/ids'
import { gameTables } from '../model/game-tables'
import { defaultSettings } from '../model/settings'
import { starterMaster, starterServant } from '../editing/starters'
import { campaignProblem } from '../editing/validate'
import { reason, type Reason } from '../../reasons/reason'

/** The most teams a campaign holds (the campaign schema's bound on teams, masters and servants). */
export const maxBlankTeams = 20
/** The most regions a campaign holds (the campaign schema's bound). */
export const maxBlankRegions = 60
const maxName = 80

/**
 * What the GM asks for in the blank-campaign wizard, as it crosses the edge. Sizes are bounded here
 * (so nothing huge reaches the host); what the values mean is `blankCampaign`'s to judge, line by line.
 */
export const blankCampaignSpecSchema = z.strictObject({
  name: z.string().max(1000),
  teams: z.number(),
  /** The regions as typed, one line each (empty lines are skipped; line numbers count them). */
  regions: z.array(z.string().max(1000)).max(1000),
  /** The GM's language: the placeholders' single-language words (a servant's true name) are in it. */
  locale: z.enum(['ko', 'en'])
})

/** The GM's answers to the blank-campaign wizard. */
export type BlankCampaignSpec = z.infer<typeof blankCampaignSpecSchema>

/** Team colours distinct on a dark and a light board, in the order a table usually fills its seats. */
export const teamColours: readonly string[] = [
  '#d64545', '#3f7fd9', '#3fa463', '#9a5ad1', '#e08a2c', '#2fb5b5', '#d45fa0', '#8c8c2e', '#6b7fe0', '#b5523b',
  '#4caf8e', '#c9a227', '#7d5bbf', '#e0685f', '#3c9bd6', '#8fb03a', '#c45b8a', '#5d8f8f', '#a8743e', '#6a6ad9'
]

/** Whether a team is still the wizard's placeholder: id `team-N` and its servant's true name still the placeholder's. */
export function isPlaceholderTeam(campaign: Campaign, team: Team): boolean {
  const servant = campaign.servants.find((s) => s.id === team.servant)
  return /^team-\d+$/.test(team.id) && servant !== undefined && /^(진명 미정|True name) \d+$/.test(servant.trueName)
}

/** A region's id from its name: the name itself when it already reads as an id (`port`), else `region-<n>`. */
function regionId(name: string, n: number, taken: ReadonlySet<string>): string {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '')
  // Only a name written wholly in id letters becomes its own id; Korean names are numbered.
  const fromName = /^[a-z0-9 _-]+$/i.test(name) && idSchema.safeParse(slug).success ? slug : ''
  if (fromName && !taken.has(fromName)) return fromName
  let id = `region-${n}`
  for (let k = n + 1; taken.has(id); k++) id = `region-${k}`
  return id
}

/** A typed region line: `교회` (one name for both languages) or `교회 / Church` (Korean / English). */
function regionNames(line: string): { ko: string; en: string } {
  const [ko, en] = line.split(/\s+\/\s+/, 2).map((part) => part.trim())
  return { ko: ko!, en: en || ko! }
}

/** The regions of the typed lines, or the reason naming the first line that cannot be one. */
function regionsOf(lines: readonly string[]): { ok: true; regions: Region[] } | { ok: false; why: Reason } {
  const regions: Region[] = []
  const firstLine = new Map<string, number>()
  const ids = new Set<string>()
  for (const [index, raw] of lines.entries()) {
    const text = raw.trim()
    if (!text) continue
    const lineNo = index + 1
    const name = regionNames(text)
    if (name.ko.length > maxName || name.en.length > maxName) return { ok: false, why: reason('reason.blank.regionTooLong', { line: lineNo, max: maxName }) }
    for (const word of new Set([name.ko, name.en])) {
      const key = word.normalize('NFC').toLowerCase()
      const first = firstLine.get(key)
      if (first !== undefined) return { ok: false, why: reason('reason.blank.regionTwice', { line: lineNo, name: word, first }) }
      firstLine.set(key, lineNo)
    }
    const id = regionId(name.en, regions.length + 1, ids)
    ids.add(id)
    regions.push({ id, name, aliases: [] })
  }
  if (regions.length === 0) return { ok: false, why: reason('reason.blank.noRegions') }
  if (regions.length > maxBlankRegions) return { ok: false, why: reason('reason.blank.tooManyRegions', { n: regions.length, max: maxBlankRegions }) }
  return { ok: true, regions }
}

/**
 * A new campaign from the wizard's answers: the GM's regions, `teams` placeholder teams (each a
 * starter master and servant, based in the regions in turn, named `진영 1` / `Team 1` … for the GM to
 * edit), the game's own tables for encounter battles (their words from BCDice), and every ⚙ setting at its default.
 */
export function blankCampaign(spec: BlankCampaignSpec): { ok: true; campaign: Campaign } | { ok: false; why: Reason } {
  const name = spec.name.trim()
  if (!name) return { ok: false, why: reason('reason.blank.nameMissing') }
  if (!nameSchema.safeParse(name).success) return { ok: false, why: reason('reason.blank.nameTooLong', { n: name.length, max: maxName }) }
  if (!Number.isInteger(spec.teams) || spec.teams < 0 || spec.teams > maxBlankTeams) {
    return { ok: false, why: reason('reason.blank.teamsRange', { n: String(spec.teams), max: maxBlankTeams }) }
  }
  const regions = regionsOf(spec.regions)
  if (!regions.ok) return regions
  const base: Campaign = {
    name,
    regions: regions.regions,
    teams: [],
    masters: [],
    servants: [],
    emotions: [],
    info: [],
    guesses: [],
    traces: [],
    atRisk: [],
    // One wheel of fate for the whole party, empty until the first battle (E.73).
    party: { wheel: { black: 0, red: 0, blue: 0, green: 0, white: 0 } },
    lifeProposals: [],
    announcements: [],
    offers: [],
    sceneUses: [],
    turn: 0,
    scene: 0,
    notes: '',
    settings: structuredClone(defaultSettings),
    pcs: [],
    monsters: [],
    tables: gameTables(),
    rolls: [],
    botTableWords: []
  }
  const teams: Team[] = []
  for (let n = 1; n <= spec.teams; n++) {
    teams.push({
      id: `team-${n}`,
      name: { ko: `진영 ${n}`, en: `Team ${n}` },
      color: teamColours[(n - 1) % teamColours.length]!,
      master: `m-${n}`,
      servant: `s-${n}`,
      base: regions.regions[(n - 1) % regions.regions.length]!.id
    })
  }
  const campaign: Campaign = {
    ...base,
    teams,
    masters: teams.map((team, i) => ({ ...starterMaster(team.master, team.id, base), name: { ko: `마스터 ${i + 1}`, en: `Master ${i + 1}` } })),
    servants: teams.map((team, i) => ({
      ...starterServant(team.servant, team.id),
      className: { ko: `서번트 ${i + 1}`, en: `Servant ${i + 1}` },
      trueName: spec.locale === 'ko' ? `진명 미정 ${i + 1}` : `True name ${i + 1}`
    }))
  }
  const problem = campaignProblem(campaign)
  if (problem) return { ok: false, why: problem }
  return { ok: true, campaign: campaignSchema.parse(campaign) }
}

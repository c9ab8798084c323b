import type { Campaign } from '../campaign/model/campaign'
import { schemaReason } from '../reasons/schema-issue'
import type { EncounterCommandOf } from './events'
import { isIncapacitated } from './rules/combat'
import type { EncounterContext } from './context'
import { firstRound } from './rules/flow'
import { tableSetSchema } from '../campaign/model/encounter-records'
import { type Paragraph } from './rules/terms'
import { ok, refuse, type Result } from './rules/result'
import {faceFor } from './rules/tables'
import { tableReading } from './rules/table-reading'
import { withLog } from './units'
import { oneDieRollWords } from './rules/words'

/**
 * The answer already given for a tables array. A campaign's tables stay the same object from edit to edit
 * (contexts are replaced, never changed in place), while a battle asks at every roll: checking them once
 * per array took about a sixth of replaying a long log (opening a file Overseer did not seal).
 */
const checkedTables = new WeakMap<Campaign['tables'], Result<Campaign['tables']>>()

/** The campaign's tables as a set holding the six standard ones (E.31, E.52, E.63, E.72), or why not. */
export function campaignTables(campaign: Campaign): Result<Campaign['tables']> {
  const known = checkedTables.get(campaign.tables)
  if (known) return known
  const parsed = tableSetSchema.safeParse(campaign.tables)
  const answer: Result<Campaign['tables']> = parsed.success
    ? ok(parsed.data)
    : refuse('E.52', 'reason.encounter.tablesIncomplete', { detail: schemaReason(tableSetSchema, campaign.tables, parsed.error, 'tables') })
  checkedTables.set(campaign.tables, answer)
  return answer
}

/** Sets up a battle (14.01): the monster's body and board, the PCs, an ambush (E.4) and the battlefield (E.63). */
export function startEncounter(campaign: Campaign, command: EncounterCommandOf<'encounter.start'>): Result<EncounterContext> {
  const monster = campaign.monsters.find((m) => m.id === command.monster)
  if (!monster) return refuse('14.01', 'reason.encounter.noMonster', { monster: command.monster })
  if (new Set(command.pcs).size !== command.pcs.length) return refuse('14.01', 'reason.encounter.pcListedTwice')
  const sheets = []
  for (const id of command.pcs) {
    const sheet = campaign.pcs.find((p) => p.id === id)
    if (!sheet) return refuse('14.01', 'reason.encounter.noPcInCampaign', { pc: id })
    if (isIncapacitated(sheet.hp)) return refuse('E.72', 'reason.encounter.incapacitatedCannotJoin', { pc: id })
    sheets.push(sheet)
  }
  const tables = campaignTables(campaign)
  if (!tables.ok) return tables
  let battlefield: EncounterContext['battlefield'] = null
  if (command.battlefield) {
    const table = tables.value.find((t) => t.id === 'battlefield')!
    if (command.battlefield.length !== 1) return refuse('E.63', 'reason.encounter.rollsOneDie', { roll: oneDieRollWords.battlefield, count: command.battlefield.length })
    const face = faceFor(table, command.battlefield[0]!)
    if (!face.ok) return face
    const effect = face.value.effect?.kind === 'battlefield' ? face.value.effect : undefined
    battlefield = { roll: face.value.roll, ...(effect ? { effect } : {}), ...tableReading(table, face.value, command.bot?.text) }
  }
  const base: EncounterContext = {
    monster: structuredClone(monster),
    ambush: command.ambush,
    battlefield,
    round: 'scout',
    body: { hp: monster.body.hp, maxHp: monster.body.hp, states: [] },
    slots: monster.board.paragraphs.map((plan, i) => ({ paragraph: (i + 1) as Paragraph, threat: plan.threat, placedIn: null, acted: false, states: [], broken: false })),
    pcs: sheets.map((sheet) => ({ id: sheet.id, position: null, acted: false, hp: sheet.hp, states: [...sheet.states] })),
    // rule E.73: one wheel for the whole party, carried over from the last battle
    wheel: { ...campaign.party.wheel },
    // E.4: an ambush has no scout round.
    scout: { scouted: [], over: firstRound(command.ambush) !== 'scout', fumbled: false, counterattackDone: false },
    plots: {},
    plotsRevealed: false,
    roundOver: false,
    pursuit: 'undecided',
    check: null,
    spell: null,
    effectDue: null,
    fieldDue: null,
    order: null,
    targetRoll: null,
    table: null,
    result: null,
    due: [],
    log: [],
    finished: null
  }
  const logged = battlefield ? withLog(base, { kind: 'battlefield', rule: 'E.63', roll: battlefield.roll, text: battlefield.text, note: battlefield.note }) : base
  return ok(logged)
}

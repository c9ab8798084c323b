import { z } from 'zod'
import { settingsSchema } from './settings'
import { idSchema, localNameSchema, localTextSchema, nameSchema as name } from './ids'
import { monsterSchema, pcSchema, tableSchema, wheelSchema } from './encounter-records'
import { diceRollSchema } from './dice-rolls'
import { botTableWordSchema } from './bot-table-words'
import { issueWords } from '../../reasons/schema-words'

export { idSchema, localNameSchema }
const count = z.int().min(-999).max(999)

/** A letter rank as written on a sheet: E, D, C, B, A, EX, with optional trailing `+` (glossary). */
export const rankSchema = z.string().refine((rank) => /^(E|D|C|B|A|EX)\+{0,3}$/.test(rank), issueWords('reason.campaign.rankFormat'))
/** A letter rank such as `B+`. */
export type Rank = z.infer<typeof rankSchema>

/** A region of the city (war-turn map). */
export const regionSchema = z.strictObject({
  id: idSchema,
  name: localNameSchema,
  aliases: z.array(name).max(20).default([])
})

/** A team: one master and their servant. */
export const teamSchema = z.strictObject({
  id: idSchema,
  name: localNameSchema,
  color: z.string().refine((color) => /^#[0-9a-fA-F]{6}$/.test(color), issueWords('reason.campaign.colourFormat')),
  master: idSchema,
  servant: idSchema,
  base: idSchema
})

const pool = z.strictObject({ fate: z.int().min(0).max(99), conviction: z.int().min(0).max(99) })

/** A master (D.20–D.21, V.5–V.6). Pools are spendable stat points. */
export const masterSchema = z.strictObject({
  id: idSchema,
  team: idSchema,
  name: localNameSchema,
  aliases: z.array(name).max(20).default([]),
  might: z.int().min(0).max(20),
  fate: z.int().min(0).max(20),
  conviction: z.int().min(0).max(20),
  pools: pool,
  hp: count,
  maxHp: z.int().min(1).max(999),
  mp: count,
  maxMp: z.int().min(0).max(999),
  commandSeals: z.int().min(0).max(99),
  recallUsed: z.boolean().default(false),
  status: z.enum(['active', 'dead']).default('active')
})

/** A skill's judgment card (D.2). */
export const skillCardSchema = z.strictObject({
  grade: z.int().min(0).max(20),
  count: z.int().min(0).max(20),
  weakTo: z.enum(['smash', 'counter', 'assault']),
  ranged: z.boolean().default(false)
})

/** A servant skill: may give a card, a defensive guard, or special abilities such as reorganize (D.52). */
export const skillSchema = z.strictObject({
  id: idSchema,
  name: localNameSchema,
  rank: rankSchema.optional(),
  card: skillCardSchema.optional(),
  guard: z.int().min(0).max(20).default(0),
  reorganize: z.boolean().default(false),
  text: localTextSchema.default({ ko: '', en: '' })
})

/** A noble phantasm (D.34, D.51). */
export const noblePhantasmSchema = z.strictObject({
  id: idSchema,
  name: localNameSchema,
  rank: rankSchema.optional(),
  grade: z.int().min(0).max(30),
  count: z.int().min(0).max(20),
  area: z.boolean().default(false),
  guard: z.int().min(0).max(20).default(0),
  text: localTextSchema.default({ ko: '', en: '' })
})

/** The kinds of card a sheet may hold beside the derived ones: magic, critical (D.30–D.34) and basic cards such as a ranged smash (D.40). */
export const sheetCardKinds = ['magic', 'critical', 'smash', 'counter', 'assault'] as const

/**
 * A card written on a servant's sheet that the parameters do not give (D.22): a spell with its steps
 * (D.47: 1 single-step, D.32; 2, 3, … multi-step), a critical (D.34), or a basic card marked ranged
 * (D.40). It comes into every duel under its own id, beside the derived basic cards.
 */
export const sheetCardSchema = z
  .strictObject({
    id: idSchema,
    name: localNameSchema,
    kind: z.enum(sheetCardKinds),
    grade: z.int().min(0).max(30),
    count: z.int().min(0).max(20),
    ranged: z.boolean().default(false),
    steps: z.int().min(1).max(99).optional()
  })
  .superRefine((card, ctx) => {
    if (card.kind === 'magic' && card.steps === undefined) ctx.addIssue({ code: 'custom', path: ['steps'], ...issueWords('reason.campaign.magicNeedsSteps') })
    if (card.kind !== 'magic' && card.steps !== undefined) ctx.addIssue({ code: 'custom', path: ['steps'], ...issueWords('reason.campaign.stepsOnlyMagic') })
  })
/** A card of a servant's sheet. */
export type SheetCard = z.infer<typeof sheetCardSchema>

/** The six servant parameters as letter ranks. */
export const parametersSchema = z.strictObject({
  strength: rankSchema,
  endurance: rankSchema,
  agility: rankSchema,
  mana: rankSchema,
  luck: rankSchema,
  np: rankSchema
})

/** A GM override of one derived basic card (D.22). */
export const cardOverrideSchema = z.strictObject({ grade: z.int().min(0).max(20), count: z.int().min(0).max(20) })

/** A servant. Its true name and workshop are secrets (T.25) that never reach the board unrevealed. */
export const servantSchema = z.strictObject({
  id: idSchema,
  team: idSchema,
  className: localNameSchema,
  trueName: name,
  workshop: z.string().trim().max(200).default(''),
  trueNameRevealed: z.boolean().default(false),
  aliases: z.array(name).max(20).default([]),
  parameters: parametersSchema,
  cardOverrides: z
    .strictObject({ smash: cardOverrideSchema.optional(), counter: cardOverrideSchema.optional(), assault: cardOverrideSchema.optional() })
    .default({}),
  hp: count,
  maxHp: z.int().min(1).max(999),
  mp: count,
  maxMp: z.int().min(0).max(999),
  skills: z.array(skillSchema).max(30).default([]),
  noblePhantasms: z.array(noblePhantasmSchema).max(10).default([]),
  /** Magic, critical and ranged cards the sheet adds to every duel (D.22, D.30–D.34, D.40, D.47). */
  cards: z.array(sheetCardSchema).max(20).default([]),
  status: z.enum(['active', 'destroyed']).default('active')
})

/** A directed emotion held by one individual toward another (3.5, T.9c). */
export const emotionSchema = z.strictObject({
  from: idSchema,
  to: idSchema,
  sign: z.enum(['positive', 'negative']),
  points: z.int().min(1).max(99)
})

/** An info point a team holds on a servant (T.22). */
export const infoPointSchema = z.strictObject({
  team: idSchema,
  servant: idSchema,
  grade: z.int().min(1).max(99),
  source: z.string().max(40),
  turn: z.int().min(0),
  rule: z.string().max(10)
})

/** A team's guess at a servant's true name or workshop (T.25). */
export const guessSchema = z.strictObject({
  team: idSchema,
  servant: idSchema,
  secret: z.enum(['trueName', 'workshop']),
  text: z.string().max(200),
  correct: z.boolean().nullable(),
  bestGradeAtGuess: z.int().min(0),
  turn: z.int().min(0)
})

/** A trace a servant left in a region, found next turn (T.13, T.20). */
export const traceSchema = z.strictObject({ servant: idSchema, region: idSchema })

/** A pool a life rule watches: a servant's mp (V.4), a master's hp or mp (V.6). */
const lifePoolSchema = z.enum(['hp', 'mp'])

/**
 * One actor's pool at 0 or below, tracked across scenes (V.10): the scene it fell in (V.9) and the
 * scene by whose end it must be back above 0 (V.4, V.6).
 */
export const atRiskSchema = z.strictObject({
  actor: idSchema,
  pool: lifePoolSchema,
  rule: z.enum(['V.4', 'V.6']),
  fell: z.int().min(0).max(100001),
  by: z.int().min(0).max(100002)
})

/** A destruction (V.4) or death (V.6) the end of scene `scene` proposed, waiting for the GM to accept or strike (V.10). */
export const lifeProposalSchema = z.strictObject({
  actor: idSchema,
  consequence: z.enum(['destroyed', 'dead']),
  rule: z.enum(['V.4', 'V.6']),
  scene: z.int().min(0).max(100001),
  pools: z.array(z.strictObject({ pool: lifePoolSchema, value: count })).min(1).max(2)
})

/** A line of public news the GM chose to show on the board. */
export const announcementSchema = z.strictObject({ turn: z.int().min(0), scene: z.int().min(0), text: z.string().max(500) })

/**
 * A fight between masters (T.12) or a duel opportunity (T.15) a war turn offered the GM: it stays
 * on the pending list until a duel plays it or the GM strikes it. `actors` are the two masters of a
 * fight, or the investigator and the servant of an opportunity; `scene` is the war turn's (V.9).
 * `settledTurn` is how many war turns had been applied when a duel played it or the GM struck it
 * (absent while pending, and in files from before it was kept): the GM window shows a settled offer
 * until the next war turn is applied.
 */
export const offerSchema = z.strictObject({
  id: z.string().refine((id) => /^t\d{1,6}-[fo]\d{1,3}$/.test(id), issueWords('reason.campaign.idFormat')),
  kind: z.enum(['fight', 'opportunity']),
  rule: z.enum(['T.12', 'T.15']),
  turn: z.int().min(1).max(100000),
  scene: z.int().min(0).max(100001),
  actors: z.tuple([idSchema, idSchema]),
  region: idSchema,
  state: z.enum(['pending', 'played', 'struck']),
  settledTurn: z.int().min(0).max(100000).optional()
})

/** Card and support uses an actor spent in the duels of one scene, remembered for an intrusion (D.52). */
export const sceneUsesSchema = z.strictObject({
  actor: idSchema,
  scene: z.int().min(0).max(100001),
  cards: z.record(idSchema, z.int().min(0).max(999)),
  generalSupport: z.int().min(0).max(999),
  skillSupport: z.int().min(0).max(999)
})

/** The PC party of the encounter battles: one wheel of fate shared by every PC (E.73). */
export const partySchema = z.strictObject({ wheel: wheelSchema })

/** The whole campaign: everything the rules read and write. */
export const campaignSchema = z
  .strictObject({
    name: name,
    regions: z.array(regionSchema).min(1).max(60),
    teams: z.array(teamSchema).max(20),
    masters: z.array(masterSchema).max(20),
    servants: z.array(servantSchema).max(20),
    emotions: z.array(emotionSchema).max(2000).default([]),
    info: z.array(infoPointSchema).max(20000).default([]),
    guesses: z.array(guessSchema).max(5000).default([]),
    traces: z.array(traceSchema).max(400).default([]),
    atRisk: z.array(atRiskSchema).max(100).default([]),
    lifeProposals: z.array(lifeProposalSchema).max(40).default([]),
    announcements: z.array(announcementSchema).max(5000).default([]),
    /** The dice box's rolls, secret ones included (the board shows only the others). */
    rolls: z.array(diceRollSchema).max(5000).default([]),
    offers: z.array(offerSchema).max(2000).default([]),
    sceneUses: z.array(sceneUsesSchema).max(200).default([]),
    turn: z.int().min(0).max(100000),
    scene: z.int().min(0).max(100000),
    notes: z.string().max(100000).default(''),
    settings: settingsSchema,
    /** Encounter battles (rules E): player characters, monsters and random tables. */
    pcs: z.array(pcSchema).max(20).default([]),
    party: partySchema.default({ wheel: { black: 0, red: 0, blue: 0, green: 0, white: 0 } }),
    monsters: z.array(monsterSchema).max(200).default([]),
    tables: z.array(tableSchema).max(100).default([]),
    /** The GM's Korean words for faces of dice-bot tables BCDice answers in Japanese; absent in older files. */
    botTableWords: z.array(botTableWordSchema).max(2000).default([])
  })
  .superRefine((c, ctx) => {
    // Cross references: every id a record names must exist, and ids are unique per kind.
    const unique = (ids: string[], path: string): void => {
      const seen = new Set<string>()
      ids.forEach((id, i) => {
        if (seen.has(id)) ctx.addIssue({ code: 'custom', path: [path, i, 'id'], ...issueWords('reason.campaign.duplicateId', { id }) })
        seen.add(id)
      })
    }
    unique(c.regions.map((r) => r.id), 'regions')
    unique(c.teams.map((t) => t.id), 'teams')
    unique([...c.masters, ...c.servants].map((a) => a.id), 'masters')
    unique(c.pcs.map((p) => p.id), 'pcs')
    unique(c.monsters.map((m) => m.id), 'monsters')
    unique(c.tables.map((t) => t.id), 'tables')
    const regions = new Set(c.regions.map((r) => r.id))
    const masters = new Map(c.masters.map((m) => [m.id, m]))
    const servants = new Map(c.servants.map((s) => [s.id, s]))
    const actors = new Set([...masters.keys(), ...servants.keys()])
    c.teams.forEach((t, i) => {
      if (masters.get(t.master)?.team !== t.id) ctx.addIssue({ code: 'custom', path: ['teams', i, 'master'], ...issueWords('reason.campaign.teamMasterMissing', { master: t.master, team: t.id }) })
      if (servants.get(t.servant)?.team !== t.id) ctx.addIssue({ code: 'custom', path: ['teams', i, 'servant'], ...issueWords('reason.campaign.teamServantMissing', { servant: t.servant, team: t.id }) })
      if (!regions.has(t.base)) ctx.addIssue({ code: 'custom', path: ['teams', i, 'base'], ...issueWords('reason.campaign.baseUnknown', { region: t.base }) })
    })
    const bonds = new Set<string>()
    c.emotions.forEach((e, i) => {
      if (!actors.has(e.from) || !actors.has(e.to)) ctx.addIssue({ code: 'custom', path: ['emotions', i], ...issueWords('reason.campaign.emotionUnknownActor') })
      // One bond per direction (3.5): a second one would make every war turn refuse its input.
      const bond = `${e.from}→${e.to}`
      if (bonds.has(bond)) ctx.addIssue({ code: 'custom', path: ['emotions', i], ...issueWords('reason.campaign.emotionTwice', { from: e.from, to: e.to }) })
      bonds.add(bond)
    })
    c.traces.forEach((t, i) => {
      if (!servants.has(t.servant) || !regions.has(t.region)) ctx.addIssue({ code: 'custom', path: ['traces', i], ...issueWords('reason.campaign.traceUnknown') })
    })
    const named = (list: 'atRisk' | 'lifeProposals' | 'sceneUses', ids: readonly string[]): void =>
      ids.forEach((id, i) => {
        if (!actors.has(id)) ctx.addIssue({ code: 'custom', path: [list, i, 'actor'], ...issueWords('reason.campaign.unknownActorNamed', { actor: id }) })
      })
    named('atRisk', c.atRisk.map((entry) => entry.actor))
    named('lifeProposals', c.lifeProposals.map((p) => p.actor))
    named('sceneUses', c.sceneUses.map((u) => u.actor))
    const teams = new Set(c.teams.map((t) => t.id))
    c.pcs.forEach((pc, i) => {
      if (pc.team !== undefined && !teams.has(pc.team)) ctx.addIssue({ code: 'custom', path: ['pcs', i, 'team'], ...issueWords('reason.campaign.unknownTeam', { team: pc.team }) })
    })
    c.offers.forEach((o, i) => {
      if (!o.actors.every((a) => actors.has(a)) || !regions.has(o.region)) ctx.addIssue({ code: 'custom', path: ['offers', i], ...issueWords('reason.campaign.offerUnknown') })
    })
  })

/** The campaign state the rules work on. */
export type Campaign = z.infer<typeof campaignSchema>
/** A region. */
export type Region = Campaign['regions'][number]
/** A team. */
export type Team = Campaign['teams'][number]
/** A master. */
export type Master = Campaign['masters'][number]
/** A servant. */
export type Servant = Campaign['servants'][number]
/** Either kind of actor. */
export type Actor = Master | Servant
/** One pool at 0 or below on the at-risk list (V.10). */
export type AtRisk = Campaign['atRisk'][number]
/** A destruction or death proposed at a scene's end (V.10). */
export type LifeProposal = Campaign['lifeProposals'][number]
/** A T.12 fight or T.15 duel opportunity on the pending list. */
export type Offer = Campaign['offers'][number]

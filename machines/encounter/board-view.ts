import type { Campaign } from '../campaign/model/campaign'
import type { BattleResult, EncounterContext, LogEntry } from './context'
import { stepOf, type EncounterStep } from './steps'
import type { AbilityName, BattleState, BattlefieldEffect, Wheel } from '../campaign/model/encounter-records'
import type { Paragraph, Position, Round } from './rules/terms'
import { encounterNext, type EncounterNext } from './next-step'
import { ruinStage } from './rules/wheel'

type LocalName = { ko: string; en: string }

/** A threat face up on the board: its card, public once revealed (14.01). */
export interface BoardThreat {
  id: string
  name: LocalName
  kind: 'attack' | 'spell'
  durability: number
  attack: number
  power: number
  check: AbilityName
  effect: LocalName
  target: LocalName | null
  acted: boolean
  broken: boolean
  states: BattleState[]
}

/** A paragraph as the players see it: its written name, and its threat only once revealed. */
export interface BoardParagraph {
  number: Paragraph
  name: LocalName
  threat: BoardThreat | null
}

/** A PC as the players see it; the token shows only after the plots are revealed (E.11). */
export interface BoardPc {
  id: string
  name: LocalName
  hp: number
  maxHp: number
  position: Position | null
  acted: boolean
  states: BattleState[]
  /** In the plotting step: whether this PC's plot is in (never its value). */
  plotted: boolean
}

/** One public line of what happened, rebuilt field by field from the log. */
export interface BoardLine {
  kind: LogEntry['kind']
  rule: string
  round: Round
  pc: string | null
  threat: string | null
  paragraph: Paragraph | null
  /** Success of a check, hit of an attack, cancel of a spell. */
  success: boolean | null
  amount: number | null
  broken: boolean
  /** A table roll's words on each screen (BCDice's own on a Korean one), or an inga domain's id. */
  text: LocalName | null
  /** Beside a table roll's words: a correction of BCDice's, or a reading of the face. */
  note: LocalName | null
}

/** What the players see of a running encounter battle. */
export interface EncounterBoardView {
  kind: 'encounter'
  monster: LocalName
  body: { name: LocalName; level: number; defence: number; hp: number; maxHp: number; states: BattleState[] }
  round: Round
  step: EncounterStep
  ambush: boolean
  /** The battlefield (E.63): its words and what it does, public like the face itself. */
  battlefield: { roll: number; text: LocalName; note: LocalName | null; effect: BattlefieldEffect | null } | null
  paragraphs: BoardParagraph[]
  pcs: BoardPc[]
  /** E.73: the party's one wheel of fate, public at the table, and the color of ruin its black stage gives every PC. */
  wheel: Wheel
  ruinStage: number
  now: EncounterNext
  /** The name of the table `now` rolls on, if any. */
  nowTable: LocalName | null
  result: { pcsWin: boolean; reason: BattleResult['reason'] } | null
  recent: BoardLine[]
}

const copyName = (name: LocalName): LocalName => ({ ko: name.ko, en: name.en })

/** The paragraph a threat's card lies on (E.20), for the lines that must say where without naming it. */
export function paragraphOfThreat(context: Pick<EncounterContext, 'slots'>): (threat: string) => Paragraph | null {
  return (threat) => context.slots.find((slot) => slot.threat === threat)?.paragraph ?? null
}
/** The battlefield's effect as the board shows it: its parts copied one by one, the data's comment left out (E.63). */
function publicField(effect: BattlefieldEffect | undefined): BattlefieldEffect | null {
  if (!effect) return null
  return {
    kind: 'battlefield',
    ...(effect.checkModifier ? { checkModifier: { ...effect.checkModifier } } : {}),
    ...(effect.roundEndLoss ? { roundEndLoss: { ...effect.roundEndLoss } } : {}),
    ...(effect.damageDie ? { damageDie: effect.damageDie } : {}),
    ...(effect.giftInga ? { giftInga: { ...effect.giftInga } } : {}),
    ...(effect.battleEndLoss ? { battleEndLoss: { ...effect.battleEndLoss } } : {})
  }
}
const copyNote = (note: LocalName | null): LocalName | null => (note ? copyName(note) : null)

/**
 * One log line as the board may show it; threats not in `revealed` are not named. A line about a
 * threat carries its paragraph (public: every paragraph holds one card), so a gift-permitted attack
 * on a face-down threat (E.20) or its breaking by hand (E.21) reads as that paragraph's, not the body's.
 */
export function boardLine(entry: LogEntry, revealed: ReadonlySet<string>, paragraphOf: (threat: string) => Paragraph | null = () => null): BoardLine {
  const line: BoardLine = { kind: entry.kind, rule: entry.rule, round: entry.round, pc: null, threat: null, paragraph: null, success: null, amount: null, broken: false, text: null, note: null }
  const threat = (id: string): string | null => (revealed.has(id) ? id : null)
  switch (entry.kind) {
    case 'scout':
      return { ...line, pc: entry.pc, paragraph: entry.paragraph, success: entry.check.success, threat: entry.threat ? threat(entry.threat) : null }
    case 'counterattack':
      return { ...line, amount: entry.damage }
    case 'place':
      return { ...line, threat: threat(entry.threat), paragraph: entry.paragraph }
    case 'attack':
      return {
        ...line,
        pc: entry.pc,
        threat: entry.attack.kind === 'threat' ? threat(entry.attack.threat) : null,
        paragraph: entry.attack.kind === 'threat' ? paragraphOf(entry.attack.threat) : null,
        success: entry.hit,
        amount: entry.damage?.total ?? null,
        broken: entry.broken
      }
    case 'move':
      return { ...line, pc: entry.pc, paragraph: entry.to === 'margin' ? null : entry.to }
    case 'spell':
      return { ...line, pc: entry.pc }
    case 'threatAttack':
      return { ...line, pc: entry.pc, threat: threat(entry.threat), success: entry.hit, amount: entry.damage?.total ?? null }
    case 'threatSpell':
      return { ...line, pc: entry.obstructedBy, threat: threat(entry.threat), success: entry.cancelled }
    case 'bound':
      return { ...line, pc: entry.unit.kind === 'pc' ? entry.unit.pc : null, amount: entry.loss }
    case 'pursuit':
      return { ...line, pc: entry.pc, success: entry.check.success }
    case 'end':
      return { ...line, success: entry.pcsWin }
    case 'table':
      return { ...line, pc: entry.pc, amount: entry.roll, text: copyName(entry.text), note: copyNote(entry.note) }
    case 'battlefield':
      return { ...line, amount: entry.roll, text: copyName(entry.text), note: copyNote(entry.note) }
    case 'targetRoll':
      return { ...line, threat: threat(entry.threat), amount: entry.roll, text: copyName(entry.text), note: copyNote(entry.note) }
    case 'threatPass':
    case 'effectDone':
      return { ...line, threat: threat(entry.threat) }
    case 'order':
      return { ...line, paragraph: entry.position === 'margin' ? null : entry.position, text: { ko: entry.pcs.join(','), en: entry.pcs.join(',') } }
    case 'inga':
      return { ...line, pc: entry.pc, text: { ko: entry.domain, en: entry.domain } }
    case 'fieldLoss':
      return { ...line, pc: entry.unit.kind === 'pc' ? entry.unit.pc : null, amount: entry.loss }
    case 'fieldGift':
      return { ...line, pc: entry.pc, success: entry.applied, amount: entry.count, text: { ko: entry.domain, en: entry.domain } }
    case 'fieldEnd':
      return { ...line, success: entry.applied, amount: entry.rounds }
    case 'adjust':
      return {
        ...line,
        pc: entry.unit.kind === 'pc' ? entry.unit.pc : null,
        threat: entry.unit.kind === 'threat' ? threat(entry.unit.threat) : null,
        paragraph: entry.unit.kind === 'threat' ? paragraphOf(entry.unit.threat) : null,
        broken: entry.broken === true
      }
    case 'round':
    case 'plots':
    case 'pursuitDecline':
    case 'scoutStop':
      return line
  }
}

/** The next step as the players may see it: a threat not yet face up is not named. */
function publicNext(next: EncounterNext, revealed: ReadonlySet<string>): EncounterNext {
  return next.kind === 'monster' && !revealed.has(next.threat) ? { ...next, threat: '' } : next
}

/**
 * Builds the public picture of a battle, field by field: unrevealed threats show only the
 * paragraph's written name, plots never show before the reveal (E.11), no pending dice or GM notes.
 */
export function encounterBoardView(value: string, context: EncounterContext, campaign: Campaign): EncounterBoardView {
  const { monster } = context
  const revealed = new Set(context.slots.filter((slot) => slot.placedIn !== null).map((slot) => slot.threat))
  const paragraphs = context.slots.map((slot): BoardParagraph => {
    const plan = monster.board.paragraphs[slot.paragraph - 1]!
    const card = monster.threats.find((t) => t.id === slot.threat)!
    const threat: BoardThreat | null = revealed.has(slot.threat)
      ? {
          id: card.id,
          name: copyName(card.name),
          kind: card.kind,
          durability: card.durability,
          attack: card.attack,
          power: card.power,
          check: card.check,
          effect: copyName(card.effect),
          target: card.target ? copyName(card.target) : null,
          acted: slot.acted,
          broken: slot.broken,
          states: [...slot.states]
        }
      : null
    return { number: slot.paragraph, name: copyName(plan.name), threat }
  })
  const plotting = value === 'plots'
  const tokensShown = context.plotsRevealed || !plotting
  const pcs = context.pcs.map((pc): BoardPc => {
    const sheet = campaign.pcs.find((p) => p.id === pc.id)
    return {
      id: pc.id,
      name: sheet ? copyName(sheet.name) : { ko: pc.id, en: pc.id },
      hp: pc.hp,
      maxHp: sheet?.maxHp ?? pc.hp,
      position: tokensShown ? pc.position : null,
      acted: pc.acted,
      states: [...pc.states],
      plotted: plotting && context.plots[pc.id] !== undefined
    }
  })
  const now = publicNext(encounterNext(value, context, campaign.settings), revealed)
  const table = now.kind === 'outcome' || now.kind === 'table' ? campaign.tables.find((t) => t.id === now.table) : undefined
  return {
    kind: 'encounter',
    monster: copyName(monster.name),
    body: { name: copyName(monster.body.name), level: monster.body.level, defence: monster.body.defence, hp: context.body.hp, maxHp: context.body.maxHp, states: [...context.body.states] },
    round: context.round,
    step: stepOf(value),
    ambush: context.ambush,
    battlefield: context.battlefield ? { roll: context.battlefield.roll, text: copyName(context.battlefield.text), note: copyNote(context.battlefield.note), effect: publicField(context.battlefield.effect) } : null,
    paragraphs,
    pcs,
    wheel: { black: context.wheel.black, red: context.wheel.red, blue: context.wheel.blue, green: context.wheel.green, white: context.wheel.white },
    ruinStage: ruinStage(context.wheel, campaign.settings),
    now,
    nowTable: table ? copyName(table.name) : null,
    result: context.result ? { pcsWin: context.result.pcsWin, reason: context.result.reason } : null,
    recent: context.log
      .slice(-6)
      .map((entry) => boardLine(entry, revealed, paragraphOfThreat(context)))
  }
}

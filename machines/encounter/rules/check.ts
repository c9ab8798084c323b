import { domains, type AbilityRank, type Domain } from '../../campaign/model/encounter-records'
import { ok, refuse, type Result } from './result'

/** Dice rolled for a check by ability rank (E.70): D rolls two but must use the lower. */
export const diceCountByRank: Record<AbilityRank, number> = { S: 4, A: 3, B: 2, C: 1, D: 2 }

/** The target value of a check whose rule names none, as the base game and its dice bot default (E.70). */
export const defaultCheckTarget = 4

/** The inga a mood die banks: a domain, or `any` for a 6 (the player picks). */
export type Inga = Domain | 'any'

/** How one die reads as the action die. */
export type DieOutcome = 'special' | 'success' | 'failure' | 'fumble'

/** One die read as a possible action die, as the dice bot lists every die. */
export interface DieReading {
  index: number
  face: number
  achieved: number
  outcome: DieOutcome
  inga: Inga | null
}

/** What a check needs besides the choice of dice. */
export interface CheckRoll {
  rank: AbilityRank
  modifier: number
  target: number
  dice: readonly number[]
  /** Lowest raw face that is a special; 6 unless a gift lowers it. */
  specialFrom?: number
}

/** A check with the player's choice of action die and (optionally) mood die. */
export interface CheckInput extends CheckRoll {
  action?: number
  mood?: number | null
  /** The domain chosen for a mood die showing 6. */
  moodDomain?: Domain
}

/** A resolved check: every number the log shows. */
export interface CheckResult {
  rank: AbilityRank
  dice: number[]
  action: number
  actionFace: number
  modifier: number
  achieved: number
  target: number
  success: boolean
  special: boolean
  fumble: boolean
  mood: number | null
  inga: Inga | null
}

const outcomeOrder: Record<DieOutcome, number> = { special: 3, success: 2, failure: 1, fumble: 0 }

/** The inga colour of a mood die's face (E.70): 1 black … 5 white, 6 any. */
export function ingaOfFace(face: number): Inga {
  return face === 6 ? 'any' : domains[face - 1]!
}

/** The index of the die a D rank must use: the lowest (E.70). */
export function forcedActionDie(dice: readonly number[]): number {
  return dice.indexOf(Math.min(...dice))
}

/** Whether the rank leaves a die to bank as mood die: not C (one die) nor D (the higher die is discarded). */
export function rankHasMoodDie(rank: AbilityRank): boolean {
  return diceCountByRank[rank] > 1 && rank !== 'D'
}

function checkDice(roll: CheckRoll): Result<null> {
  const count = diceCountByRank[roll.rank]
  if (roll.dice.length !== count) return refuse('E.70', 'reason.encounter.rankDiceCount', { rank: roll.rank, count, got: roll.dice.length })
  const bad = roll.dice.find((die) => !Number.isInteger(die) || die < 1 || die > 6)
  if (bad !== undefined) return refuse('E.70', 'reason.encounter.notAFace', { face: bad, sides: 6 })
  return ok(null)
}

function outcomeOf(face: number, achieved: number, target: number, specialFrom: number): DieOutcome {
  if (face === 1) return 'fumble'
  if (face >= specialFrom) return 'special'
  return achieved >= target ? 'success' : 'failure'
}

/** Every die the player may use as action die, read against the target (E.70, E.71 shows them all). */
export function readDice(roll: CheckRoll): Result<DieReading[]> {
  const checked = checkDice(roll)
  if (!checked.ok) return checked
  const specialFrom = roll.specialFrom ?? 6
  const usable = roll.rank === 'D' ? [forcedActionDie(roll.dice)] : roll.dice.map((_, i) => i)
  const withInga = rankHasMoodDie(roll.rank)
  return ok(
    usable.map((index) => {
      const face = roll.dice[index]!
      const achieved = face + roll.modifier
      return { index, face, achieved, outcome: outcomeOf(face, achieved, roll.target, specialFrom), inga: withInga ? ingaOfFace(face) : null }
    })
  )
}

/** The action die a player would usually pick: the best outcome, then the highest achieved value. */
export function suggestActionDie(readings: readonly DieReading[]): number {
  const best = [...readings].sort((a, b) => outcomeOrder[b.outcome] - outcomeOrder[a.outcome] || b.achieved - a.achieved || a.index - b.index)[0]
  return best ? best.index : 0
}

/** Resolves a check (E.70): achieved = action die + modifier; a raw 6 is a special, a raw 1 a fumble. */
export function resolveCheck(input: CheckInput): Result<CheckResult> {
  const readings = readDice(input)
  if (!readings.ok) return readings
  const forced = input.rank === 'D' ? forcedActionDie(input.dice) : undefined
  const action = input.action ?? forced ?? suggestActionDie(readings.value)
  if (!Number.isInteger(action) || action < 0 || action >= input.dice.length) return refuse('E.70', 'reason.encounter.noSuchDie', { index: action })
  if (forced !== undefined && input.dice[action] !== input.dice[forced]) return refuse('E.70', 'reason.encounter.rankDLowerDie')
  const reading = readings.value.find((r) => r.index === (forced ?? action))!
  const mood = input.mood ?? null
  let inga: Inga | null = null
  if (mood !== null) {
    if (!rankHasMoodDie(input.rank)) return refuse('E.70', 'reason.encounter.rankNoMoodDie', { rank: input.rank })
    if (!Number.isInteger(mood) || mood < 0 || mood >= input.dice.length) return refuse('E.70', 'reason.encounter.noSuchDie', { index: mood })
    if (mood === action) return refuse('E.70', 'reason.encounter.moodNotAction')
    inga = ingaOfFace(input.dice[mood]!)
    if (input.moodDomain && inga !== 'any') return refuse('E.70', 'reason.encounter.moodDomainOnlySix')
    if (inga === 'any' && input.moodDomain) inga = input.moodDomain
  } else if (input.moodDomain) {
    return refuse('E.70', 'reason.encounter.domainWithoutMood')
  }
  return ok({
    rank: input.rank,
    dice: [...input.dice],
    action,
    actionFace: reading.face,
    modifier: input.modifier,
    achieved: reading.achieved,
    target: input.target,
    success: reading.outcome === 'special' || reading.outcome === 'success',
    special: reading.outcome === 'special',
    fumble: reading.outcome === 'fumble',
    mood,
    inga
  })
}

import { reason, type Reason } from '../reasons/reason'
import { secretWords } from './model/words'

/** The two secrets of a servant a team may guess (T.25). */
export type SecretKind = 'trueName' | 'workshop'

/** One info point a team holds on a servant. */
export interface HeldInfoPoint {
  grade: number
}

/** A past guess on one secret, in the order they were made. */
export interface GuessRecord {
  correct: boolean
  /** The best info grade the team held on the servant when it guessed. */
  bestGradeAtGuess: number
}

/** Whether a team may guess now; if not, why, and the grade an info point must beat. */
export interface GuessVerdict {
  allowed: boolean
  why?: Reason
  needGradeAbove?: number
}

/** The best grade among a team's info points on a servant, 0 when it holds none. */
export function bestInfoGrade(points: readonly HeldInfoPoint[]): number {
  return points.reduce((best, point) => Math.max(best, point.grade), 0)
}

/** T.25: may a team guess this secret now, given its info points and its past guesses (oldest first)? */
export function canGuess(
  secret: SecretKind,
  points: readonly HeldInfoPoint[],
  history: readonly GuessRecord[]
): GuessVerdict {
  const label = secretWords[secret]
  if (history.some((guess) => guess.correct)) {
    return { allowed: false, why: reason('reason.warTurn.guessAlreadyRight', { secret: label }) }
  }
  if (points.length === 0) {
    return { allowed: false, why: reason('reason.warTurn.guessNeedsInfo', { secret: label }) }
  }
  // Each wrong guess binds the next one; the latest is the one that binds now.
  const last = history.at(-1)
  if (last && bestInfoGrade(points) <= last.bestGradeAtGuess) {
    const needGradeAbove = last.bestGradeAtGuess
    return {
      allowed: false,
      why: reason('reason.warTurn.guessNeedsBetterInfo', { secret: label, grade: needGradeAbove }),
      needGradeAbove
    }
  }
  return { allowed: true }
}

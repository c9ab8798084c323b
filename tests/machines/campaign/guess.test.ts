import { describe, expect, it } from 'vitest'
import { bestInfoGrade, canGuess, type GuessVerdict } from '@machines/campaign/guess'
import { english, korean } from '@machines/reasons/format'

/** A verdict with its reason said in English, as the CLI and the host's `error` say it. */
function inEnglish(verdict: GuessVerdict): Omit<GuessVerdict, 'why'> & { error?: string } {
  const { why, ...rest } = verdict
  return why ? { ...rest, error: english(why) } : rest
}

describe('guessing a true name or workshop', () => {
  it('T.25 a team without an info point on the servant may not guess', () => {
    expect(inEnglish(canGuess('trueName', [], []))).toEqual({
      allowed: false,
      error: 'guessing the true name needs at least 1 info point on this servant (T.25)'
    })
  })

  it('T.25 the refusal is said in Korean with the glossary term for the secret', () => {
    const verdict = canGuess('trueName', [{ grade: 1 }], [{ correct: false, bestGradeAtGuess: 1 }])
    expect(korean(verdict.why!)).toBe('틀린 추측 뒤에 다음 진명 추측을 하려면 등급이 1보다 높은 정보 점수가 필요합니다 (T.25)')
  })

  it('T.25 a team holding one info point may guess', () => {
    expect(canGuess('workshop', [{ grade: 1 }], [])).toEqual({ allowed: true })
  })

  it('T.25 after a wrong guess, an info point of the same grade is not enough', () => {
    expect(inEnglish(canGuess('trueName', [{ grade: 1 }, { grade: 2 }], [{ correct: false, bestGradeAtGuess: 2 }]))).toEqual({
      allowed: false,
      error: 'after a wrong guess the next true name guess needs an info point above grade 2 (T.25)',
      needGradeAbove: 2
    })
  })

  it('T.25 after a wrong guess, an info point of a higher grade allows the next guess', () => {
    expect(canGuess('trueName', [{ grade: 2 }, { grade: 3 }], [{ correct: false, bestGradeAtGuess: 2 }])).toEqual({
      allowed: true
    })
  })

  it('T.25 the latest wrong guess sets the grade to beat', () => {
    const history = [
      { correct: false, bestGradeAtGuess: 1 },
      { correct: false, bestGradeAtGuess: 3 }
    ]
    expect(canGuess('workshop', [{ grade: 3 }], history)).toMatchObject({ allowed: false, needGradeAbove: 3 })
  })

  it('T.25 a secret already guessed right is not guessed again', () => {
    expect(inEnglish(canGuess('workshop', [{ grade: 5 }], [{ correct: true, bestGradeAtGuess: 1 }]))).toEqual({
      allowed: false,
      error: 'the workshop was already guessed right'
    })
  })

  it('T.25 the best grade held is the highest of the info points, 0 when none', () => {
    expect([bestInfoGrade([{ grade: 2 }, { grade: 4 }, { grade: 1 }]), bestInfoGrade([])]).toEqual([4, 0])
  })
})

import type { Rank } from './campaign'
import type { Settings } from './settings'

/** A letter rank's grade per ⚙ `rankGrades` (glossary); a trailing `+` adds nothing (V.4, D.22). */
export function gradeOfRank(rank: Rank, settings: Pick<Settings, 'rankGrades'>): number {
  const letter = rank.replace(/\+*$/, '') as keyof Settings['rankGrades']
  return settings.rankGrades[letter]
}

import type { Rank } from './campaign'
import type { Settings } from './settings'
import { gradeOfRank } from './rank-grade'

/**
 * D.21 pools: a master's fate or conviction pool starts equal to its stat, so while the GM has not
 * set it apart (it still equals the old stat) it follows the stat; a pool the GM set stays.
 */
export function poolAfterStatChange(pool: number, oldStat: number, newStat: number): number {
  return pool === oldStat ? newStat : pool
}

/**
 * An NP's grade defaults from its rank per ⚙ `rankGrades` (glossary, D.34): it follows a change of
 * rank while it still is the old rank's grade (or the NP had no rank yet); a grade the GM set stays.
 */
export function npGradeAfterRankChange(grade: number, oldRank: Rank | undefined, newRank: Rank | undefined, settings: Pick<Settings, 'rankGrades'>): number {
  if (newRank === undefined || !isRank(newRank)) return grade
  const followed = oldRank === undefined || !isRank(oldRank) || grade === gradeOfRank(oldRank, settings)
  return followed ? gradeOfRank(newRank, settings) : grade
}

/** Whether a text is a rank the glossary knows (`B+`, `EX`), so a half-typed one is not read. */
export function isRank(text: string): boolean {
  return /^(E|D|C|B|A|EX)\+{0,3}$/.test(text)
}

/**
 * A rank as a GM types it, in the sheet's spelling: `b+` → `B+`, `ex` → `EX`, a full-width `Ａ＋`
 * → `A+`, spaces dropped. What is not a rank comes back as typed (trimmed), for the schema to refuse.
 */
export function rankFromText(text: string): string {
  const folded = text
    .normalize('NFKC')
    .replace(/\s+/g, '')
    .toUpperCase()
  return isRank(folded) ? folded : text.trim()
}

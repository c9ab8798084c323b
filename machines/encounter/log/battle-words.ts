import type { BattleResult } from '../context'
import type { AbilityName, BattleState, Domain } from '../../campaign/model/encounter-records'
import type { Position, Round } from '../../encounter/battle'
import { line, type Bilingual } from '../../text/bilingual'

/** Battle states (E.60–E.62), the encounter screen's words. */
export const stateWords: Record<BattleState, Bilingual> = {
  bound: line('포박', 'bound'),
  flying: line('비행', 'flying'),
  diving: line('잠수', 'diving')
}

/** PC abilities (glossary: 武勇 valor … 日常 daily). */
export const abilityWords: Record<AbilityName, Bilingual> = {
  valor: line('무용', 'valor'),
  skill: line('기술', 'skill'),
  mind: line('두뇌', 'mind'),
  spirit: line('영력', 'spirit'),
  love: line('애', 'love'),
  daily: line('일상', 'daily')
}

/** Domains of the wheel of fate (E.73). */
export const domainWords: Record<Domain, Bilingual> = {
  black: line('흑', 'black'),
  red: line('적', 'red'),
  blue: line('청', 'blue'),
  green: line('녹', 'green'),
  white: line('백', 'white')
}

/** Threat kinds (E.31, E.32). */
export const threatKindWords: Record<'attack' | 'spell', Bilingual> = {
  attack: line('공격', 'attack'),
  spell: line('술식', 'spell')
}

/** Why a battle ended (E.51). */
export const battleEndWords: Record<BattleResult['reason'], Bilingual> = {
  'body-destroyed': line('본체 파괴', 'the body is destroyed'),
  'all-incapacitated': line('PC 전원 행동불능', 'every PC is incapacitated'),
  'no-pursuit': line('추격 없음', 'no pursuit'),
  'pursuit-ended': line('추격 라운드 종료', 'the pursuit round is over')
}

/** A round of the battle: scout, melee 1 and 2, the pursuit round (E.50). */
export function roundWord(round: Round): Bilingual {
  if (round === 'scout') return line('정찰 라운드', 'Scout round')
  if (round === 3) return line('추격 라운드', 'Pursuit round')
  return line(`난전 라운드 ${round}`, `Melee round ${round}`)
}

/** Where a token stands: a paragraph, the margin, or off the board before the plots (E.11). */
export function positionWord(position: Position | null): Bilingual {
  if (position === null) return line('보드 밖', 'off the board')
  if (position === 'margin') return line('난외', 'the margin')
  return line(`단락 ${position}`, `paragraph ${position}`)
}

/** A check's outcome (E.70): special, success, failure or fumble. */
export function checkWord(check: { success: boolean; special: boolean; fumble: boolean }): Bilingual {
  if (check.fumble) return line('펌블', 'fumble')
  if (check.special) return line('스페셜', 'special')
  return check.success ? line('성공', 'success') : line('실패', 'failure')
}

/** The battle's end for the PCs (E.51). */
export function battleResultText(result: { pcsWin: boolean; reason: BattleResult['reason'] }): Bilingual {
  const why = battleEndWords[result.reason]
  return result.pcsWin ? line(`PC 승리 — ${why.ko}`, `the PCs win — ${why.en}`) : line(`PC 패배 — ${why.ko}`, `the PCs lose — ${why.en}`)
}

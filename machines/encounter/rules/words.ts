import { join, line, type Bilingual } from '../../text/bilingual'
import type { AbilityName, BattleState, Domain } from '../../campaign/model/encounter-records'
import type { BattleEndReason, CheckFor, Position, Round } from './terms'

/** Where a PC token stands, as a refusal names it. */
export function positionWord(position: Position | null): Bilingual {
  if (position === null) return { ko: '보드 밖', en: 'off the board' }
  if (position === 'margin') return { ko: '난외', en: 'the margin' }
  return { ko: `단락 ${position}`, en: `paragraph ${position}` }
}

/** The domains of the wheel of fate (E.73). */
export const domainWords: Record<Domain, Bilingual> = {
  black: { ko: '흑', en: 'black' },
  red: { ko: '적', en: 'red' },
  blue: { ko: '청', en: 'blue' },
  green: { ko: '녹', en: 'green' },
  white: { ko: '백', en: 'white' }
}

/** Several domains in a list, language by language. */
export function domainList(domains: readonly Domain[]): Bilingual {
  return join(domains.map((domain) => domainWords[domain]))
}

/** Gift types (E.25). */
export const giftKindWords: Record<'spell' | 'support' | 'passive' | 'interrupt', Bilingual> = {
  spell: { ko: '술식', en: 'spell' },
  support: { ko: '보조', en: 'support' },
  passive: { ko: '상시', en: 'passive' },
  interrupt: { ko: '인터럽트', en: 'interrupt' }
}

/** A check by what it is for (E.1, E.20, E.31, E.32, E.50). */
export const checkWords: Record<CheckFor, Bilingual> = {
  scout: { ko: '정찰 판정', en: 'scout check' },
  attack: { ko: '명중 판정', en: 'attack check' },
  defence: { ko: '방어 판정', en: 'defence check' },
  obstruct: { ko: '방해 판정', en: 'obstruct check' },
  pursuit: { ko: '추격 판정', en: 'pursuit check' }
}

/** A threat card's kind, as "threat x is …" says it (E.31, E.32). */
export const threatKindWords: Record<'attack' | 'spell', Bilingual> = {
  attack: { ko: '공격', en: 'an attack' },
  spell: { ko: '술식', en: 'a spell' }
}

/** The 1D6 rolls a refusal may count dice for (E.3, E.31, E.63). */
export const oneDieRollWords: Record<'battlefield' | 'target' | 'counterattack', Bilingual> = {
  battlefield: { ko: '전장표', en: 'battlefield table' },
  target: { ko: '목표표', en: 'target table' },
  counterattack: { ko: '반격', en: 'counterattack' }
}

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
  love: line('애정', 'love'),
  daily: line('일상', 'daily')
}

/** Threat kinds as a card names them (E.31, E.32); `threatKindWords` says them with an article. */
export const threatKindNames: Record<'attack' | 'spell', Bilingual> = {
  attack: line('공격', 'attack'),
  spell: line('술식', 'spell')
}

/** Why a battle ended (E.51). */
export const battleEndWords: Record<BattleEndReason, Bilingual> = {
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

/** A check's outcome (E.70): special, success, failure or fumble. */
export function checkWord(check: { success: boolean; special: boolean; fumble: boolean }): Bilingual {
  if (check.fumble) return line('펌블', 'fumble')
  if (check.special) return line('스페셜', 'special')
  return check.success ? line('성공', 'success') : line('실패', 'failure')
}

/** The battle's end for the PCs (E.51). */
export function battleResultText(result: { pcsWin: boolean; reason: BattleEndReason }): Bilingual {
  const why = battleEndWords[result.reason]
  return result.pcsWin ? line(`PC 승리 — ${why.ko}`, `the PCs win — ${why.en}`) : line(`PC 패배 — ${why.ko}`, `the PCs lose — ${why.en}`)
}

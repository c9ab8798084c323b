import type { Row, CombatantStatus } from './combatant'
import type { Pool } from './rules/compare'
import type { AftermathList } from './context'
import type { CardKind } from './rules/input'
import type { EndReason } from './rules/outcome'
import type { SettleOutcome } from './settle'
import type { NameOf } from '../campaign/model/roster'
import { line, type Bilingual } from '../text/bilingual'

/** Card kinds (glossary: 강타, 반격, 맹공 …, the duel screen's words). */
export const cardWords: Record<CardKind, Bilingual> = {
  smash: line('강타', 'smash'),
  counter: line('반격', 'counter'),
  assault: line('맹공', 'assault'),
  skill: line('스킬', 'skill'),
  magic: line('마술', 'magic'),
  np: line('보구', 'NP'),
  critical: line('치명', 'critical'),
  wait: line('대기', 'wait')
}

/** A card as a log shows it: its kind and grade (`강타 5` / `smash 5`), a wait without a grade. */
export function cardText(card: { kind: CardKind; grade?: number | null }): Bilingual {
  const word = cardWords[card.kind]
  const grade = card.kind === 'wait' || card.grade === undefined || card.grade === null ? '' : ` ${card.grade}`
  return line(`${word.ko}${grade}`, `${word.en}${grade}`)
}

/** Duel rows (glossary: 전열 / 후열). */
export const rowWords: Record<Row, Bilingual> = {
  front: line('전열', 'front row'),
  back: line('후열', 'back row')
}

/** Hp and mp as a log labels a change. */
export const poolWords: Record<Pool, Bilingual> = {
  hp: line('생명력', 'HP'),
  mp: line('마력', 'MP')
}

/** A combatant's standing once it changed (V.3, V.5, D.60). */
export const statusWords: Record<CombatantStatus, Bilingual> = {
  in: line('전투 복귀', 'is back in the fight'),
  destroyed: line('소멸', 'is destroyed'),
  dead: line('사망', 'is dead'),
  withdrew: line('후퇴', 'has withdrawn'),
  recalled: line('령주로 귀환', 'is recalled by a command seal')
}

/** The GM's decision on a combatant (V.3, V.5). */
export const settleWords: Record<SettleOutcome, Bilingual> = {
  destroyed: line('소멸', 'destroyed'),
  dead: line('사망', 'dead'),
  recall: line('령주로 귀환', 'recalled by a command seal'),
  stay: line('그대로 둠', 'stays in the fight')
}

/** Why a duel ended (D.70). */
export const endReasonWords: Record<EndReason, Bilingual> = {
  destroyed: line('소멸한 쪽이 있음', 'a side was destroyed'),
  dead: line('사망한 쪽이 있음', 'a side died'),
  withdrawal: line('후퇴한 쪽이 있음', 'a side withdrew'),
  'no-cards': line('남은 판정패 없음', 'no cards left'),
  'max-exchanges': line('교환 수 한도', 'the exchange limit'),
  gm: line('GM이 종료', 'ended by the GM')
}

/** The strikeable lists of a finished duel. */
export const aftermathWords: Record<AftermathList, Bilingual> = {
  endOfScene: line('장면 끝 판정', 'end-of-scene proposal'),
  seals: line('령주 상실', 'seal loss'),
  emotions: line('감정', 'emotion'),
  info: line('정보', 'info')
}

/** The D.70 / D.71 winner: a side (a team, named) or nobody. */
export function verdictText(winner: string | null, name: NameOf): Bilingual {
  if (winner === null) return line('승자 없음', 'no winner')
  const side = name(winner)
  return line(`${side.ko} 승리`, `${side.en} wins`)
}

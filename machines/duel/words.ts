import type { AftermathList, CombatantStatus, Row, SettleOutcome } from './rules/terms'
import type { EndReason } from './rules/outcome'
import type { NameOf } from '../campaign/model/roster'
import { line, type Bilingual } from '../text/bilingual'
import { reason, type Reason } from '../reasons/reason'

// The duel's words beyond the pure rules' (those are in rules/words.ts): rows, standings,
// settlements, endings and aftermath lists, for the log, the board and the refusals.

/** Duel rows (glossary: 전열 / 후열). */
export const rowWords: Record<Row, Bilingual> = {
  front: line('전열', 'front row'),
  back: line('후열', 'back row')
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

// As a reason names them, the English side is the code word (`seals`, `withdrew`).

/** An aftermath list as a reason names it (`seals` / 령주 상실). */
export function aftermathWord(list: AftermathList): Bilingual {
  return { en: list, ko: aftermathWords[list].ko }
}

const statusKo: Record<CombatantStatus | 'active', string> = {
  active: '활동',
  in: '전투 중',
  destroyed: '소멸',
  dead: '사망',
  withdrew: '후퇴',
  recalled: '령주 귀환'
}

/** A combatant's or an actor's standing as a reason names it (`destroyed` / 소멸). */
export function statusWord(status: CombatantStatus | 'active'): Bilingual {
  return { en: status, ko: statusKo[status] }
}

/** A refusal said with the rule that refuses it: "rule D.3: …". */
export function byRule(rule: string, detail: Reason): Reason {
  return reason('reason.duel.byRule', { rule, detail })
}

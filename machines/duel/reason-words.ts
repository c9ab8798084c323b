import type { Bilingual } from '../text/bilingual'
import { aftermathWords, cardWords, poolWords } from './words'
import { reason, type Reason } from '../reasons/reason'
import type { CombatantStatus } from './combatant'
import type { Pool } from './rules/compare'
import type { AftermathList } from './context'
import type { CardKind } from './rules/input'

// The English side of these words is the code word today's English reasons print (`np`, `hp`,
// `withdrew`), so the English text stays as it was; the Korean side is the glossary's.

/** A card kind as a reason names it (`np` / 보구). */
export function cardWord(kind: CardKind): Bilingual {
  return { en: kind, ko: cardWords[kind].ko }
}

/** A pool as a reason names it (`hp` / 생명력). */
export function poolWord(pool: Pool): Bilingual {
  return { en: pool, ko: poolWords[pool].ko }
}

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

/** An actor kind as a reason names it (`servant` / 서번트). */
export function kindWord(kind: 'servant' | 'master'): Bilingual {
  return kind === 'servant' ? { en: 'servant', ko: '서번트' } : { en: 'master', ko: '마스터' }
}

/** A support type as a reason names it (`general` / 일반). */
export function supportTypeWord(type: 'general' | 'skill'): Bilingual {
  return type === 'general' ? { en: 'general', ko: '일반' } : { en: 'skill', ko: '스킬' }
}

/** A refusal said with the rule that refuses it: "rule D.3: …". */
export function byRule(rule: string, detail: Reason): Reason {
  return reason('reason.duel.byRule', { rule, detail })
}

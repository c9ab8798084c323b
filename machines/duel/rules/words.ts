import type { CardKind, Pool } from './terms'
import { basicCardWords } from '../../campaign/model/words'
import { line, type Bilingual } from '../../text/bilingual'

// The words the pure duel rules speak: card kinds, pools, actor kinds and support types, in the
// glossary's Korean. The English side of the *Word functions is the code word today's English
// reasons print (`np`, `hp`), so the English text stays as it was.

/** Card kinds (glossary: 강타, 반격, 맹공 …, the duel screen's words). */
export const cardWords: Record<CardKind, Bilingual> = {
  ...basicCardWords,
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

/** Hp and mp as a log labels a change. */
export const poolWords: Record<Pool, Bilingual> = {
  hp: line('생명력', 'HP'),
  mp: line('마력', 'MP')
}

/** A card kind as a reason names it (`np` / 보구). */
export function cardWord(kind: CardKind): Bilingual {
  return { en: kind, ko: cardWords[kind].ko }
}

/** A pool as a reason names it (`hp` / 생명력). */
export function poolWord(pool: Pool): Bilingual {
  return { en: pool, ko: poolWords[pool].ko }
}

/** An actor kind as a reason names it (`servant` / 서번트). */
export function kindWord(kind: 'servant' | 'master'): Bilingual {
  return kind === 'servant' ? { en: 'servant', ko: '서번트' } : { en: 'master', ko: '마스터' }
}

/** A support type as a reason names it (`general` / 일반). */
export function supportTypeWord(type: 'general' | 'skill'): Bilingual {
  return type === 'general' ? { en: 'general', ko: '일반' } : { en: 'skill', ko: '스킬' }
}

import type { Bilingual } from '../../text/bilingual'

/** War-turn actions (glossary: 일상 생활, 정보 탐색, 휴식). */
export const actionWords: Record<'daily' | 'investigate' | 'rest', Bilingual> = {
  daily: { ko: '일상 생활', en: 'daily life' },
  investigate: { ko: '정보 탐색', en: 'investigate' },
  rest: { ko: '휴식', en: 'rest' }
}

/** The outcome lists of a turn proposal. */
export const listWords: Record<string, Bilingual> = {
  emotionExchanges: { ko: '감정 교류', en: 'emotion exchange' },
  info: { ko: '정보', en: 'info' },
  fights: { ko: '싸움', en: 'fight' },
  duelOpportunities: { ko: '전투 기회', en: 'duel opportunity' },
  manaSupply: { ko: '마력 공급', en: 'mana supply' },
  traces: { ko: '흔적', en: 'trace' }
}

/** The secrets a team may guess (T.25). */
export const secretWords: Record<'trueName' | 'workshop', Bilingual> = {
  trueName: { ko: '진명', en: 'true name' },
  workshop: { ko: '공방', en: 'workshop' }
}

/** Phases by kind; a phase not listed here is named by its kind. */
export const phaseWords: Record<string, Bilingual> = {
  warTurn: { ko: '전쟁 회차', en: 'war turn' },
  duel: { ko: '결투', en: 'duel' },
  encounter: { ko: '조우 전투', en: 'encounter battle' },
  edit: { ko: '편집', en: 'edit' },
  settings: { ko: '설정', en: 'settings' }
}

/** A phase's name in both languages. */
export function phaseWord(kind: string): Bilingual {
  return phaseWords[kind] ?? { ko: kind, en: kind }
}

/** Emotion signs (3.5). */
export const signWords: Record<'positive' | 'negative', Bilingual> = {
  positive: { ko: '긍정', en: 'positive' },
  negative: { ko: '부정', en: 'negative' }
}

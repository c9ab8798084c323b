import type { Bilingual } from '../text/bilingual'
import type { StrikableList } from './commands'

/** War-turn actions (glossary: 일상 생활, 정보 탐색, 휴식). */
export const actionWords: Record<'daily' | 'investigate' | 'rest', Bilingual> = {
  daily: { ko: '일상 생활', en: 'daily life' },
  investigate: { ko: '정보 탐색', en: 'investigate' },
  rest: { ko: '휴식', en: 'rest' }
}

/** The outcome lists of a turn proposal, and its recovery lines. */
export const listWords: Record<StrikableList, Bilingual> = {
  emotionExchanges: { ko: '감정 교류', en: 'emotion exchange' },
  info: { ko: '정보', en: 'info' },
  fights: { ko: '마스터 간 전투', en: 'fight' },
  duelOpportunities: { ko: '전투 기회', en: 'duel opportunity' },
  manaSupply: { ko: '마력 공급', en: 'mana supply' },
  traces: { ko: '흔적', en: 'trace' },
  recovery: { ko: '회복·휴식', en: 'recovery and rest' }
}

import { join, type Bilingual } from '../text/bilingual'
import type { CheckPurpose } from './context'
import type { Domain } from '../campaign/model/encounter-records'
import type { Position } from './battle'

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
export const checkWords: Record<CheckPurpose, Bilingual> = {
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

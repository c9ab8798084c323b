import type { BasicCardKind } from './settings'
import { line, type Bilingual } from '../../text/bilingual'

// The campaign's own glossary words, shared by every phase and the campaign layer: the three
// basic cards a servant sheet derives, emotion signs and the secrets a team may guess.

/** The three basic cards (glossary: 강타, 반격, 맹공; D.1). */
export const basicCardWords: Record<BasicCardKind, Bilingual> = {
  smash: line('강타', 'smash'),
  counter: line('반격', 'counter'),
  assault: line('맹공', 'assault')
}

/** Emotion signs (3.5). */
export const signWords: Record<'positive' | 'negative', Bilingual> = {
  positive: line('긍정', 'positive'),
  negative: line('부정', 'negative')
}

/** The secrets a team may guess (T.25). */
export const secretWords: Record<'trueName' | 'workshop', Bilingual> = {
  trueName: line('진명', 'true name'),
  workshop: line('공방', 'workshop')
}

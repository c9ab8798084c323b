import type { Campaign } from './campaign'

/** A directed emotion one actor holds toward another (3.5). */
export type Emotion = Campaign['emotions'][number]

/** Adds one emotion point from → to (T.9c): the same sign deepens; the other sign replaces it with 1 point. */
export function addEmotion(emotions: Emotion[], from: string, to: string, sign: Emotion['sign']): Emotion[] {
  const existing = emotions.find((e) => e.from === from && e.to === to)
  if (!existing) return [...emotions, { from, to, sign, points: 1 }]
  return emotions.map((e) =>
    e !== existing ? e : e.sign === sign ? { ...e, points: e.points + 1 } : { ...e, sign, points: 1 }
  )
}

import { describe, expect, it } from 'vitest'
import { gmCardKinds, gmHandCard, newGmCard } from '@machines/duel/gm-cards'
import { handCardSchema } from '@machines/duel/commands'

describe('the cards a GM hands a combatant (D.22)', () => {
  it('D.22 a basic kind keeps its own key, so it replaces the derived card of that name', () => {
    expect(gmHandCard({ ...newGmCard(), kind: 'smash', grade: 6, count: 2 }, 3)).toEqual({ key: 'smash', kind: 'smash', grade: 6, count: 2 })
  })

  it('D.22 any other card is added under its kind and place in the list', () => {
    expect(gmHandCard(newGmCard(), 0)).toEqual({ key: 'magic-1', kind: 'magic', grade: 3, count: 1, steps: 2 })
    expect(gmHandCard({ ...newGmCard(), kind: 'magic', steps: 1, ranged: true }, 1)).toEqual({ key: 'magic-2', kind: 'magic', grade: 3, count: 1, ranged: true, steps: 1 })
    expect(gmHandCard({ ...newGmCard(), kind: 'np', area: true }, 2)).toMatchObject({ key: 'np-3', area: true })
    expect(gmHandCard({ ...newGmCard(), kind: 'skill', weakTo: 'counter' }, 0)).toMatchObject({ key: 'skill-1', weakTo: 'counter' })
  })

  it('D.47 a magic card of 3 steps is handed as it is (any whole number ≥ 1)', () => {
    expect(gmHandCard({ ...newGmCard(), steps: 3 }, 0)).toMatchObject({ kind: 'magic', steps: 3 })
  })

  it('keeps only the options of its own kind, and every card it makes is a valid duel.start card', () => {
    for (const kind of gmCardKinds) {
      const card = gmHandCard({ ...newGmCard(), kind, steps: 3, area: true }, 0)
      expect(handCardSchema.safeParse(card).success).toBe(true)
      expect('steps' in card).toBe(kind === 'magic')
      expect('area' in card).toBe(kind === 'np')
      expect('weakTo' in card).toBe(kind === 'skill')
    }
  })
})

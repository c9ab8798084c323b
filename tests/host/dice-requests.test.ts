import { describe, expect, it } from 'vitest'
import { fillDiceRequests } from '@machines/dice/requests'
import { mulberry32, type Rng } from '@machines/dice/random'

/** An rng that plays back fixed numbers and counts how often it was asked. */
function scripted(values: number[]): Rng & { calls: number } {
  let next = 0
  const rng = (() => {
    rng.calls++
    return values[next++ % values.length]
  }) as Rng & { calls: number }
  rng.calls = 0
  return rng
}

const threeD6 = { roll: { count: 3, sides: 6 } }

describe('fillDiceRequests (E.71: the host rolls requested dice before the command is logged)', () => {
  it('E.71 replaces a request for 3d6 with three faces chosen by the rng', () => {
    // 1 + floor(r × 6): 0 → 1, 0.5 → 4, 0.99 → 6.
    const rng = scripted([0, 0.5, 0.99])
    expect(fillDiceRequests({ type: 'encounter.act', dice: threeD6 }, rng)).toEqual({ type: 'encounter.act', dice: [1, 4, 6] })
    expect(rng.calls).toBe(3)
  })

  it('E.71 keeps every face within 1..sides over many seeded rolls', () => {
    const rng = mulberry32(11)
    const faces = Array.from({ length: 500 }, () => fillDiceRequests({ roll: { count: 20, sides: 6 } }, rng) as number[]).flat()
    expect(faces).toHaveLength(10_000)
    expect(Math.min(...faces)).toBe(1)
    expect(Math.max(...faces)).toBe(6)
    expect(faces.every(Number.isInteger)).toBe(true)
  })

  it('E.71 rolls dice of other sizes in range (d100)', () => {
    const faces = fillDiceRequests({ roll: { count: 20, sides: 100 } }, mulberry32(5)) as number[]
    expect(faces).toHaveLength(20)
    for (const face of faces) {
      expect(face).toBeGreaterThanOrEqual(1)
      expect(face).toBeLessThanOrEqual(100)
    }
  })

  it('E.71 gives the same faces for the same seed, so a seeded host is reproducible', () => {
    const command = { type: 'x', first: threeD6, more: [{ roll: { count: 2, sides: 6 } }] }
    const once = fillDiceRequests(command, mulberry32(2024))
    const again = fillDiceRequests(command, mulberry32(2024))
    expect(again).toEqual(once)
    expect((once as { first: number[] }).first).toHaveLength(3)
    expect((once as { more: number[][] }).more[0]).toHaveLength(2)
  })

  it('E.71 fills several requests in document order from one rng', () => {
    const rng = scripted([0, 0.2, 0.4, 0.6, 0.8])
    const filled = fillDiceRequests({ action: { roll: { count: 2, sides: 6 } }, mood: [{ roll: { count: 3, sides: 6 } }] }, rng)
    expect(filled).toEqual({ action: [1, 2], mood: [[3, 4, 5]] })
  })

  it('leaves objects that are not exactly a dice request untouched, and asks the rng nothing', () => {
    const rng = scripted([0.5])
    const notRequests = {
      extraKey: { roll: { count: 3, sides: 6 }, bonus: 1 },
      extraInner: { roll: { count: 3, sides: 6, keep: 2 } },
      zeroDice: { roll: { count: 0, sides: 6 } },
      tooMany: { roll: { count: 21, sides: 6 } },
      oneSided: { roll: { count: 1, sides: 1 } },
      fraction: { roll: { count: 1.5, sides: 6 } },
      text: { roll: '3d6' },
      typed: [2, 5, 6],
      plain: { type: 'actor.adjust', actor: 'saber', hp: -5 },
      nothing: null
    }
    const copy = structuredClone(notRequests)
    expect(fillDiceRequests(notRequests, rng)).toEqual(copy)
    expect(rng.calls).toBe(0)
  })

  it('returns non-objects as they are', () => {
    const rng = scripted([0.5])
    expect(fillDiceRequests('3d6', rng)).toBe('3d6')
    expect(fillDiceRequests(7, rng)).toBe(7)
    expect(fillDiceRequests(null, rng)).toBeNull()
    expect(fillDiceRequests(undefined, rng)).toBeUndefined()
    expect(rng.calls).toBe(0)
  })

  it('does not change the command it was given', () => {
    const command = { type: 'x', dice: threeD6 }
    fillDiceRequests(command, mulberry32(1))
    expect(command).toEqual({ type: 'x', dice: { roll: { count: 3, sides: 6 } } })
  })

  it('stops looking past 8 levels of nesting (a hostile command cannot make it recurse without end)', () => {
    let deep: unknown = threeD6
    for (let i = 0; i < 9; i++) deep = { inner: deep }
    const rng = scripted([0.5])
    expect(fillDiceRequests(deep, rng)).toEqual(deep)
    expect(rng.calls).toBe(0)

    let shallow: unknown = threeD6
    for (let i = 0; i < 8; i++) shallow = { inner: shallow }
    let filled = fillDiceRequests(shallow, rng)
    for (let i = 0; i < 8; i++) filled = (filled as { inner: unknown }).inner
    expect(filled).toEqual([4, 4, 4])
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { startStack, type Stack } from './harness'
import { scoutWithHostDice } from './steps'

// Issue 11's blocker, as the GM met it: a dice field left empty makes the panel ask the host to roll
// (E.71), and the host rolls with the dice source it ships with — the e2e stack injects none.

let stack: Stack
let gm: Page
const pageErrors: string[] = []

beforeAll(async () => {
  stack = await startStack()
  gm = await stack.gmPage()
  gm.on('pageerror', (error) => pageErrors.push(error.message))
})
afterAll(async () => {
  await stack?.close()
})

describe('a panel roll in Chromium, with the host’s own dice', () => {
  it('E.71 E.1 a scout check with its dice field left empty is rolled by the host: three faces of 1–6, nothing refused', async () => {
    const { faces, diceField } = await scoutWithHostDice(gm)
    expect(diceField).toBe('')
    // Elias's mind is A: a scout check rolls three dice (E.70).
    expect(faces).toHaveLength(3)
    for (const face of faces) expect(Number.isInteger(face) && face >= 1 && face <= 6, String(face)).toBe(true)
    expect(await gm.getByTestId('refusal').count()).toBe(0)
    await stack.screenshot(gm, 'panel-roll-scout')
    expect(pageErrors).toEqual([])
  })
})

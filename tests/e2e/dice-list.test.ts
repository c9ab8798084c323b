import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { startStack, type Stack } from './harness'

// The dice box lists BCDice's own commands and tables for the campaign's system (Amadeus:Korean), searchable;
// a click puts one in the box, and rolling it answers as if typed.
let stack: Stack
let gm: Page
const pageErrors: string[] = []
const poll = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 15_000, interval: 50 })
const text = async (testid: string) => ((await gm.getByTestId(testid).textContent()) ?? '').replace(/\s+/g, ' ').trim()

beforeAll(async () => {
  stack = await startStack()
  gm = await stack.gmPage()
  gm.on('pageerror', (error) => pageErrors.push(error.message))
  await gm.getByTestId('dice-box').waitFor({ timeout: 15_000 })
})
afterAll(async () => {
  await stack?.close()
})

describe('the dice box’s list of BCDice commands and tables (E.70, E.71)', () => {
  it('opens BCDice’s own help and table list in Korean, with the Japanese-only tables marked', async () => {
    await gm.getByTestId('dice-list-toggle').click()
    await gm.getByTestId('dice-list-help').waitFor({ timeout: 15_000 })
    expect(await text('dice-list')).toContain('아마데우스의 표')
    expect(await text('dice-list-help')).toContain('・판정(Rx±y@z>=t)')
    const tables = await gm.getByTestId('dice-list-table').allTextContents()
    expect(tables).toEqual(expect.arrayContaining(['BRT', 'TGT', 'BST', 'CST']))
    expect(await text('dice-list')).toContain('일본어 표')
    await stack.screenshot(gm, 'dice-list-1-open')
  })

  it('searches by a table’s name and a click puts its command in the box; rolling it gives BCDice’s answer', async () => {
    await gm.getByTestId('dice-list-search').fill('전과')
    await poll(() => gm.getByTestId('dice-list-table').allTextContents()).toEqual(['BRT'])
    await stack.screenshot(gm, 'dice-list-2-search')
    await gm.getByTestId('dice-list-table').click()
    expect(await gm.getByTestId('dice-command').inputValue()).toBe('BRT')
    await gm.getByTestId('dice-command').press('Enter')
    await poll(() => text('dice-rolls')).toMatch(/^전과표\(\d+\) ＞ /)
  })

  it('a help example is a command too: RB-1 from BCDice’s own help goes in the box', async () => {
    await gm.getByTestId('dice-list-search').fill('')
    await gm.getByTestId('dice-list-command').filter({ hasText: /^RB-1$/ }).click()
    expect(await gm.getByTestId('dice-command').inputValue()).toBe('RB-1')
    expect(pageErrors).toEqual([])
  })
})

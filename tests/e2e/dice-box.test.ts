import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { startStack, type Stack } from './harness'

// The dice box in the GM window (issue 14): BCDice commands as GMs type them, rolled by the host
// with its own dice source (no injected random here: the shipped default rolls).
let stack: Stack
let gm: Page
let board: Page
const pageErrors: string[] = []
const poll = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 15_000, interval: 50 })
const text = async (page: Page, testid: string) => ((await page.getByTestId(testid).textContent()) ?? '').replace(/\s+/g, ' ').trim()

beforeAll(async () => {
  stack = await startStack()
  gm = await stack.gmPage()
  board = await stack.boardPage()
  for (const page of [gm, board]) page.on('pageerror', (error) => pageErrors.push(error.message))
  await gm.getByTestId('dice-box').waitFor({ timeout: 15_000 })
})
afterAll(async () => {
  await stack?.close()
})

async function roll(command: string): Promise<void> {
  await gm.getByTestId('dice-command').fill(command)
  await gm.getByTestId('dice-command').press('Enter')
}

describe('the dice box in the GM window (E.70, E.71)', () => {
  it('names the campaign’s game system and rolls RA+1>=4 by Enter: BCDice’s own words in the box and on the board', async () => {
    expect(await text(gm, 'dice-box')).toContain('Amadeus:Korean')
    await roll('RA+1>=4')
    await poll(() => text(gm, 'dice-rolls')).toMatch(/^\(RA\+1>=4\) ＞ \[\d,\d,\d\]\+1 ＞ /)
    expect(await gm.getByTestId('dice-command').inputValue()).toBe('')
    await poll(() => text(board, 'board-roll')).toMatch(/RA\+1>=4.*\(RA\+1>=4\) ＞ \[\d,\d,\d\]\+1 ＞ /)
  })

  it('E.52 BRT answers with the spoils table in Korean; 2D6 with the sum and the faces', async () => {
    await roll('BRT')
    await poll(() => text(gm, 'dice-rolls')).toMatch(/^전과표\([1-6]\) ＞ /)
    await roll('2D6')
    await poll(() => text(gm, 'dice-rolls')).toMatch(/^\(2D6\) ＞ \d+\[\d,\d\] ＞ \d+/)
    const recorded = (await stack.host.state()).gm!.context.campaign.rolls
    expect(recorded.map((r) => [r.command, r.dice.length])).toEqual([
      ['RA+1>=4', 3],
      ['BRT', 1],
      ['2D6', 2]
    ])
  })

  it('S1D6 is secret: marked in the GM’s box, never on the board', async () => {
    await roll('S1D6')
    await poll(() => text(gm, 'dice-rolls')).toMatch(/^\(1D6\) ＞ [1-6] 비밀 · GM 전용/)
    const secret = (await stack.host.state()).gm!.context.campaign.rolls.at(-1)!
    expect(secret.secret).toBe(true)
    await poll(() => text(board, 'board-roll')).toContain('2D6')
    const shown = (await board.getByTestId('board').textContent()) ?? ''
    expect(shown).not.toContain('S1D6')
    expect(shown).not.toContain(secret.text)
    await stack.screenshot(gm, 'dice-box-gm')
    await stack.screenshot(board, 'dice-box-board')
  })

  it('rolls the GM’s own table from the Play screen (issue 17): its face in the box and on the board, a secret one only in the box', async () => {
    const faces = [1, 2, 3, 4, 5, 6].map((roll) => ({ roll, text: { ko: `사건 ${roll}`, en: `Event ${roll}` } }))
    const table = { id: 'daily-events', name: { ko: '일상 사건표', en: 'Daily events' }, dice: '1D6' as const, faces }
    expect(await stack.host.dispatch({ type: 'edit.table.upsert', create: true, table })).toEqual({ ok: true })
    await gm.getByTestId('dice-table').selectOption('daily-events')
    await gm.getByTestId('dice-table-go').click()
    await poll(() => text(gm, 'dice-rolls')).toMatch(/^표 일상 사건표 ([1-6]): 사건 \1/)
    await poll(() => text(board, 'board-roll')).toMatch(/^일상 사건표 ([1-6]): 사건 \1$/)
    await stack.screenshot(gm, 'dice-box-table-gm')
    await stack.screenshot(board, 'dice-box-table-board')
    const shownBefore = await text(board, 'board-roll')
    await gm.getByTestId('dice-table-secret').check()
    await gm.getByTestId('dice-table-go').click()
    await poll(async () => (await stack.host.state()).gm!.context.campaign.rolls.at(-1)!.secret).toBe(true)
    await poll(() => text(gm, 'dice-rolls')).toMatch(/^표 일상 사건표 [1-6]: 사건 [1-6] 비밀 · GM 전용/)
    expect(await text(board, 'board-roll')).toBe(shownBefore)
  })

  it('E.71 CST answers in Japanese in Amadeus:Korean: the box flags it; the GM’s Korean words for the face are then shown in the box and on the board', async () => {
    await roll('CST')
    const newest = gm.getByTestId('dice-roll').first()
    await poll(async () => (await newest.textContent()) ?? '').toMatch(/^制約表\(\d\) ＞ /)
    expect(await newest.getByTestId('dice-japanese').textContent()).toBe('일본어 표')
    const face = /^制約表\((\d)\)/.exec((await newest.textContent()) ?? '')![1]!
    await stack.screenshot(gm, 'dice-box-japanese-table')
    await newest.getByTestId('dice-word-face').click()
    expect(await gm.getByTestId('dice-word-text').getAttribute('aria-label')).toBe(`CST 표 ${face}의 한국어`)
    await gm.getByTestId('dice-word-text').fill('단명: 이 캐릭터의 수명은 짧다')
    await gm.getByTestId('dice-word-save').click()
    await poll(async () => (await newest.textContent()) ?? '').toContain(`CST(${face}) ＞ 단명: 이 캐릭터의 수명은 짧다`)
    expect(await newest.getByTestId('dice-own-words').textContent()).toBe('GM의 한국어')
    expect(await newest.getByTestId('dice-japanese').count()).toBe(0)
    await poll(() => text(board, 'board-roll')).toContain(`CST(${face}) ＞ 단명: 이 캐릭터의 수명은 짧다`)
    // BCDice's answer is still what the roll recorded
    expect((await stack.host.state()).gm!.context.campaign.rolls.at(-1)!.text).toMatch(/^制約表\(\d\) ＞ /)
    await stack.screenshot(gm, 'dice-box-own-words')
  })

  it('refuses a command BCDice does not know with one line, keeps what was typed, and records nothing', async () => {
    const before = (await stack.host.state()).gm!.head
    await roll('hello')
    await poll(() => text(gm, 'refusal')).toContain('hello')
    expect(await gm.getByTestId('dice-command').inputValue()).toBe('hello')
    expect((await stack.host.state()).gm!.head).toBe(before)
    await stack.screenshot(gm, 'dice-box-refused')
    expect(pageErrors).toEqual([])
  })
})

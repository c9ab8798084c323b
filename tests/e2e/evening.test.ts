import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { access, mkdir, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { chromium, type Browser, type Page } from 'playwright-core'
import { serve, serveScript, stop, type Served } from './served'
import { scoutWithHostDice } from './steps'

// Issue 11, "Must show": one evening on the demo, played only through the GM window of the real web
// host (`npm run serve`), with the board projected at 1920×1080. The steps run in order on one
// campaign, as a GM plays them; each has its own test elsewhere, this is them together.

const resultsDir = resolve('test-results')
let dataDir: string
let browser: Browser
let served: Served | null = null
let gm: Page
let board: Page

const shot = async (page: Page, name: string): Promise<void> => void (await page.screenshot({ path: join(resultsDir, `evening-${name}.png`), fullPage: true }))
/** The board's scroll size and its window: equal when it fits its screen without scrolling. */
const boardFit = () =>
  board.evaluate('[document.documentElement.scrollWidth, document.documentElement.scrollHeight, innerWidth, innerHeight]') as Promise<number[]>
const slot = (actor: string) => gm.locator(`input[data-entry="${actor}"]`)

/** Types one play into a combatant's sealed slot and seals it with Enter. */
async function seal(actor: string, entry: string): Promise<void> {
  await slot(actor).fill(entry)
  await slot(actor).press('Enter')
  await expect.poll(() => gm.getByTestId(`sealed-${actor}`).textContent()).toBe('✓')
}

/** Ends a duel from its collecting step and applies it, back to the idle panel. */
async function endAndApply(): Promise<void> {
  await gm.getByTestId('duel-end').click()
  await gm.getByTestId('duel-over').waitFor()
  await gm.getByTestId('duel-apply').click()
  await expect.poll(() => gm.getByTestId('phase-idle').count()).toBe(1)
}

beforeAll(async () => {
  await access(serveScript).catch(() => {
    throw new Error('out/node/serve.mjs is missing: run `npm run build` first (npm test does)')
  })
  dataDir = await mkdtemp(join(tmpdir(), 'overseer-evening-'))
  await mkdir(resultsDir, { recursive: true })
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run']
  })
  served = await serve(dataDir, 0)
  gm = await browser.newPage({ viewport: { width: 1500, height: 940 } })
  await gm.goto(served.gmUrl)
  await gm.getByTestId('campaign-name').waitFor()
  board = await browser.newPage({ viewport: { width: 1920, height: 1080 } })
  await board.goto(`http://127.0.0.1:${served.port}/board`)
  await board.getByTestId('board').waitFor()
})

afterAll(async () => {
  if (served) await stop(served)
  await browser?.close()
  await rm(dataDir, { recursive: true, force: true })
})

describe('an evening at the table on the demo, through the web host (issue 11)', () => {
  it('T.3 war turn: a paste with one bad line applies the good ones and keeps the bad one with its reason', async () => {
    await gm.getByTestId('start-turn').click()
    await gm.getByTestId('war-turn').waitFor()
    await gm.getByTestId('paste-text').fill(
      ['한하늘: 일상 교회 항구 공원', '세이버 일상 교회 항구', '엘리아스: 정탐 상점가', '랜서 정탐 항구', '소라 휴식', '아처 정탐 상점가', '베르당 정탐 상점가', '캐스터 일상 구시가'].join('\n')
    )
    await expect.poll(() => gm.getByTestId('paste-line-2').getAttribute('data-ok')).toBe('false')
    expect(await gm.getByTestId('paste-line-2').textContent()).toContain('T.3')
    await gm.getByTestId('paste-accept').click()
    await expect.poll(() => gm.getByTestId('paste-applied').textContent()).toContain('7')
    // The bad line stays in the box, still with its reason; the seven others are declared.
    expect(await gm.getByTestId('paste-text').inputValue()).toBe('세이버 일상 교회 항구')
    await expect.poll(() => gm.getByTestId('paste-line-1').textContent()).toContain('T.3')
    await expect.poll(() => gm.locator('text=✓ 선언함').count()).toBe(7)
    await shot(gm, 'paste-bad-line')
    // The GM fixes Saber by hand in her row.
    await gm.getByTestId('paste-text').fill('')
    await gm.getByTestId('action-saber').selectOption('daily')
    await gm.getByTestId('region-saber-0').selectOption('port')
    await gm.getByTestId('submit-saber').click()
    await expect.poll(() => gm.locator('text=✓ 선언함').count()).toBe(8)
  })

  it('T.16 V.7 the proposal has recovery and rest lines with their rule ids; one is amended and the turn applied', async () => {
    await gm.getByTestId('resolve-turn').click()
    const recovery = gm.getByTestId('proposal-recovery')
    await recovery.waitFor()
    const lines = await recovery.locator('[data-testid^="outcome-recovery-"]').allTextContents()
    console.log('recovery lines:', JSON.stringify(lines))
    expect(lines.some((line) => line.includes('세이버') && line.includes('T.16'))).toBe(true)
    expect(lines.some((line) => line.includes('윤소라') && line.includes('V.7'))).toBe(true)
    const caster = lines.findIndex((line) => line.includes('캐스터'))
    expect(caster).toBeGreaterThanOrEqual(0)
    await gm.getByTestId(`recovery-hp-${caster}`).fill('3')
    await gm.getByTestId(`recovery-hp-${caster}`).press('Enter')
    await gm.getByTestId(`recovery-hp-${caster}`).blur()
    await expect.poll(() => gm.getByTestId(`recovery-hp-${caster}`).inputValue()).toBe('3')
    // Strikable like every outcome: struck, then kept again.
    await gm.getByTestId('strike-recovery-0').click()
    await expect.poll(() => gm.getByTestId('outcome-recovery-0').getAttribute('class')).toContain('struck')
    await gm.getByTestId('strike-recovery-0').click()
    await expect.poll(() => gm.getByTestId('outcome-recovery-0').getAttribute('class')).not.toContain('struck')
    await gm.getByTestId('proposal').scrollIntoViewIfNeeded()
    await shot(gm, 'proposal-recovery')
    await gm.getByTestId('apply-turn').click()
    await expect.poll(() => gm.getByTestId('phase-idle').count()).toBe(1)
  })

  it('T.12 the masters’ fight waits on the pending list; a 4-fighter duel is played first and its reveal fits the 1920×1080 board', async () => {
    const offers = gm.getByTestId('duel-offers')
    await expect.poll(() => offers.textContent()).toContain('엘리아스 ⚔ 베르당')
    for (const actor of ['saber', 'lancer', 'archer', 'caster']) await gm.getByTestId(`duel-pick-${actor}`).check()
    await gm.getByTestId('start-duel').click()
    await gm.getByTestId('melee-grid').waitFor()
    await seal('saber', 's@랜서 a@아처 c@캐스터')
    await seal('lancer', 'c@세이버 s@아처 a@캐스터')
    await seal('archer', 'c@세이버 a@랜서 s@캐스터')
    await seal('caster', 'a@세이버 c@랜서 s@아처')
    // The grid reads the same sealed plays the slots wrote.
    expect(await gm.getByTestId('grid-caster-archer').inputValue()).toBe('smash')
    await gm.getByTestId('duel-reveal').click()
    await expect.poll(() => board.getByTestId('board-exchange').textContent()).toContain('1번째 교환 공개')
    expect(await board.getByTestId('board-exchange').locator('[data-testid^="board-pairing-"]').count()).toBe(6)
    expect(await boardFit()).toEqual([1920, 1080, 1920, 1080])
    await shot(board, 'board-duel-4-reveal')
    await gm.getByTestId('duel-accept').click()
    await endAndApply()
    // Still pending after the other duel.
    await expect.poll(() => offers.textContent()).toContain('엘리아스 ⚔ 베르당')
  })

  it('T.12 the pending fight is played later: the preset starts it, the loser loses a command seal, and it leaves the pending list', async () => {
    await gm.getByTestId('duel-offers').getByRole('button', { name: '전투 엘리아스 ⚔ 베르당' }).click()
    await gm.getByTestId('start-duel').click()
    await gm.getByTestId('duel').waitFor()
    await seal('m-elias', 's')
    await seal('m-verdant', 'a')
    await gm.getByTestId('duel-reveal').click()
    await gm.getByTestId('duel-accept').click()
    await gm.getByTestId('duel-end').click()
    await gm.getByTestId('duel-over').waitFor()
    expect(await gm.getByTestId('duel-over').textContent()).toContain('령주 1개 상실')
    await shot(gm, 'fight-over')
    await gm.getByTestId('duel-apply').click()
    await expect.poll(() => gm.getByTestId('phase-idle').count()).toBe(1)
    // Off the pending list, and marked played below it, with its rule, until the next war turn is applied.
    await expect.poll(async () => (await gm.getByTestId('duel-offers').count()) === 0 || !(await gm.getByTestId('duel-offers').textContent())?.includes('엘리아스 ⚔ 베르당')).toBe(true)
    const played = gm.getByTestId('duel-offers-settled').locator('[data-state="played"]')
    await expect.poll(() => played.textContent()).toContain('치름')
    expect(await played.textContent()).toContain('마스터 간 전투 엘리아스 ⚔ 베르당')
    expect(await played.locator('button[data-rule="T.12"]').count()).toBe(1)
    await gm.getByTestId('duel-offers-settled').scrollIntoViewIfNeeded()
    await shot(gm, 'offer-played')
  })

  it('E.71 an encounter with a panel roll: the scout’s dice field left empty, the host rolls', async () => {
    const { faces, diceField } = await scoutWithHostDice(gm)
    expect(diceField).toBe('')
    expect(faces).toHaveLength(3)
    for (const face of faces) expect(face >= 1 && face <= 6).toBe(true)
    await shot(gm, 'panel-roll')
    await gm.getByTestId('check-apply').click()
    await expect.poll(() => gm.getByTestId('check-dialog').count()).toBe(0)
    expect(await gm.getByTestId('refusal').count()).toBe(0)
  })

  it('a true name reaches the board only after its confirmation', async () => {
    await gm.getByRole('tab', { name: '푸른 진영' }).click()
    await gm.getByTestId('reveal-saber').click()
    const box = gm.getByTestId('reveal-saber-confirm-box')
    await expect.poll(() => box.textContent()).toContain('모든 플레이어')
    expect(await board.getByTestId('board').textContent()).not.toContain('Roland')
    await shot(gm, 'true-name-asks')
    await gm.getByTestId('reveal-saber-confirm').click()
    await expect.poll(() => board.getByTestId('board').textContent()).toContain('Roland')
  })

  it('the host restarts: the GM tab says so, reconnects by itself and goes on with the same evening', async () => {
    const port = served!.port
    await expect.poll(() => gm.getByTestId('save-state').textContent()).toContain('저장됨')
    await stop(served!)
    await expect.poll(() => gm.getByTestId('link-lost').count(), { timeout: 5000 }).toBe(1)
    served = await serve(dataDir, port)
    await expect.poll(() => gm.getByTestId('link-back').count(), { timeout: 15_000 }).toBe(1)
    // The same tab, no reload: the battle is still running and the board still shows the true name.
    await expect.poll(() => gm.getByTestId('encounter').count()).toBe(1)
    await expect.poll(() => board.getByTestId('board').textContent(), { timeout: 15_000 }).toContain('Roland')
    expect(await boardFit()).toEqual([1920, 1080, 1920, 1080])
    await shot(gm, 'reconnected')
    await shot(board, 'board-reconnected')
  })
})

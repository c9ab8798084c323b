import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { startStack, type Stack } from './harness'

let stack: Stack
let gm: Page
let board: Page
/** Every text the board showed during the turn, to check no declaration ever reached it. */
const boardTexts: string[] = []

const snapBoard = async (): Promise<void> => {
  boardTexts.push((await board.getByTestId('board').textContent()) ?? '')
}

beforeAll(async () => {
  stack = await startStack()
  gm = await stack.gmPage()
  board = await stack.boardPage()
})
afterAll(async () => {
  await stack?.close()
})

describe('a war turn in Chromium: declare (some by paste), resolve, amend, apply', () => {
  it('collects declarations from the rows and the paste box without showing them on the board', async () => {
    await gm.getByTestId('start-turn').click()
    await expect.poll(() => board.getByTestId('board-declarations').count()).toBe(1)

    // Two actors by the keyboard-first rows.
    await gm.getByTestId('action-m-haneul').selectOption('daily')
    await gm.getByTestId('region-m-haneul-0').selectOption('church')
    await gm.getByTestId('region-m-haneul-1').selectOption('port')
    await gm.getByTestId('region-m-haneul-2').selectOption('park')
    await gm.getByTestId('submit-m-haneul').click()
    await gm.getByTestId('action-saber').selectOption('daily')
    await gm.getByTestId('region-saber-0').selectOption('port')
    await gm.getByTestId('region-saber-0').press('Enter')
    await expect.poll(() => board.getByTestId('board-declarations').textContent()).toContain('세이버')
    await snapBoard()

    // Six by paste, in Korean and English; the preview shows what was understood first.
    await gm.getByTestId('paste-text').fill(
      ['엘리아스: 정보탐색 상점가', 'lancer investigate port', '소라 일상 교회, 학교, 공원', 'archer investigate market', '베르당 조사 시장', 'caster daily 구시가'].join('\n')
    )
    await expect.poll(() => gm.getByTestId('paste-preview').locator('li').count()).toBe(6)
    expect(await gm.getByTestId('paste-preview').textContent()).not.toContain('✗')
    await gm.getByTestId('paste-accept').click()
    await expect.poll(() => gm.locator('text=✓ 선언함').count()).toBe(8)
    // The six lines went as one command: one log line naming the count, one undo step.
    const pasteLines = gm.getByTestId('event-log').locator('li', { hasText: '선언 6개 한꺼번에' })
    expect(await pasteLines.count()).toBe(1)
    expect(await pasteLines.textContent()).toContain('엘리아스 정보 탐색 — 상점가')
    await snapBoard()
  })

  it('resolves, lets the GM strike an outcome, applies, and records knowledge', async () => {
    await gm.getByTestId('resolve-turn').click()
    await expect.poll(() => gm.getByTestId('proposal').count()).toBe(1)
    await expect.poll(() => board.getByTestId('board-declarations').textContent()).toContain('판정')
    await snapBoard()
    await stack.screenshot(gm, 'war-turn-resolved')

    // The port card shows Lancer meeting Saber with Haneul (T.10) and the duel opportunity (T.15).
    const port = gm.getByTestId('region-card-port')
    expect(await port.textContent()).toContain('T.10')
    expect(await port.textContent()).toContain('T.15')

    // Amend: strike the info Blue gains on Saber.
    const infoItems = gm.locator('[data-testid^="outcome-info-"]')
    const count = await infoItems.count()
    let struck = -1
    for (let i = 0; i < count; i++) if ((await infoItems.nth(i).textContent())?.includes('푸른 진영 ← 세이버')) struck = i
    expect(struck).toBeGreaterThanOrEqual(0)
    await gm.getByTestId(`strike-info-${struck}`).click()
    await expect.poll(() => gm.getByTestId(`outcome-info-${struck}`).getAttribute('class')).toContain('struck')

    await gm.getByPlaceholder('예: 항구에서 전투가 벌어졌다').fill('상점가에서 전투가 벌어졌다')
    await gm.getByRole('button', { name: '보드에 알리기' }).click()
    await gm.getByTestId('apply-turn').click()
    await expect.poll(() => gm.getByTestId('phase-idle').count()).toBe(1)
    await expect.poll(() => gm.getByTestId('turn-counter').textContent()).toBe('2회차')

    // Knowledge: Blue has info on Archer (T.11) but not on Saber (struck); Green on Lancer.
    await gm.getByRole('tab', { name: '푸른 진영' }).click()
    expect(await gm.getByTestId('knowledge-blue-saber').textContent()).toContain('아직 정보가 없습니다')
    expect(await gm.getByTestId('knowledge-blue-archer').textContent()).toContain('T.11')
    await gm.getByRole('tab', { name: '초록 진영' }).click()
    expect(await gm.getByTestId('knowledge-green-lancer').textContent()).toContain('T.12')
    await stack.screenshot(gm, 'war-turn-applied')

    // T.12: struck from the pending list, the fight shows below it as struck, and goes back with one click.
    const offers = gm.getByTestId('duel-offers')
    await offers.locator('.preset', { hasText: '마스터 간 전투 엘리아스 ⚔ 베르당' }).getByRole('button', { name: '대기 목록에서 제외 (기록에는 남음)' }).click()
    const struckFight = gm.getByTestId('offer-t1-f1')
    await expect.poll(() => struckFight.getAttribute('data-state')).toBe('struck')
    expect(await struckFight.textContent()).toContain('제외함')
    expect(await struckFight.textContent()).toContain('마스터 간 전투 엘리아스 ⚔ 베르당')
    expect(await struckFight.locator('button[data-rule="T.12"]').count()).toBe(1)
    expect(await offers.textContent()).not.toContain('엘리아스 ⚔ 베르당')
    await gm.getByTestId('duel-offers-settled').scrollIntoViewIfNeeded()
    await stack.screenshot(gm, 'war-turn-offer-struck')
    await gm.getByTestId('offer-put-back-t1-f1').click()
    await expect.poll(() => gm.getByTestId('duel-offers-settled').count()).toBe(0)
    expect(await offers.textContent()).toContain('마스터 간 전투 엘리아스 ⚔ 베르당')

    const state = await stack.host.state()
    const campaign = state.gm!.context.campaign
    expect(campaign.info.some((i) => i.team === 'blue' && i.servant === 'saber')).toBe(false)
    // T.12: the fight waits on the pending list until a duel plays it or the GM strikes it
    expect(campaign.offers.filter((o) => o.kind === 'fight').map((o) => [o.actors, o.region, o.state])).toEqual([[['m-elias', 'm-verdant'], 'market', 'pending']])
  })

  it('the board shows the published news and never showed a declaration', async () => {
    await expect.poll(() => board.getByTestId('board-news').textContent()).toContain('상점가에서 전투가 벌어졌다')
    await snapBoard()
    await stack.screenshot(board, 'war-turn-board')
    for (const text of boardTexts) {
      for (const hidden of ['일상', '정보 탐색', '휴식', '교회', '항구', '공원', '학교', '구시가']) expect(text).not.toContain(hidden)
    }
    // Region names may appear only in news the GM chose to publish.
    expect(boardTexts.slice(0, -1).join('')).not.toContain('상점가')
  })
})

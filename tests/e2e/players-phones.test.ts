import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { startStack, type Stack } from './harness'

// Issue 18: an evening with players' phones, on loopback. The GM opens the players' door from the
// Files tab, two teams open their own links on phones (390×844), seal their war-turn declarations,
// the GM sees them as submitted by the team, resolves and applies; each phone then shows only its
// own team's results; in a duel both sides seal their plays from the phones; a revoked link's phone
// is disconnected at once.
let stack: Stack
let gm: Page
let red: Page
let blue: Page
const texts: Record<'red' | 'blue', string[]> = { red: [], blue: [] }

const phone = async (url: string): Promise<Page> => {
  const page = await stack.browser.newPage({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true })
  page.on('pageerror', (error) => console.error(`team page error: ${error.message}`))
  await page.goto(url)
  return page
}
const snap = async (team: 'red' | 'blue'): Promise<void> => {
  texts[team].push((await (team === 'red' ? red : blue).locator('body').textContent()) ?? '')
}

beforeAll(async () => {
  stack = await startStack()
  gm = await stack.gmPage()
})
afterAll(async () => {
  await stack?.close()
})

describe('players’ phones seal their team’s choices', () => {
  it('the GM turns players joining on, on loopback, and sees one link and QR code per team', async () => {
    await gm.getByTestId('view-files').click()
    await expect.poll(() => gm.getByTestId('players-off').count()).toBe(1)
    await gm.getByTestId('players-address').selectOption('127.0.0.1')
    await gm.getByTestId('players-switch').check()
    await expect.poll(() => gm.getByTestId('players-on').count()).toBe(1)
    for (const team of ['red', 'blue', 'green', 'violet']) {
      expect(await gm.getByTestId(`players-link-${team}`).textContent()).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/team#[A-Za-z0-9_-]{32}$/)
      expect(await gm.getByTestId(`players-qr-${team}`).locator('path').getAttribute('d')).toMatch(/^M/)
    }
    await stack.screenshot(gm, 'players-1-gm-links')
  })

  it('two phones open their own links and show their own team only', async () => {
    red = await phone((await gm.getByTestId('players-link-red').textContent())!)
    blue = await phone((await gm.getByTestId('players-link-blue').textContent())!)
    await expect.poll(() => red.getByTestId('team-name').textContent()).toBe('붉은 진영')
    await expect.poll(() => blue.getByTestId('team-name').textContent()).toBe('푸른 진영')
    // Each phone names its own servant by its true name, never another's.
    expect(await red.getByTestId('team-actors').textContent()).toContain('세이버')
    await expect.poll(() => gm.getByTestId('players-connected-red').textContent()).toBe('1대 접속 중')
    expect(await red.getByTestId('team-prompt').textContent()).toContain('지금 고를 것이 없습니다')
    await snap('red')
    await snap('blue')
  })

  it('T.1–T.5 both teams seal their war-turn declarations from the phones; the GM sees them as submitted by the team', async () => {
    await gm.getByTestId('view-play').click()
    await gm.getByTestId('start-turn').click()
    await expect.poll(() => red.getByTestId('war-turn-prompt').count()).toBe(1)
    await stack.screenshot(red, 'players-2-phone-red-prompt')

    // Red: Haneul's daily life over three regions, Saber investigates the port.
    await red.getByTestId('team-action-m-haneul-daily').click()
    await red.getByTestId('team-region-m-haneul-0').selectOption('church')
    await red.getByTestId('team-region-m-haneul-1').selectOption('port')
    await red.getByTestId('team-region-m-haneul-2').selectOption('park')
    await red.getByTestId('team-seal-m-haneul').click()
    await red.getByTestId('team-action-saber-investigate').click()
    await red.getByTestId('team-region-saber-0').selectOption('port')
    await red.getByTestId('team-seal-saber').click()
    await expect.poll(() => red.getByTestId('team-sealed-saber').textContent()).toContain('정보 탐색')

    // Blue changes its mind before the GM closes collection: the second seal replaces the first.
    await blue.getByTestId('team-action-lancer-daily').click()
    await blue.getByTestId('team-region-lancer-0').selectOption('school')
    await blue.getByTestId('team-seal-lancer').click()
    await expect.poll(() => blue.getByTestId('team-sealed-lancer').count()).toBe(1)
    await blue.getByTestId('team-change-lancer').click()
    await blue.getByTestId('team-action-lancer-investigate').click()
    await blue.getByTestId('team-region-lancer-0').selectOption('port')
    await blue.getByTestId('team-seal-lancer').click()
    await expect.poll(() => blue.getByTestId('team-sealed-lancer').textContent()).toContain('항구')
    await blue.getByTestId('team-action-m-elias-investigate').click()
    await blue.getByTestId('team-region-m-elias-0').selectOption('market')
    await blue.getByTestId('team-seal-m-elias').click()
    await expect.poll(() => blue.getByTestId('team-sealed-m-elias').count()).toBe(1)
    await stack.screenshot(red, 'players-3-phone-red-sealed')
    await snap('red')
    await snap('blue')

    for (const actor of ['m-haneul', 'saber', 'm-elias', 'lancer']) {
      await expect.poll(() => gm.getByTestId(`by-team-${actor}`).textContent(), { message: actor }).toBe('✓ 진영이 직접 제출')
    }
    // Red's phone never learns what Blue sealed (nor Blue's of Red's).
    for (const text of texts.red) expect(text).not.toContain('상점가')
    for (const text of texts.blue) expect(text).not.toContain('교회')
    await stack.screenshot(gm, 'players-4-gm-submitted')
  })

  it('the GM declares the others, resolves and applies; each phone then shows only its own results', async () => {
    await gm.getByTestId('paste-text').fill(['소라 일상 교회, 학교, 공원', 'archer investigate market', '베르당 조사 시장', 'caster daily 구시가'].join('\n'))
    await expect.poll(() => gm.getByTestId('paste-preview').locator('li').count()).toBe(4)
    await gm.getByTestId('paste-accept').click()
    await gm.getByTestId('resolve-turn').click()
    await expect.poll(() => red.getByTestId('war-turn-prompt').getAttribute('data-open')).toBe('false')
    await gm.getByTestId('apply-turn').click()
    await expect.poll(() => gm.getByTestId('phase-idle').count()).toBe(1)

    const campaign = (await stack.host.state()).gm!.context.campaign
    const infoOf = (team: string) => campaign.info.filter((i) => i.team === team)
    expect(infoOf('red').length).toBeGreaterThan(0)
    expect(infoOf('blue').length).toBeGreaterThan(0)
    await expect.poll(() => red.getByTestId('team-info').locator('li').count()).toBe(infoOf('red').length)
    await expect.poll(() => blue.getByTestId('team-info').locator('li').count()).toBe(infoOf('blue').length)
    await snap('red')
    await snap('blue')
    // Blue learned about Saber at the port (T.10); Red's page has no line about that, and Blue's none of Red's.
    const redInfo = (await red.getByTestId('team-info').textContent()) ?? ''
    const blueInfo = (await blue.getByTestId('team-info').textContent()) ?? ''
    expect(blueInfo).toContain('세이버')
    expect(redInfo).not.toContain('세이버')
    expect(redInfo).not.toBe(blueInfo)
    await stack.screenshot(red, 'players-5-phone-red-results')
    await stack.screenshot(blue, 'players-6-phone-blue-results')
  })

  it('T.11 T.15 each phone keeps what its own team learned from the war turn, never the other’s', async () => {
    await expect.poll(() => red.getByTestId('team-log-entry').count()).toBe(1)
    await expect.poll(() => blue.getByTestId('team-log-entry').count()).toBe(1)
    const lines = async (page: Page): Promise<string[]> => page.getByTestId('team-log').locator('li').allTextContents()
    const redLog = await lines(red)
    const blueLog = await lines(blue)
    // Saber and Lancer both investigated the port: each team gained info on the other's servant alone (T.11).
    expect(redLog.some((l) => l.startsWith('정보 획득: 랜서'))).toBe(true)
    expect(blueLog.some((l) => l.startsWith('정보 획득: 세이버'))).toBe(true)
    expect(await red.getByTestId('team-log-turn').first().textContent()).toBe('1회차')
    // Neither phone holds a line of the other's log, nor the other servant's true name.
    for (const line of blueLog) expect(redLog).not.toContain(line)
    const servants = (await stack.host.state()).gm!.context.campaign.servants
    const trueName = (id: string) => servants.find((s) => s.id === id)!.trueName
    expect(redLog.join('\n')).not.toContain(trueName('lancer'))
    expect(blueLog.join('\n')).not.toContain(trueName('saber'))
    await red.getByTestId('team-log').scrollIntoViewIfNeeded()
    await stack.screenshot(red, 'players-12-phone-red-log')
    await stack.screenshot(blue, 'players-13-phone-blue-log')
  })

  it('the GM previews Blue’s page exactly as Blue’s phone shows it, and copies Blue’s digest of the turn', async () => {
    await gm.getByTestId('view-files').click()
    await gm.getByTestId('team-pages-pick-blue').click()
    const preview = gm.getByTestId('team-preview')
    await expect.poll(() => preview.getAttribute('data-team')).toBe('blue')
    for (const part of ['team-name', 'team-prompt', 'team-actors', 'team-log', 'team-knowledge']) {
      const onPhone = await blue.getByTestId(part).textContent()
      await expect.poll(() => preview.getByTestId(part).textContent(), { message: part }).toBe(onPhone)
    }
    expect(await preview.textContent()).not.toContain(await red.getByTestId('team-log').locator('li').first().textContent())
    await preview.scrollIntoViewIfNeeded()
    await stack.screenshot(gm, 'players-14-gm-team-preview')

    await gm.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(gm.url()).origin })
    await gm.getByTestId('team-digest-copy').click()
    await expect.poll(() => gm.getByTestId('team-digest-status').textContent()).toContain('요약을 복사했습니다')
    const digest = (await gm.evaluate('navigator.clipboard.readText()')) as string
    expect(digest).toContain('푸른 진영 — 1회차**')
    expect(digest).toContain('- 정보 획득: 세이버')
    expect(digest).not.toContain('정보 획득: 랜서')

    // A clipboard that refuses (no permission, another app holding it) is said, not silently ignored.
    await gm.evaluate(`(() => {
      navigator.clipboard.writeText = () => Promise.reject(new Error('denied by the test'))
      document.execCommand = () => false
    })()`)
    await gm.getByTestId('team-digest-copy').click()
    await expect.poll(() => gm.getByTestId('team-digest-status').textContent()).toContain('복사하지 못했습니다')
    await stack.screenshot(gm, 'players-15-gm-digest-copy-failed')
  })

  it('D.50 in a duel, Blue seals Lancer’s card from the phone; Red’s phone never sees it; the GM reveals', async () => {
    await stack.host.dispatch({ type: 'duel.start', combatants: [{ actor: 'saber' }, { actor: 'lancer' }] })
    await expect.poll(() => blue.getByTestId('duel-prompt').count()).toBe(1)
    await blue.getByTestId('team-card-lancer-saber').selectOption('smash')
    await blue.getByTestId('team-play-seal-lancer').click()
    await expect.poll(() => blue.getByTestId('team-play-lancer').textContent()).toContain('강타')
    await stack.screenshot(blue, 'players-8-phone-blue-duel-sealed')
    // The GM window shows Lancer's play as sealed; Red's phone has its own fighter only.
    await gm.getByTestId('view-play').click()
    await expect.poll(() => gm.getByTestId('sealed-lancer').textContent()).toContain('✓')
    expect(await red.getByTestId('team-fighter-lancer').count()).toBe(0)
    expect(await red.getByTestId('team-fighter-saber').count()).toBe(1)
    await red.getByTestId('team-card-saber-lancer').selectOption('counter')
    await red.getByTestId('team-play-seal-saber').click()
    await expect.poll(() => red.getByTestId('team-play-saber').count()).toBe(1)
    await gm.getByTestId('duel-reveal').click()
    await expect.poll(() => blue.getByTestId('duel-prompt').getAttribute('data-open')).toBe('false')
    await stack.screenshot(gm, 'players-9-gm-duel-revealed')
  })

  it('E.11 in an encounter, Blue seals its PC’s plot from the phone; Red’s phone has only its own PC; the GM sees it submitted, never the board its value', async () => {
    await stack.host.dispatch({ type: 'duel.cancel' })
    await stack.host.dispatch({ type: 'encounter.start', monster: 'ferry-shade', pcs: ['pc-haneul', 'pc-elias', 'pc-sora', 'pc-verdant'], ambush: true })
    await expect.poll(() => blue.getByTestId('plot-prompt').count()).toBe(1)
    expect(await blue.getByTestId('team-pc-pc-haneul').count()).toBe(0)
    await blue.getByTestId('team-plot-pc-elias-4').click()
    await expect.poll(() => blue.getByTestId('team-plot-pc-elias').textContent()).toContain('플롯 4')
    await stack.screenshot(blue, 'players-10-phone-blue-plot-sealed')
    expect(await red.getByTestId('team-pc-pc-elias').count()).toBe(0)
    expect(await red.getByTestId('team-pc-pc-haneul').count()).toBe(1)
    expect(await red.getByTestId('plot-prompt').textContent()).not.toContain('플롯 4')
    // The GM window marks Elias's plot as the team's; the GM may still type over it.
    await expect.poll(() => gm.getByTestId('plot-by-team-pc-elias').count()).toBe(1)
    await stack.screenshot(gm, 'players-11-gm-plot-submitted')
    await gm.getByTestId('plot-input-pc-elias').fill('2')
    await gm.getByTestId('plot-input-pc-elias').press('Enter')
    await expect.poll(() => gm.getByTestId('plot-by-team-pc-elias').count()).toBe(0)
    await expect.poll(() => blue.getByTestId('team-plot-pc-elias').textContent()).toContain('플롯 2')
  })

  it('a revoked link’s phone is disconnected at once and says so; the other team stays connected', async () => {
    await gm.getByTestId('view-files').click()
    await gm.getByTestId('players-revoke-red').click()
    await expect.poll(() => red.getByTestId('team-link-state').getAttribute('data-state')).toBe('revoked')
    expect(await red.getByTestId('team-link-state').textContent()).toContain('GM이 이 링크를 취소했습니다')
    // The phone forgets what it showed: a revoked link is often a phone left behind.
    expect(await red.getByTestId('team-actors').count()).toBe(0)
    await expect.poll(() => gm.getByTestId('players-issue-red').count()).toBe(1)
    expect(await blue.getByTestId('team-link-state').count()).toBe(0)
    await stack.screenshot(red, 'players-7-phone-red-revoked')
  })
})

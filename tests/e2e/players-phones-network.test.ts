import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page, WebSocketRoute } from 'playwright-core'
import { startStack, type Stack } from './harness'
import { phoneOf } from './phones'

// Phones on real networks: a drop, a half-open socket (frames dropped, nothing closed), and a new link
// opened in the same tab. The phone's socket goes through Playwright's WebSocket route, which lets the
// test drop every frame or refuse every connection while the page keeps running.
let stack: Stack
let red: Page
let blue: Page
/** What the route does now with red's sockets: pass them, refuse new ones (a drop), or swallow every frame (half-open). */
let network: 'up' | 'down' | 'blackhole' = 'up'
const routes: WebSocketRoute[] = []

const linkOf = async (team: string): Promise<string> => (await stack.host.state()).players.links.find((l) => l.team === team)!.url
/** The page's link banner state, read in one step ('up' when no banner shows). */
const linkState = (page: Page): Promise<string> => page.evaluate(`document.querySelector('[data-testid="team-link-state"]')?.dataset.state ?? 'up'`)

beforeAll(async () => {
  stack = await startStack()
  expect(await stack.host.setPlayersJoin({ on: true, address: '127.0.0.1' })).toEqual({ ok: true })
  await stack.host.dispatch({ type: 'turn.start' })
  const context = await stack.browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true })
  await context.routeWebSocket(/\/ws\/team/, (ws) => {
    if (network === 'down') return void ws.close({ code: 1011, reason: 'network down' })
    const server = ws.connectToServer()
    routes.push(ws)
    // Frames cross only while the network is up; a blackhole swallows them both ways and closes nothing.
    ws.onMessage((message) => network === 'up' && server.send(message))
    server.onMessage((message) => network === 'up' && ws.send(message))
  })
  red = await context.newPage()
  red.on('pageerror', (error) => console.error(`team page error: ${error.message}`))
  await red.goto(await linkOf('red'))
  await red.getByTestId('war-turn-prompt').waitFor()
  blue = (await phoneOf(stack.browser, await linkOf('blue'))).page
  await blue.getByTestId('war-turn-prompt').waitFor()
})
afterAll(async () => {
  await stack?.close()
})

describe('a phone on a real network', () => {
  it('T.1: a 5 s drop says “reconnecting” and keeps the page; a seal made offline is sent on reconnect, not lost', async () => {
    network = 'down'
    for (const ws of routes.splice(0)) await ws.close({ code: 1011, reason: 'network down' })
    await expect.poll(() => linkState(red)).toBe('reconnecting')
    expect(await red.getByTestId('team-link-state').textContent()).toContain('다시 연결하는 중')
    // The page stays as it was: the prompt, the actors, the player's draft.
    expect(await red.getByTestId('team-actors').count()).toBe(1)
    await red.getByTestId('team-action-saber-investigate').click()
    await red.getByTestId('team-region-saber-0').selectOption('port')
    await red.getByTestId('team-seal-saber').click()
    await expect.poll(() => red.getByTestId('team-seal-saber').textContent()).toBe('보내는 중…')
    await red.screenshot({ path: '/tmp/phones-network-reconnecting.png' })
    // The drop lasts 5 s (the scenario, not a wait for a state); the page never calls the link revoked meanwhile.
    const until = Date.now() + 5000
    while (Date.now() < until) {
      expect(await linkState(red)).toBe('reconnecting')
      await red.waitForTimeout(250)
    }
    network = 'up'
    await expect.poll(() => linkState(red), { timeout: 10_000 }).toBe('up')
    await expect.poll(() => red.getByTestId('team-sealed-saber').textContent()).toContain('정보 탐색')
    expect((await stack.host.state()).gm!.submittedByTeam).toMatchObject({ saber: 'red' })
  })

  it('T.1: a half-open socket (every frame dropped, nothing closed) is found by the phone’s heartbeat; an unanswered seal is reported, then sent again', async () => {
    network = 'blackhole'
    await red.getByTestId('team-action-m-haneul-investigate').click()
    await red.getByTestId('team-region-m-haneul-0').selectOption('church')
    await red.getByTestId('team-seal-m-haneul').click()
    // The seal's answer never comes: the phone says so instead of “sending…” for ever.
    await expect.poll(() => red.getByTestId('team-refusal-m-haneul').textContent(), { timeout: 20_000 }).toContain('답이 없습니다')
    await expect.poll(() => linkState(red), { timeout: 20_000 }).toBe('reconnecting')
    await red.screenshot({ path: '/tmp/phones-network-half-open.png' })
    network = 'up'
    await expect.poll(() => linkState(red), { timeout: 10_000 }).toBe('up')
    // The draft is still the player's: one more tap sends it.
    expect(await red.getByTestId('team-region-m-haneul-0').inputValue()).toBe('church')
    await red.getByTestId('team-seal-m-haneul').click()
    await expect.poll(() => red.getByTestId('team-sealed-m-haneul').textContent()).toContain('교회')
  })

  it('a new link opened in the same tab (only the #token differs) works at once; the page of the replaced link said so first', async () => {
    expect(await stack.host.issueTeamLink('blue')).toEqual({ ok: true })
    // The old link was replaced: that page says so.
    await expect.poll(() => linkState(blue)).toBe('revoked')
    await blue.evaluate(`location.href = ${JSON.stringify(await linkOf('blue'))}`)
    await expect.poll(() => linkState(blue)).toBe('up')
    await expect.poll(() => blue.getByTestId('team-name').textContent()).toBe('푸른 진영')
    await blue.getByTestId('team-action-lancer-investigate').click()
    await blue.getByTestId('team-region-lancer-0').selectOption('school')
    await blue.getByTestId('team-seal-lancer').click()
    await expect.poll(() => blue.getByTestId('team-sealed-lancer').textContent()).toContain('학교')
    await blue.screenshot({ path: '/tmp/phones-network-new-link.png' })
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { access, mkdir, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { chromium, type Browser, type Page } from 'playwright-core'
import type { HostState } from '../../src/shared/contract'
import { connect } from '../host/socket-client'
import { phoneOf } from './phones'
import { serve, serveScript, stop, type Served } from './served'

// Links that last: four phones (390×844) are open on their team links when the real web host
// (`npm run serve`, a child process) is stopped and started again on the same data folder. Every
// phone comes back on its own link by itself: no rescan, no reload, the player's draft still there.

const resultsDir = resolve('test-results')
const teams = ['red', 'blue', 'green', 'violet'] as const
let dataDir: string
let browser: Browser
let served: Served | null = null
/** The four phones of the first test, still open for the next. */
const phones = new Map<string, Page>()

/** Calls one host command over the GM socket of a running web host and closes the socket. */
async function gmCall(on: Served, method: string, ...args: unknown[]): Promise<unknown> {
  const token = new URL(on.gmUrl).searchParams.get('token')
  const socket = await connect(`ws://127.0.0.1:${on.port}/ws/gm?token=${token}`)
  if (!socket.ok) throw new Error(`the GM socket was refused (${socket.status})`)
  socket.ws.send(JSON.stringify({ id: 1, method, args }))
  const answer = await socket.inbox.next((m) => m.json.id === 1)
  socket.ws.close()
  return answer.json.result
}

const playersOf = async (on: Served): Promise<HostState['players']> => ((await gmCall(on, 'state')) as HostState).players
/** The page's link banner state, read in one step ('up' when no banner shows). */
const linkState = (page: Page): Promise<string> => page.evaluate(`document.querySelector('[data-testid="team-link-state"]')?.dataset.state ?? 'up'`)

beforeAll(async () => {
  await access(serveScript).catch(() => {
    throw new Error('out/node/serve.mjs is missing: run `npm run build` first (npm test does)')
  })
  dataDir = await mkdtemp(join(tmpdir(), 'overseer-door-restart-'))
  await mkdir(resultsDir, { recursive: true })
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run']
  })
})

afterAll(async () => {
  if (served) await stop(served)
  await browser?.close()
  await rm(dataDir, { recursive: true, force: true })
})

describe('team links survive a restart of the host (four phones, the real web host)', () => {
  it('T.1: after the host restarts on the same data folder every phone is back on its own link, without a rescan or a reload, its draft kept', async () => {
    served = await serve(dataDir, 0)
    expect(await gmCall(served, 'setPlayersJoin', { on: true, address: '127.0.0.1' })).toEqual({ ok: true })
    expect(await gmCall(served, 'dispatch', { type: 'turn.start' })).toMatchObject({ ok: true })
    const before = await playersOf(served)
    const linkOf = (team: string): string => before.links.find((l) => l.team === team)!.url

    const names = new Map<string, string>()
    for (const team of teams) {
      const { page } = await phoneOf(browser, linkOf(team))
      await page.getByTestId('war-turn-prompt').waitFor()
      // A mark only this page load carries: a reload (or a rescan) would lose it.
      await page.evaluate(`window.__sameLoad = ${JSON.stringify(team)}`)
      names.set(team, (await page.getByTestId('team-name').textContent()) ?? '')
      phones.set(team, page)
    }
    const red = phones.get('red')!
    await red.getByTestId('team-action-saber-investigate').click()
    await red.getByTestId('team-region-saber-0').selectOption('port')

    const port = served.port
    await stop(served)
    served = null
    // The host said it restarts: every phone says "reconnecting", not "revoked" or "closed".
    for (const [team, page] of phones) await expect.poll(() => linkState(page), { timeout: 10_000, message: team }).toBe('reconnecting')
    await red.screenshot({ path: '/tmp/door-restart-reconnecting.png' })

    served = await serve(dataDir, port)
    const after = await playersOf(served)
    expect(after).toMatchObject({ on: true, address: '127.0.0.1', port: before.port })
    expect(after.links.map((l) => l.url)).toEqual(before.links.map((l) => l.url))
    for (const [team, page] of phones) {
      await expect.poll(() => linkState(page), { timeout: 20_000, message: team }).toBe('up')
      expect(await page.evaluate('window.__sameLoad')).toBe(team)
      expect(page.url()).toBe(linkOf(team))
      expect(await page.getByTestId('team-name').textContent()).toBe(names.get(team))
    }
    // The GM's window counts every phone back, one per team.
    await expect.poll(async () => (await playersOf(served!)).links.map((l) => l.connected), { timeout: 15_000 }).toEqual([1, 1, 1, 1])
    // Red's draft survived the restart, and its seal reaches the restarted host.
    expect(await red.getByTestId('team-region-saber-0').inputValue()).toBe('port')
    await red.getByTestId('team-seal-saber').click()
    await expect.poll(() => red.getByTestId('team-sealed-saber').textContent()).toContain('정보 탐색')
    expect(((await gmCall(served, 'state')) as HostState).gm!.submittedByTeam).toMatchObject({ saber: 'red' })
    await red.screenshot({ path: '/tmp/door-restart-back.png' })
  })

  it('the GM turns players joining off and on again: every phone says the door is closed, then is back on its own link by itself', async () => {
    const links = (await playersOf(served!)).links.map((l) => l.url)
    expect(await gmCall(served!, 'setPlayersJoin', { on: false })).toEqual({ ok: true })
    for (const [team, page] of phones) await expect.poll(() => linkState(page), { message: team }).toBe('closed')
    expect(await phones.get('blue')!.getByTestId('team-link-state').textContent()).toContain('저절로 다시 연결됩니다')
    await phones.get('blue')!.screenshot({ path: '/tmp/door-off.png' })
    expect(await gmCall(served!, 'setPlayersJoin', { on: true, address: '127.0.0.1' })).toEqual({ ok: true })
    expect((await playersOf(served!)).links.map((l) => l.url)).toEqual(links)
    for (const [team, page] of phones) {
      await expect.poll(() => linkState(page), { timeout: 20_000, message: team }).toBe('up')
      expect(await page.evaluate('window.__sameLoad')).toBe(team)
    }
    await expect.poll(async () => (await playersOf(served!)).links.map((l) => l.connected), { timeout: 15_000 }).toEqual([1, 1, 1, 1])
  })
})

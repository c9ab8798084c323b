import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { access, mkdir, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { chromium, type Browser, type Page } from 'playwright-core'
import { serve as serveOn, serveScript, stop, type Served } from './served'

// Issue 11: the real web host (`node out/node/serve.mjs`, as `npm run serve` starts it) is stopped and
// started again on the same data folder and port. The open GM tab and board say at once that the host
// is out of reach, reconnect by themselves with the kept GM token, and say when they are back.

const resultsDir = resolve('test-results')
let dataDir: string
let browser: Browser
const serve = (port: number): Promise<Served> => serveOn(dataDir, port)

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(resultsDir, `${name}.png`) })
}

beforeAll(async () => {
  await access(serveScript).catch(() => {
    throw new Error('out/node/serve.mjs is missing: run `npm run build` first (npm test does)')
  })
  dataDir = await mkdtemp(join(tmpdir(), 'overseer-reconnect-'))
  await mkdir(resultsDir, { recursive: true })
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run']
  })
})

afterAll(async () => {
  await browser?.close()
  await rm(dataDir, { recursive: true, force: true })
})

describe('the web host stops and starts again (Chromium)', () => {
  it('the GM tab and the board say the host is away, reconnect by themselves and say they are back', async () => {
    const first = await serve(0)
    let second: Served | null = null
    try {
      expect(first.output).toContain('new GM token, kept in')
      const gm = await browser.newPage({ viewport: { width: 1500, height: 940 } })
      await gm.goto(first.gmUrl)
      await expect.poll(() => gm.getByTestId('campaign-name').textContent()).toContain('서린 성배전쟁')
      const board = await browser.newPage({ viewport: { width: 1280, height: 720 } })
      await board.goto(`http://127.0.0.1:${first.port}/board`)
      await expect.poll(() => board.getByTestId('board').textContent()).toContain('세이버')
      await gm.getByTestId('hp-minus-saber').click()
      const saberHp = gm.getByTestId('actor-saber').getByRole('meter').first()
      await expect.poll(() => saberHp.getAttribute('aria-valuenow')).toBe('59')
      await expect.poll(() => gm.getByTestId('save-state').textContent()).toContain('저장됨')

      await stop(first)
      // At once: the GM panel and the board say so, and the header no longer claims "saved".
      await expect.poll(() => gm.getByTestId('link-lost').count(), { timeout: 5000 }).toBe(1)
      expect(await gm.getByTestId('save-state').textContent()).toBe('연결 끊김')
      expect(await gm.getByTestId('link-lost').textContent()).toContain('연결이 끊겼습니다')
      await expect.poll(() => board.getByTestId('board-link-lost').count(), { timeout: 5000 }).toBe(1)
      // The board still fits its screen with the badge on it.
      expect(await board.evaluate('[document.documentElement.scrollHeight, innerHeight]')).toEqual([720, 720])
      await shot(gm, 'reconnect-gm-lost')
      await shot(board, 'reconnect-board-lost')
      // A click while the host is away is refused with a line, not held back to land later.
      await gm.getByTestId('hp-minus-saber').click()
      await expect.poll(() => gm.getByTestId('refusal').textContent()).toContain('연결이 끊어졌습니다')
      await gm.getByTestId('refusal').getByRole('button').click()

      second = await serve(first.port)
      expect(second.gmUrl).toBe(first.gmUrl)
      expect(second.output).toContain('GM token kept in')
      await expect.poll(() => gm.getByTestId('link-back').count(), { timeout: 15_000 }).toBe(1)
      await expect.poll(() => board.getByTestId('board-link-back').count(), { timeout: 15_000 }).toBe(1)
      expect(await gm.getByTestId('save-state').textContent()).not.toBe('연결 끊김')
      await shot(gm, 'reconnect-gm-back')
      await shot(board, 'reconnect-board-back')
      // The same tab works again on the restarted host, which kept the change made before the stop.
      await expect.poll(() => saberHp.getAttribute('aria-valuenow')).toBe('59')
      await gm.getByTestId('hp-minus-saber').click()
      await expect.poll(() => saberHp.getAttribute('aria-valuenow')).toBe('58')
      await gm.getByTestId('blank').click()
      await expect.poll(() => board.getByTestId('board-blank').count()).toBe(1)
      // "Connected again" goes by itself.
      await expect.poll(() => gm.getByTestId('link-back').count(), { timeout: 10_000 }).toBe(0)
      await expect.poll(() => board.getByTestId('board-link-back').count(), { timeout: 10_000 }).toBe(0)
    } finally {
      await stop(first)
      if (second) await stop(second)
    }
  })
})

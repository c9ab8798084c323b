import { mkdtemp, mkdir, rm, access } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { chromium, type Browser, type Page } from 'playwright-core'
import { OverseerHost } from '../../src/host/host'
import { startWebHost, type WebHost } from '../../src/host/web/server'

/** A running stack for one e2e file: a host on a temp data folder, the web host, and Chromium. */
export interface Stack {
  host: OverseerHost
  web: WebHost
  browser: Browser
  dataDir: string
  /** Opens the GM panel in a new page. */
  gmPage(): Promise<Page>
  /** Opens the board in a new page. */
  boardPage(): Promise<Page>
  /** Saves a screenshot under test-results/ for people to look at. */
  screenshot(page: Page, name: string): Promise<void>
  close(): Promise<void>
}

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const staticDir = resolve('out/renderer')
const resultsDir = resolve('test-results')

/** Starts a host on a fresh copy of the demo, the web host, and headless Chromium. */
export async function startStack(): Promise<Stack> {
  await access(join(staticDir, 'index.html')).catch(() => {
    throw new Error('out/renderer is missing: run `npm run build` first (npm test does)')
  })
  const dataDir = await mkdtemp(join(tmpdir(), 'overseer-e2e-'))
  const host = new OverseerHost({ dataDir, debounceMs: 20, backupIntervalMs: 0 })
  await host.start()
  const web = await startWebHost({ host, staticDir, port: 0 })
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run']
  })
  await mkdir(resultsDir, { recursive: true })
  const open = async (url: string, width: number, height: number): Promise<Page> => {
    const page = await browser.newPage({ viewport: { width, height } })
    page.on('pageerror', (error) => console.error(`page error on ${url}: ${error.message}`))
    await page.goto(url)
    return page
  }
  return {
    host,
    web,
    browser,
    dataDir,
    gmPage: () => open(web.gmUrl, 1500, 940),
    boardPage: () => open(web.boardUrl, 1280, 720),
    screenshot: async (page, name) => void (await page.screenshot({ path: join(resultsDir, `${name}.png`), fullPage: true })),
    close: async () => {
      await browser.close()
      await web.close()
      await host.shutdown()
      await rm(dataDir, { recursive: true, force: true })
    }
  }
}

import type { Browser, Page } from 'playwright-core'

/** A player's phone (Chromium at 390×844, touch) on a team link, with the last team payload its socket received. */
export interface Phone {
  page: Page
  /** The last `team` push this page's socket received, as JSON ('' before the first). */
  lastPayload(): string
}

/** Opens a team link on a phone-sized touch page and records what its socket receives. */
export async function phoneOf(browser: Browser, url: string): Promise<Phone> {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true })
  page.on('pageerror', (error) => console.error(`team page error: ${error.message}`))
  let last = ''
  page.on('websocket', (socket) => {
    socket.on('framereceived', ({ payload }) => {
      const data = JSON.parse(String(payload)) as { event?: string; payload?: unknown }
      if (data.event === 'team') last = JSON.stringify(data.payload)
    })
  })
  await page.goto(url)
  return { page, lastPayload: () => last }
}

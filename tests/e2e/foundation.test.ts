import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readFile } from 'node:fs/promises'
import { parseCampaignDocument } from '@machines/campaign/document'
import { startStack, type Stack } from './harness'

let stack: Stack

beforeAll(async () => {
  stack = await startStack()
})
afterAll(async () => {
  await stack?.close()
})

describe('GM panel through the web host (Chromium)', () => {
  it('opens the demo, changes a value, undoes it, and keeps the state across a reload', async () => {
    const page = await stack.gmPage()
    await expect.poll(() => page.getByTestId('campaign-name').textContent()).toContain('서린 성배전쟁')
    const saberHp = page.getByTestId('actor-saber').getByRole('meter').first()
    await expect.poll(() => saberHp.getAttribute('aria-valuenow')).toBe('60')

    await page.getByTestId('hp-minus-saber').click()
    await expect.poll(() => saberHp.getAttribute('aria-valuenow')).toBe('59')

    await page.keyboard.press('Control+z')
    await expect.poll(() => saberHp.getAttribute('aria-valuenow')).toBe('60')
    await page.getByTestId('redo').click()
    await expect.poll(() => saberHp.getAttribute('aria-valuenow')).toBe('59')
    await page.getByTestId('hp-minus-saber').click()
    await expect.poll(() => saberHp.getAttribute('aria-valuenow')).toBe('58')

    await page.reload()
    await expect.poll(() => page.getByTestId('actor-saber').getByRole('meter').first().getAttribute('aria-valuenow')).toBe('58')
    // What the host saved is what the page shows: the file on disk holds the same two changes.
    await stack.host.flush()
    const saved = parseCampaignDocument(JSON.parse(await readFile((await stack.host.state()).path!, 'utf8')))
    expect(saved.ok && saved.value.head).toBe(2)
    expect(saved.ok && saved.value.events.map((e) => e.command)).toEqual([
      { type: 'actor.adjust', actor: 'saber', hp: -1 },
      { type: 'actor.adjust', actor: 'saber', hp: -1 }
    ])
    await stack.screenshot(page, 'gm-panel')
  })

  it('shows the board without any GM secret, and blanks it on request', async () => {
    const board = await stack.boardPage()
    await expect.poll(() => board.getByTestId('board').textContent()).toContain('세이버')
    const text = (await board.getByTestId('board').textContent()) ?? ''
    for (const secret of ['Roland', 'Hector', 'William Tell', 'Paracelsus', 'betray', 'Roncevaux']) expect(text).not.toContain(secret)
    await stack.screenshot(board, 'board')

    const gm = await stack.gmPage()
    await gm.getByTestId('blank').click()
    await expect.poll(() => board.getByTestId('board-blank').count()).toBe(1)
    await gm.getByTestId('blank').click()
    await expect.poll(() => board.getByTestId('board-blank').count()).toBe(0)
  })

  it('refuses the GM panel without the token', async () => {
    const page = await stack.browser.newPage()
    const response = await page.goto(stack.web.url + '/')
    expect(response?.status()).toBe(401)
  })
})

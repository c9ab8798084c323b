import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { startStack, type Stack } from './harness'
import { createDocument } from '@machines/campaign/document'
import { demoCampaign } from '../../src/host/demo'

let stack: Stack
let gm: Page

beforeAll(async () => {
  stack = await startStack()
  gm = await stack.gmPage()
})
afterAll(async () => {
  await stack?.close()
})

/** Drops on the element a file of the given text (when name is set) or the text itself, as a drag from outside the window would. */
const drop = (page: Page, selector: string, carried: { name?: string; text: string } | { name?: string; repeat: [string, string, number] }) =>
  page.evaluate(`(({ selector, carried }) => {
    const text = 'repeat' in carried ? carried.repeat[0] + carried.repeat[1].repeat(carried.repeat[2]) : carried.text
    const data = new DataTransfer()
    if (carried.name) data.items.add(new File([text], carried.name, { type: 'application/json' }))
    else data.setData('text/plain', text)
    document.querySelector(selector).dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }))
  })(${JSON.stringify({ selector, carried })})`)

const openPath = async (): Promise<string | null> => (await stack.host.state()).path

describe('a file or text dropped on a box is capped before it is read, and only the window opens a campaign', () => {
  it('refuses a 700 KB file on the Ccfolia box by its size, naming the limit, and opens no campaign', async () => {
    const before = await openPath()
    await gm.getByTestId('view-editors').click()
    await gm.getByTestId('editor-kind-pcs').click()
    await gm.getByTestId('ccfolia-open').click()
    await drop(gm, '[data-testid="ccfolia-text"]', { name: 'huge.json', repeat: ['', 'x', 700_000] })
    await expect.poll(() => gm.getByTestId('ccfolia-refusal').textContent()).toContain('끌어다 놓은 파일이 너무 큽니다 (700,000바이트). 이 상자는 최대 200,000자까지')
    expect(await gm.getByTestId('ccfolia-text').inputValue()).toBe('')
    await stack.screenshot(gm, 'drop-ccfolia-too-large')
    expect(await openPath()).toBe(before)
  })

  it('refuses a million dropped sheet rows before the preview parses them, and a campaign file dropped on the sheet box is not opened', async () => {
    const before = await openPath()
    await gm.getByTestId('editor-kind-servants').click()
    const box = '[data-testid="sheet-paste-text"]'
    await drop(gm, box, { repeat: ['이름\t근력\n', '가\t1\n', 1_000_000] })
    await expect.poll(() => gm.getByTestId('sheet-paste-message').textContent()).toContain('이 상자는 최대 524,288자까지 받습니다')
    expect(await gm.locator(box).inputValue()).toBe('')
    await stack.screenshot(gm, 'drop-sheet-too-long')
    await drop(gm, box, { name: 'other.json', text: JSON.stringify(createDocument(demoCampaign(), new Date(0).toISOString())) })
    await expect.poll(() => gm.locator(box).inputValue()).toContain('"overseer-campaign"')
    expect(await openPath()).toBe(before)
  })

  it('still opens a campaign file dropped on the window itself', async () => {
    const before = await openPath()
    await drop(gm, 'body', { name: 'dropped.json', text: JSON.stringify(createDocument(demoCampaign(), new Date(0).toISOString())) })
    await expect.poll(openPath).not.toBe(before)
  })
})

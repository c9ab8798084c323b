import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { ccfoliaCharacter, ccfoliaClipboardText, ccfoliaRecordOf } from '@machines/campaign/editing/ccfolia-export'
import { startStack, type Stack } from './harness'

// A GM who plays in Ccfolia copies a record from its editor and pastes it into the room: the clipboard holds
// the same Ccfolia character the `ccfolia` CLI verb prints for that record.
let stack: Stack
let gm: Page

beforeAll(async () => {
  stack = await startStack()
  gm = await stack.gmPage()
  // The page's clipboard writes are kept where the test can read them, whatever the browser's permissions.
  await gm.evaluate(`(() => {
    window.__copied = []
    navigator.clipboard.writeText = async (text) => { window.__copied.push(text) }
  })()`)
  await gm.getByTestId('view-editors').click()
})
afterAll(async () => {
  await stack?.close()
})

describe('Copy to Ccfolia in the editors (Chromium, 1500×940)', () => {
  for (const [kind, record] of [['pcs', 'pc'], ['servants', 'servant'], ['masters', 'master'], ['monsters', 'monster']] as const) {
    it(`a ${record}'s form copies it as a Ccfolia character and says so`, async () => {
      await gm.getByTestId(`editor-kind-${kind}`).click()
      const first = gm.locator('[role="option"][data-id]').first()
      const id = (await first.getAttribute('data-id'))!
      await first.click()
      const form = gm.getByTestId(`edit-form-${record}`)
      await form.getByTestId(`copy-ccfolia-${record}`).click()
      await expect.poll(() => form.getByTestId('ccfolia-copied').textContent()).toContain('Ccfolia 캐릭터를 클립보드에 복사했습니다')
      const copied = (await gm.evaluate('window.__copied.at(-1)')) as string
      const found = ccfoliaRecordOf((await stack.host.state()).gm!.context.campaign, id)!
      expect(found.kind).toBe(record)
      expect(copied).toBe(ccfoliaClipboardText(ccfoliaCharacter(found)))
      expect(JSON.parse(copied)).toMatchObject({ kind: 'character', data: { name: expect.any(String), commands: expect.any(String) } })
      if (record === 'servant') await stack.screenshot(gm, 'editor-ccfolia-copied')
    })
  }
})

import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Download, Page } from 'playwright-core'
import { OverseerHost } from '../../src/host/host'
import { startWebHost, type WebHost } from '../../src/host/web/server'
import { startStack, type Stack } from './harness'
import { createDocument } from '@machines/campaign/document'
import { demoCampaign } from '../../src/host/demo'

let stack: Stack
let gm: Page
/** The second, fresh host the exported campaign is re-opened in. */
let freshHost: OverseerHost | undefined
let freshWeb: WebHost | undefined
let freshDir: string | undefined
let exported = ''

/** Clicks a button that downloads a file (the web host's exports) and returns the file's text. */
const downloadOf = async (page: Page, testId: string): Promise<{ name: string; text: string }> => {
  const [download] = (await Promise.all([page.waitForEvent('download'), page.getByTestId(testId).click()])) as [Download, void]
  return { name: download.suggestedFilename(), text: await readFile((await download.path())!, 'utf8') }
}

const record = (page: Page, id: string) => page.locator(`[role="option"][data-id="${id}"]`)
const kindCount = async (page: Page, kind: string): Promise<string> => ((await page.getByTestId(`editor-kind-${kind}`).locator('.count').textContent()) ?? '').trim()
const labels = async (page: Page): Promise<string[]> => page.locator('[role="option"] .label').allTextContents()

/** Selects a record in the open editor list, presses its form's remove button and confirms. */
const removeRecord = async (page: Page, form: 'team' | 'region', id: string): Promise<void> => {
  await record(page, id).click()
  await page.getByTestId(`edit-form-${form}`).getByRole('button', { name: '삭제' }).click()
  await page.getByTestId(`remove-${form}-confirm`).click()
}

beforeAll(async () => {
  stack = await startStack()
  gm = await stack.gmPage()
})
afterAll(async () => {
  await freshWeb?.close()
  await freshHost?.shutdown()
  if (freshDir) await rm(freshDir, { recursive: true, force: true })
  await stack?.close()
})

describe('authoring a campaign from scratch in Chromium, playing a turn, exporting and re-opening it', () => {
  it('removes the demo teams the campaign does not need in the Editors (2 of 4 remain)', async () => {
    await gm.getByTestId('view-editors').click()
    await gm.getByTestId('editor-kind-teams').click()
    // A team's base region cannot go while the team stands, so teams go first.
    for (const team of ['green', 'violet']) {
      await removeRecord(gm, 'team', team)
      await expect.poll(() => record(gm, team).count()).toBe(0)
    }
    expect(await kindCount(gm, 'teams')).toBe('2')
    // Removing a team takes its master and servant with it.
    expect(await kindCount(gm, 'masters')).toBe('2')
    expect(await kindCount(gm, 'servants')).toBe('2')
  })

  it('refuses to remove a region that is still a team base, names the team, and says so in the GM\'s language (Korean)', async () => {
    await gm.getByTestId('editor-kind-regions').click()
    await removeRecord(gm, 'region', 'mansion')
    await expect.poll(() => gm.getByTestId('edit-refusal').textContent()).toContain('지역 "mansion"은 진영 "red"의 거점입니다')
    expect(await record(gm, 'mansion').count()).toBe(1)
  })

  it('removes seven demo regions, adds a new one and renames a team, leaving exactly 2 teams and 3 regions', async () => {
    for (const region of ['church', 'park', 'school', 'station', 'old-town', 'hospital', 'market']) {
      await removeRecord(gm, 'region', region)
      await expect.poll(() => record(gm, region).count()).toBe(0)
    }
    await gm.getByTestId('record-new').click()
    const regionForm = gm.getByTestId('edit-form-region')
    await regionForm.locator('input[name="name.ko"]').fill('등대')
    await regionForm.locator('input[name="name.en"]').fill('Lighthouse')
    // The id follows the name until the GM types one (issue 17).
    expect(await regionForm.locator('input[name="id"]').inputValue()).toBe('lighthouse')
    await regionForm.getByRole('button', { name: '저장' }).click()
    await expect.poll(() => record(gm, 'lighthouse').count()).toBe(1)
    expect(await labels(gm)).toEqual(['항구', '언덕 저택', '등대'])

    await gm.getByTestId('editor-kind-teams').click()
    await record(gm, 'red').click()
    const teamForm = gm.getByTestId('edit-form-team')
    await teamForm.locator('input[name="name.ko"]').fill('붉은 결사')
    await teamForm.locator('input[name="name.en"]').fill('Crimson Order')
    await teamForm.getByRole('button', { name: '저장' }).click()
    await expect.poll(() => labels(gm)).toEqual(['붉은 결사', '푸른 진영'])
    await stack.screenshot(gm, 'authoring-editors')

    const campaign = (await stack.host.state()).gm!.context.campaign
    expect(campaign.teams.map((t) => t.id)).toEqual(['red', 'blue'])
    expect(campaign.regions.map((r) => r.id)).toEqual(['port', 'mansion', 'lighthouse'])
  })

  it('plays one war turn on the authored map: T.1 daily masters exchange emotions, T.10 Lancer finds Saber with Haneul', async () => {
    await gm.getByTestId('view-play').click()
    expect(await gm.getByTestId('turn-counter').textContent()).toBe('1회차')
    await gm.getByTestId('start-turn').click()
    await gm.getByTestId('paste-text').fill(['한하늘 일상 항구, 등대, 언덕 저택', '세이버 일상 항구', '엘리아스 일상 항구, 등대, 저택', 'lancer investigate 항구'].join('\n'))
    await expect.poll(() => gm.getByTestId('paste-preview').locator('li').count()).toBe(4)
    expect(await gm.getByTestId('paste-preview').textContent()).not.toContain('✗')
    await gm.getByTestId('paste-accept').click()
    await expect.poll(() => gm.locator('text=✓ 선언함').count()).toBe(4)

    await gm.getByTestId('resolve-turn').click()
    await expect.poll(() => gm.getByTestId('proposal').count()).toBe(1)
    expect(await gm.getByTestId('region-card-port').textContent()).toContain('T.10')
    await gm.getByPlaceholder('예: 항구에서 전투가 벌어졌다').fill('등대에 불이 켜졌다')
    await gm.getByRole('button', { name: '보드에 알리기' }).click()
    await gm.getByTestId('apply-turn').click()
    await expect.poll(() => gm.getByTestId('phase-idle').count()).toBe(1)
    await expect.poll(() => gm.getByTestId('turn-counter').textContent()).toBe('2회차')
    await gm.getByRole('tab', { name: '푸른 진영' }).click()
    expect(await gm.getByTestId('knowledge-blue-saber').textContent()).toContain('T.10')
    await stack.screenshot(gm, 'authoring-turn-applied')

    const campaign = (await stack.host.state()).gm!.context.campaign
    expect(campaign.turn).toBe(1)
    expect(campaign.info.filter((i) => i.team === 'blue' && i.servant === 'saber').map((i) => i.rule)).toEqual(['T.10'])
    const exchanged = campaign.emotions.filter((e) => [e.from, e.to].sort().join() === 'm-elias,m-haneul')
    expect(exchanged.map((e) => `${e.from}>${e.to}:${e.points}`).sort()).toEqual(['m-elias>m-haneul:1', 'm-haneul>m-elias:1'])
  })

  it('exports the public log as a download with the turn header and no hidden value', async () => {
    await gm.getByTestId('view-files').click()
    const log = await downloadOf(gm, 'export-public-log')
    expect(log.name.endsWith('.md')).toBe(true)
    expect(log.text).toContain('공개 세션 기록')
    expect(log.text).toContain('## 1회차')
    expect(log.text).toContain('등대에 불이 켜졌다')
    const demo = JSON.parse(await readFile(resolve('data/demo-campaign.json'), 'utf8')) as { servants: { trueName: string; workshop: string }[]; notes: string }
    for (const servant of demo.servants) {
      expect(log.text).not.toContain(servant.trueName)
      expect(log.text).not.toContain(servant.workshop)
    }
    expect(log.text).not.toContain(demo.notes)
  })

  it('exports the campaign as a download of the authored document', async () => {
    const file = await downloadOf(gm, 'export-campaign')
    expect(file.name.endsWith('.overseer')).toBe(true)
    exported = file.text
    expect(exported).toContain('"lighthouse"')
    expect(exported).toContain('붉은 결사')
  })

  it('re-opens the export in a fresh host through its Import button and shows the same state', async () => {
    freshDir = await mkdtemp(join(tmpdir(), 'overseer-e2e-fresh-'))
    freshHost = new OverseerHost({ dataDir: freshDir, debounceMs: 20, backupIntervalMs: 0 })
    await freshHost.start()
    freshWeb = await startWebHost({ host: freshHost, staticDir: resolve('out/renderer'), port: 0 })
    const fresh = await stack.browser.newPage({ viewport: { width: 1500, height: 940 } })
    fresh.on('pageerror', (error) => console.error(`page error on the fresh GM page: ${error.message}`))
    await fresh.goto(freshWeb.gmUrl)
    await fresh.getByTestId('view-files').click()
    await fresh.getByTestId('import-file').setInputFiles({ name: 'authored.json', mimeType: 'application/json', buffer: Buffer.from(exported, 'utf8') })
    await expect.poll(async () => (await freshHost!.state()).gm?.context.campaign.regions.length).toBe(3)

    await fresh.getByTestId('view-editors').click()
    await fresh.getByTestId('editor-kind-teams').click()
    expect(await labels(fresh)).toEqual(['붉은 결사', '푸른 진영'])
    await fresh.getByTestId('editor-kind-regions').click()
    expect(await labels(fresh)).toEqual(['항구', '언덕 저택', '등대'])

    await fresh.getByTestId('view-play').click()
    await gm.getByTestId('view-play').click()
    expect(await fresh.getByTestId('turn-counter').textContent()).toBe('2회차')
    expect(await fresh.getByTestId('roster').textContent()).toBe(await gm.getByTestId('roster').textContent())
    // The knowledge panel remounts on the red tab after a view switch, in both pages.
    await fresh.getByRole('tab', { name: '푸른 진영' }).click()
    await gm.getByRole('tab', { name: '푸른 진영' }).click()
    expect(await fresh.getByTestId('knowledge-blue-saber').textContent()).toBe(await gm.getByTestId('knowledge-blue-saber').textContent())
    await stack.screenshot(fresh, 'authoring-reopened')

    const before = (await stack.host.state()).gm!.context.campaign
    const after = (await freshHost.state()).gm!.context.campaign
    expect(after.emotions).toEqual(before.emotions)
    expect(after.info).toEqual(before.info)
    expect(after.turn).toBe(1)
    await fresh.close()
  })

  it('the Files view says where campaigns are kept', async () => {
    await gm.getByTestId('view-files').click()
    const folder = gm.getByTestId('campaigns-folder')
    expect(await folder.textContent()).toContain(join(stack.dataDir, 'campaigns'))
    expect(await folder.textContent()).toContain('캠페인 보관 위치')
    await stack.screenshot(gm, 'files-campaigns-folder')
    await gm.getByTestId('view-play').click()
  })

  it('copies a monster from another campaign file in the Files view as one undoable edit', async () => {
    const other = demoCampaign()
    other.monsters.push({ ...structuredClone(other.monsters[0]!), id: 'river-wraith', name: { ko: '강의 원령', en: 'River Wraith' } })
    const monsters = async (): Promise<string[]> => (await stack.host.state()).gm!.context.campaign.monsters.map((m) => m.id)
    await gm.getByTestId('view-files').click()
    await gm.getByTestId('copy-from-file').setInputFiles({
      name: 'other.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(createDocument(other, new Date(0).toISOString())), 'utf8')
    })
    const copy = gm.getByTestId('copy-monster-river-wraith')
    expect(await copy.textContent()).toContain('가져오기')
    // The monster this campaign already has, unchanged, is not offered again.
    expect(await gm.getByTestId('same-monster-ferry-shade').textContent()).toBe('이미 같음')
    await copy.click()
    await expect.poll(monsters).toEqual(['ferry-shade', 'river-wraith'])
    // Copied, the line says it is the same here now.
    await expect.poll(() => gm.getByTestId('same-monster-river-wraith').count()).toBe(1)
    await stack.screenshot(gm, 'files-copy-from')
    await gm.getByTestId('undo').click()
    await expect.poll(monsters).toEqual(['ferry-shade'])
  })

  it('says a refusal on screen again in the language the GM switches to', async () => {
    await gm.getByTestId('view-editors').click()
    await gm.getByTestId('editor-kind-regions').click()
    await removeRecord(gm, 'region', 'mansion')
    const refusal = gm.getByTestId('edit-refusal')
    await expect.poll(() => refusal.textContent()).toContain('지역 "mansion"은 진영 "red"의 거점입니다')
    await gm.getByTestId('language').selectOption('en')
    await expect.poll(() => refusal.textContent()).toContain('region "mansion" is the base of team "red"')
    await stack.screenshot(gm, 'authoring-refusal-en')
    await gm.getByTestId('language').selectOption('ko')
    await expect.poll(() => refusal.textContent()).toContain('지역 "mansion"은 진영 "red"의 거점입니다')
    await gm.getByTestId('view-play').click()
  })

  it('switches the UI to English and back to Korean, and the projected board follows the GM', async () => {
    const board = await stack.boardPage()
    await expect.poll(() => board.getByTestId('board').textContent()).toContain('2회차')
    await gm.getByTestId('language').selectOption('en')
    await expect.poll(() => gm.getByTestId('view-play').textContent()).toContain('Play')
    expect(await gm.getByTestId('turn-counter').textContent()).toBe('Turn 2')
    await expect.poll(() => board.getByTestId('board').textContent()).toContain('Turn 2')
    await stack.screenshot(board, 'board-en')
    await gm.getByTestId('language').selectOption('ko')
    await expect.poll(() => gm.getByTestId('view-play').textContent()).toContain('진행')
    expect(await gm.getByTestId('turn-counter').textContent()).toBe('2회차')
    await expect.poll(() => board.getByTestId('board').textContent()).toContain('2회차')
    await board.close()
  })

  it('refuses a million-row paste into the table import box as it is pasted: the box stays empty and the panel answers', async () => {
    await gm.getByTestId('view-editors').click()
    await gm.getByTestId('editor-kind-tables').click()
    const box = gm.getByTestId('table-import').locator('textarea')
    await gm.evaluate(`(() => {
      const data = new DataTransfer()
      data.setData('text/plain', 'roll,text\\n' + '1,a\\n'.repeat(1000000))
      const area = document.querySelector('[data-testid="table-import"] textarea')
      area.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }))
    })()`)
    await expect.poll(() => gm.getByTestId('table-import').getByRole('alert').textContent()).toContain('표로 붙여 넣기에는 글이 너무 깁니다')
    expect(await box.inputValue()).toBe('')
    await stack.screenshot(gm, 'table-paste-too-long')
    await gm.getByTestId('view-play').click()
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { startStack, type Stack } from './harness'

let stack: Stack
let gm: Page
/** The GM's actions on the way to a campaign of their own: clicks, fields filled and keys pressed that do something. */
let actions = 0

const regions = ['교회', '항구 / Port', '구시가', '신도시', '공원', '학교', '병원', '역 / Station', '강변', '산']

beforeAll(async () => {
  stack = await startStack()
  gm = await stack.gmPage()
})
afterAll(async () => {
  await stack?.close()
})

describe('a campaign of the GM’s own, started blank in Chromium through the web host', () => {
  it('greets a first start on the demo with a button to the blank campaign', async () => {
    await gm.getByTestId('start-blank').waitFor()
    expect(await gm.getByRole('status').textContent()).toMatch(/데모 캠페인을 열었습니다/)
    await stack.screenshot(gm, 'new-campaign-1-first-start')
  })

  it('refuses a region typed twice inside the form, in Korean, naming the line, and creates nothing', async () => {
    await gm.getByTestId('start-blank').click()
    actions++
    // The button leaves the name field ready to type in.
    await expect.poll(() => gm.evaluate("document.activeElement?.getAttribute('data-testid')")).toBe('blank-name')
    await gm.keyboard.type('미하마 성배전쟁')
    await gm.getByTestId('blank-teams').fill('5')
    await gm.getByTestId('blank-regions').fill(['교회', '항구', '교회'].join('\n'))
    await gm.getByTestId('blank-regions').press('Control+Enter')
    expect(await gm.getByTestId('blank-refusal').textContent()).toBe('지역 3번째 줄: “교회” — 1번째 줄과 같은 이름입니다')
    expect(await gm.getByTestId('campaign-name').textContent()).toBe('서린 성배전쟁 (데모)')
    await stack.screenshot(gm, 'new-campaign-2-refused')
  })

  it('says a team count that is no number in the GM’s words, never as the browser’s tooltip', async () => {
    await gm.getByTestId('blank-teams').fill('다섯')
    await gm.getByTestId('blank-create').click()
    expect(await gm.getByTestId('blank-refusal').textContent()).toBe('진영 수는 0부터 20까지의 정수여야 합니다 (입력: 다섯)')
  })

  it('makes a blank campaign with 5 teams and 10 regions from one form, opens it on the editors and says what it made', async () => {
    // Counted as a GM does it from the welcome: the name was typed above; the count and the regions, then Ctrl+Enter.
    actions++ // the name field
    await gm.getByTestId('blank-teams').fill('5')
    actions++
    await gm.getByTestId('blank-regions').fill(regions.join('\n'))
    actions++
    expect(await gm.getByTestId('blank-summary').textContent()).toBe('진영 5개 · 지역 10곳')
    await gm.getByTestId('blank-regions').press('Control+Enter')
    actions++
    await expect.poll(() => gm.getByTestId('campaign-name').textContent()).toBe('미하마 성배전쟁')
    await expect.poll(() => gm.getByTestId('view-editors').getAttribute('aria-selected')).toBe('true')
    expect(await gm.getByRole('status').textContent()).toMatch(/^\s*새 캠페인 “미하마 성배전쟁” 만듦: 임시 진영 5개, 지역 10곳, 규칙서의 표 \(파일 미하마-성배전쟁-.*\.overseer\)/)
    const campaign = (await stack.host.state()).gm!.context.campaign
    expect([campaign.teams.length, campaign.regions.length, campaign.regions[1]!.name]).toEqual([5, 10, { ko: '항구', en: 'Port' }])
    console.log(`UI actions from the first start to a blank campaign with 5 teams and 10 regions: ${actions}`)
    expect(actions).toBeLessThanOrEqual(5)
    await stack.screenshot(gm, 'new-campaign-3-created')
  })

  it('offers the blank campaign beside the demo in the Files tab, and on the picker after closing', async () => {
    await gm.getByTestId('view-files').click()
    await gm.getByTestId('new-campaign').getByTestId('blank-campaign').waitFor()
    expect(await gm.getByTestId('new-campaign').getByTestId('new-demo').isVisible()).toBe(true)
    await stack.screenshot(gm, 'new-campaign-4-files-tab')
    // Closing asks first (issue 11, second look): confirm it.
    await gm.getByTestId('close-campaign').click()
    await gm.getByTestId('close-campaign-confirm').click()
    await gm.getByTestId('recent-open').first().waitFor()
    await gm.getByTestId('blank-campaign').waitFor()
    expect(await gm.getByTestId('new-demo').isVisible()).toBe(true)
    await stack.screenshot(gm, 'new-campaign-5-picker')
  })

  it('speaks English when the GM does', async () => {
    await gm.getByTestId('recent-open').first().click()
    await gm.getByTestId('language').selectOption('en')
    await gm.getByTestId('view-files').click()
    expect(await gm.getByTestId('blank-create').textContent()).toBe('Create blank campaign')
    await gm.getByTestId('blank-name').fill('Fuyuki')
    await gm.getByTestId('blank-teams').fill('2')
    await gm.getByTestId('blank-regions').fill('')
    await gm.getByTestId('blank-name').press('Enter')
    expect(await gm.getByTestId('blank-refusal').textContent()).toBe('Regions: type at least one region, one per line')
    await stack.screenshot(gm, 'new-campaign-6-english')
  })
})

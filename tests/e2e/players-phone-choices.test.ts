import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startStack, type Stack } from './harness'
import { phoneOf, type Phone } from './phones'

// A phone offers only what the engine accepts (the team view carries the engine's own offers:
// declarationOptions, playOptions), and every region choice has a label a player can read.
let stack: Stack
let red: Phone

const send = async (...commands: Parameters<Stack['host']['dispatch']>[0][]): Promise<void> => {
  for (const command of commands) expect(await stack.host.dispatch(command), JSON.stringify(command)).toMatchObject({ ok: true })
}
const shot = (name: string) => red.page.screenshot({ path: `/tmp/phone-${name}.png`, fullPage: true })

beforeAll(async () => {
  stack = await startStack()
  expect(await stack.host.setPlayersJoin({ on: true, address: '127.0.0.1' })).toEqual({ ok: true })
  const { links } = (await stack.host.state()).players
  red = await phoneOf(stack.browser, links.find((l) => l.team === 'red')!.url)
  await red.page.getByTestId('team-name').waitFor()
})
afterAll(async () => {
  await stack?.close()
})

describe('a phone offers what the engine accepts', () => {
  it('V.6 the master at 0 mp in the scene after its fall is offered only a rest, anywhere; its servant rests at the base', async () => {
    await send({ type: 'actor.adjust', actor: 'm-haneul', mp: -20 }, { type: 'scene.advance' }, { type: 'turn.start' })
    const page = red.page
    await page.getByTestId('team-seal-m-haneul').waitFor()
    expect(await page.locator('[data-testid^="team-action-m-haneul-"]').count()).toBe(1)
    expect(await page.getByTestId('team-action-m-haneul-rest').count()).toBe(1)
    expect(await page.getByTestId('team-slot-m-haneul').textContent()).toContain('휴식만 할 수 있습니다')
    // A forced rest may be taken anywhere: every region, under a visible label.
    expect(await page.getByTestId('team-region-m-haneul-0').locator('option').count()).toBe(10)
    expect(await page.getByTestId('team-slot-m-haneul').locator('label.region span').textContent()).toBe('쉬는 곳')
    // Saber's rest is not forced: it is taken at the base, and says so.
    await page.getByTestId('team-action-saber-rest').click()
    expect(await page.getByTestId('team-rest-base-saber').textContent()).toContain('저택')
    expect(await page.getByTestId('team-region-saber-0').count()).toBe(0)
    await shot('must-rest')
    await page.getByTestId('team-region-m-haneul-0').selectOption('park')
    await page.getByTestId('team-seal-m-haneul').click()
    await expect.poll(() => page.getByTestId('team-sealed-m-haneul').textContent()).toContain('공원')
  })

  it('T.1 a daily master names three different regions under three labels; the seal waits until they are', async () => {
    await send({ type: 'turn.cancel' }, { type: 'actor.adjust', actor: 'm-haneul', mp: 20 }, { type: 'turn.start' })
    const page = red.page
    await page.getByTestId('team-action-m-haneul-daily').waitFor()
    expect(await page.locator('[data-testid^="team-action-m-haneul-"]').count()).toBe(3)
    await page.getByTestId('team-action-m-haneul-daily').click()
    expect(await page.getByTestId('team-slot-m-haneul').locator('label.region span').allTextContents()).toEqual(['지역 1', '지역 2', '지역 3'])
    await page.getByTestId('team-region-m-haneul-0').selectOption('church')
    await page.getByTestId('team-region-m-haneul-1').selectOption('church')
    expect(await page.getByTestId('team-seal-m-haneul').isDisabled()).toBe(true)
    expect(await page.getByTestId('team-needs-m-haneul').textContent()).toContain('서로 다른 지역')
    await shot('daily-regions')
    await page.getByTestId('team-region-m-haneul-1').selectOption('port')
    await page.getByTestId('team-region-m-haneul-2').selectOption('park')
    expect(await page.getByTestId('team-seal-m-haneul').isDisabled()).toBe(false)
    expect(await page.getByTestId('team-needs-m-haneul').count()).toBe(0)
  })

  it('D.40 a back-row master is not offered smash, counter or assault, and the phone says why', async () => {
    await send({ type: 'turn.cancel' }, { type: 'duel.start', combatants: [{ actor: 'm-haneul', row: 'back' }, { actor: 'saber' }, { actor: 'lancer' }] })
    const page = red.page
    const select = page.getByTestId('team-card-m-haneul-lancer')
    await select.waitFor()
    // Only a wait is left to offer to the master: every card it holds is a basic one (D.20).
    expect(await select.locator('option').allTextContents()).toEqual(['대기'])
    const withheld = await page.getByTestId('team-withheld-m-haneul').textContent()
    for (const word of ['강타', '반격', '맹공']) expect(withheld).toContain(word)
    expect((await page.getByTestId('team-card-saber-lancer').locator('option').count()) > 1).toBe(true)
    await shot('back-row-master')
  })
})

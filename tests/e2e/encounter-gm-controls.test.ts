import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { meleeRound1, meleeRound2, plots, pursuitAndEnd, scoutRound } from '../machines/encounter/log/battle-script'
import { startStack, type Stack } from './harness'
import { hostSteps, poll, text } from './page-steps'

// The second reading's encounter controls as the GM meets them in Chromium (issue 12): a tie of PCs
// in one paragraph settled by 1D6 (E.12), an attack a gift permits on a face-down threat (E.20), a
// threat broken by hand (E.21), the pursuit round's +1D6 on damage entered by hand (E.50) — every die
// left to the host's own dice source — and the party's wheel on the board (E.73). The set-up of each
// moment is sent to the host as the panel would send it; the controls under test are clicked.

let stack: Stack
let gm: Page
let board: Page
const pageErrors: string[] = []

const { send, battle } = hostSteps(() => stack)

beforeAll(async () => {
  stack = await startStack()
  expect((await stack.host.newFromDemo()).ok).toBe(true)
  gm = await stack.gmPage()
  board = await stack.boardPage()
  for (const page of [gm, board]) page.on('pageerror', (error) => pageErrors.push(error.message))
  await send({ type: 'encounter.start', monster: 'ferry-shade', pcs: ['pc-haneul', 'pc-elias', 'pc-sora', 'pc-verdant'], ambush: true })
  for (const [pc, plot] of Object.entries({ 'pc-haneul': 1, 'pc-elias': 1, 'pc-sora': 4, 'pc-verdant': 6 })) await send({ type: 'encounter.plot', pc, plot })
  await send({ type: 'encounter.revealPlots' })
})
afterAll(async () => {
  await stack?.close()
})
// A throw while rendering freezes the panel silently (the order roll once never showed, and Apply
// seemed to send nothing): every step names any page error it met.
afterEach(() => {
  expect(pageErrors).toEqual([])
})

describe('the GM’s encounter controls of the second reading, in Chromium', () => {
  it('E.12 two PCs in paragraph 1: the panel offers the 1D6 tie-break; a typed face and a pasted BCDice line that tie are refused; left empty, the host rolls it (a tie rerolled, never refused) and the order is recorded and shown', async () => {
    await gm.getByTestId('order-roll').waitFor()
    expect(await gm.getByTestId('order-die-pc-haneul').inputValue()).toBe('')
    await stack.screenshot(gm, 'e12-order-offered')
    // The GM types one PC's die and pastes the other's BCDice line: the faces are read, a tie is refused (roll again).
    await gm.getByTestId('order-die-pc-haneul').fill('4')
    await gm.getByTestId('order-die-pc-elias').fill('(1D6) ＞ 4')
    expect(await text(gm, 'order-die-pc-elias-read')).toContain('4')
    await gm.getByTestId('order-go').click()
    await poll(() => text(gm, 'refusal')).toContain('한하늘, 엘리아스가 동점입니다: 다시 굴리세요 (E.12)')
    expect((await battle()).order).toBeNull()
    await stack.screenshot(gm, 'e12-order-tie-refused')
    await gm.getByTestId('order-die-pc-haneul').fill('')
    await gm.getByTestId('order-die-pc-elias').fill('')
    // E.12: left empty, one click settles it — a tie on the host's dice is rerolled and recorded, never refused.
    await gm.getByTestId('order-go').click()
    await poll(async () => (await battle()).order !== null).toBe(true)
    expect(await gm.getByTestId('refusal').count()).toBe(0)
    const order = (await battle()).order!
    expect(order.position).toBe(1)
    const faces = (pc: string) => [order.rolls[pc]!, ...(order.rerolls?.[pc] ?? [])]
    expect([...faces(order.pcs[0]!), ...faces(order.pcs[1]!)].every((face) => face >= 1 && face <= 6)).toBe(true)
    expect(faces(order.pcs[0]!).at(-1)!).toBeGreaterThan(faces(order.pcs[1]!).at(-1)!)
    await gm.getByTestId('order-roll').waitFor({ state: 'detached' })
    const first = order.pcs[0] === 'pc-haneul' ? '한하늘' : '엘리아스'
    expect(await text(gm, 'encounter-next')).toContain(`${first} →`)
    await stack.screenshot(gm, 'e12-order-recorded')
  })

  it('E.20 a gift permits the face-down River Maw as a target: marked in the list, the attack lands and the log says a gift permitted it', async () => {
    const target = gm.getByTestId('attack-target')
    expect(await target.locator('option').allTextContents()).not.toContain('강의 아가리 (뒷면)')
    await gm.getByTestId('attack-gift-permits').check()
    await poll(async () => target.locator('option').allTextContents()).toContain('강의 아가리 (뒷면)')
    await target.selectOption('river-maw')
    await stack.screenshot(gm, 'e20-gift-target')
    const attacker = (await battle()).order!.pcs[0]!
    await gm.getByTestId('actor-pc').selectOption(attacker)
    await gm.getByTestId('attack-go').click()
    await gm.getByTestId('check-dialog').waitFor()
    await gm.getByTestId('check-apply').click()
    await poll(async () => (await battle()).log.some((entry) => entry.kind === 'attack' && entry.gift === true)).toBe(true)
    await poll(() => text(gm, 'event-log')).toContain('은혜로 허용된 대상')
    await stack.screenshot(gm, 'e20-gift-logged')
  })

  it('E.21 the adjustment form breaks a threat by hand: it turns broken and acted, the body loses its durability, with the reason logged', async () => {
    const before = (await battle()).body.hp
    await gm.getByTestId('encounter-adjust').locator('summary').click()
    await gm.getByTestId('adjust-unit').selectOption('threat:ferry-toll')
    expect(await gm.getByTestId('adjust-hp').count()).toBe(0)
    await gm.getByTestId('adjust-break').check()
    await gm.getByTestId('adjust-reason').fill('은혜: 절단의 의식')
    await stack.screenshot(gm, 'e21-break-form')
    await gm.getByTestId('adjust-go').click()
    await poll(async () => (await battle()).slots.find((s) => s.threat === 'ferry-toll')?.broken).toBe(true)
    expect((await battle()).body.hp).toBe(before - 4)
    await poll(() => text(gm, 'event-log')).toContain('절단의 의식')
  })

  it('E.73 the board shows the party’s one wheel during the battle, each domain by its word and number, within the screen', async () => {
    const wheel = (await battle()).wheel
    await board.getByTestId('board-wheel').waitFor()
    for (const [domain, word] of [['black', '흑'], ['red', '적'], ['blue', '청'], ['green', '녹'], ['white', '백']] as const) {
      expect(await text(board, `board-wheel-${domain}`)).toBe(`${word} ${wheel[domain]}`)
    }
    for (const [width, height] of [[1920, 1080], [1280, 720]] as const) {
      await board.setViewportSize({ width, height })
      await poll(() => board.evaluate('[document.documentElement.scrollWidth, document.documentElement.scrollHeight].join("x")')).toBe(`${width}x${height}`)
      const box = await board.getByTestId('board-wheel').boundingBox()
      expect(box && box.y + box.height <= height && box.x + box.width <= width, `wheel inside ${width}×${height}`).toBe(true)
      await stack.screenshot(board, `e73-board-wheel-${width}`)
    }
    // A mood die banked (here by hand) shows on the board at once.
    await send({ type: 'encounter.adjust', unit: { kind: 'pc', pc: 'pc-sora' }, inga: { domain: 'green', change: 1 } })
    await poll(() => text(board, 'board-wheel-green')).toBe(`녹 ${wheel.green + 1}`)
  })

  it('E.50 in the pursuit round the adjustment form asks for the +1D6 on hand-entered damage; left empty, the host rolls it and the loss includes it', async () => {
    await send({ type: 'encounter.cancel' })
    for (const command of [...scoutRound, ...plots, ...meleeRound1, ...meleeRound2, ...pursuitAndEnd.slice(0, 2)]) await send(command)
    expect((await battle()).round).toBe(3)
    const before = (await battle()).pcs.find((pc) => pc.id === 'pc-elias')!.hp
    const details = gm.getByTestId('encounter-adjust')
    if ((await details.getAttribute('open')) === null) await details.locator('summary').click()
    await gm.getByTestId('adjust-unit').selectOption('pc:pc-elias')
    expect(await gm.getByTestId('adjust-pursuit').count()).toBe(0)
    await gm.getByTestId('adjust-hp').fill('-2')
    await gm.getByTestId('adjust-pursuit').waitFor()
    expect(await gm.getByTestId('adjust-pursuit').inputValue()).toBe('')
    await stack.screenshot(gm, 'e50-pursuit-hand-damage')
    // Words that hold no die are refused with the field's reason; nothing is sent, the form keeps the loss.
    await gm.getByTestId('adjust-pursuit').fill('많이')
    await gm.getByTestId('adjust-pursuit-unreadable').waitFor()
    await gm.getByTestId('adjust-go').click()
    await poll(() => text(gm, 'refusal')).toContain('주사위 눈을 읽지 못했습니다')
    expect((await battle()).log.at(-1)?.kind).not.toBe('adjust')
    expect(await gm.getByTestId('adjust-hp').inputValue()).toBe('-2')
    await gm.getByTestId('adjust-pursuit').fill('')
    await gm.getByTestId('adjust-go').click()
    await poll(async () => (await battle()).log.at(-1)?.kind).toBe('adjust')
    const entry = (await battle()).log.at(-1)!
    if (entry.kind !== 'adjust') throw new Error('no adjustment logged')
    expect(entry.pursuitDie).toBeGreaterThanOrEqual(1)
    expect(entry.pursuitDie).toBeLessThanOrEqual(6)
    expect((await battle()).pcs.find((pc) => pc.id === 'pc-elias')!.hp).toBe(Math.max(0, before - 2 - entry.pursuitDie!))
    await poll(() => text(gm, 'event-log')).toContain(`추격 +${entry.pursuitDie} (E.50)`)
    expect(pageErrors).toEqual([])
  })
})

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { callChecked } from '../../src/shared/command-args'
import { startStack, type Stack } from './harness'
import { battleStart } from '../machines/encounter/log/battle-script'

// Issue 11, "Secrets need a second look" and "Entry that keeps up with the table" (the paste box).
let stack: Stack
let gm: Page
let board: Page

const run = async (command: Record<string, unknown>): Promise<void> => {
  const result = await callChecked(stack.host, 'dispatch', [command])
  if (!result.ok) throw new Error(`${JSON.stringify(command)} was refused: ${result.error}`)
}
const phaseOf = async () => (await stack.host.state()).gm?.context.phase?.kind ?? 'idle'
const phaseContext = async () => (await stack.host.state()).gm?.context.phase?.context

/** The test id of the element that has the keyboard focus. */
const focused = () => gm.evaluate("document.activeElement?.getAttribute('data-testid') ?? null") as Promise<string | null>

beforeAll(async () => {
  stack = await startStack()
  gm = await stack.gmPage()
  board = await stack.boardPage()
})
afterAll(async () => {
  await stack?.close()
})
beforeEach(async () => {
  const created = await stack.host.newFromDemo()
  if (!created.ok) throw new Error(created.error)
  await expect.poll(() => gm.getByTestId('phase-idle').count()).toBe(1)
})

describe('a true name reaches the board only after a second look', () => {
  it('asks first, saying every player will see it; Esc keeps it hidden, Enter shows it', async () => {
    await gm.getByRole('tab', { name: '푸른 진영' }).click()
    const reveal = gm.getByTestId('reveal-saber')
    await reveal.click()
    const box = gm.getByTestId('reveal-saber-confirm-box')
    await expect.poll(() => box.textContent()).toContain('모든 플레이어')
    expect(await box.textContent()).toContain('Roland')
    // The confirm button has the focus, so Enter confirms and Esc keeps.
    expect(await focused()).toBe('reveal-saber-confirm')
    await stack.screenshot(gm, 'second-look-reveal-asks')
    await gm.keyboard.press('Escape')
    await expect.poll(() => box.count()).toBe(0)
    expect(await focused()).toBe('reveal-saber')
    expect(await board.getByTestId('board').textContent()).not.toContain('Roland')

    await reveal.click()
    await expect.poll(() => box.count()).toBe(1)
    await gm.keyboard.press('Enter')
    await expect.poll(() => board.getByTestId('board').textContent()).toContain('Roland')
    await expect.poll(() => gm.getByTestId('hide-saber').count()).toBe(1)
    await stack.screenshot(gm, 'second-look-revealed')
  })

  it('in English the question says the same', async () => {
    await gm.getByTestId('language').selectOption('en')
    await gm.getByRole('tab', { name: 'Blue' }).click()
    await gm.getByTestId('reveal-saber').click()
    expect(await gm.getByTestId('reveal-saber-confirm-box').textContent()).toContain('every player')
    await stack.screenshot(gm, 'second-look-reveal-asks-en')
    await gm.getByTestId('reveal-saber-dismiss').click()
    await gm.getByTestId('language').selectOption('ko')
  })

  it('the servant sheet warns before a save that would show the true name', async () => {
    await gm.getByTestId('view-editors').click()
    await gm.getByTestId('editor-kind-servants').click()
    await gm.getByTestId('edit-form-servant').first().waitFor()
    const form = gm.getByTestId('edit-form-servant').first()
    expect(await form.getByTestId('reveal-warning').count()).toBe(0)
    await form.locator('input[name="trueNameRevealed"]').check()
    expect(await form.getByTestId('reveal-warning').textContent()).toContain('모든 플레이어')
    await form.locator('input[name="trueNameRevealed"]').uncheck()
    // The form was touched: leaving the Editors asks first (issue 17); nothing is saved.
    await gm.getByTestId('view-play').click()
    await gm.getByTestId('unsaved-discard').click()
    await gm.getByTestId('phase-idle').waitFor()
  })
})

describe('destructive buttons confirm, and say how to undo', () => {
  it('cancel turn: Esc keeps the turn, confirming ends it, and the header undo brings it back', async () => {
    await gm.getByTestId('start-turn').click()
    await gm.getByTestId('submit-saber').waitFor()
    await gm.getByTestId('action-saber').selectOption('investigate')
    await gm.getByTestId('region-saber-0').selectOption('port')
    await gm.getByTestId('submit-saber').click()
    await gm.getByTestId('turn-cancel').click()
    expect(await gm.getByTestId('turn-cancel-confirm-box').textContent()).toContain('Ctrl+Z')
    await stack.screenshot(gm, 'second-look-cancel-turn')
    await gm.keyboard.press('Escape')
    expect(await phaseOf()).toBe('warTurn')
    await gm.getByTestId('turn-cancel').click()
    await gm.getByTestId('turn-cancel-confirm').click()
    await expect.poll(phaseOf).toBe('idle')
    await gm.getByTestId('undo').click()
    await expect.poll(phaseOf).toBe('warTurn')
    expect(await phaseContext()).toMatchObject({ declarations: [{ actor: 'saber' }] })
  })

  it('cancel duel and cancel battle ask before ending the phase', async () => {
    await run({ type: 'duel.start', combatants: [{ actor: 'saber' }, { actor: 'lancer' }] })
    await gm.getByTestId('duel-cancel').click()
    expect(await gm.getByTestId('duel-cancel-confirm-box').textContent()).toContain('전투')
    await stack.screenshot(gm, 'second-look-cancel-duel')
    await gm.keyboard.press('Enter')
    await expect.poll(phaseOf).toBe('idle')

    await run(battleStart)
    await gm.getByTestId('encounter-cancel').click()
    expect(await gm.getByTestId('encounter-cancel-confirm-box').textContent()).toContain('전투')
    await stack.screenshot(gm, 'second-look-cancel-battle')
    await gm.getByTestId('encounter-cancel-dismiss').click()
    expect(await phaseOf()).toBe('encounter')
    await gm.getByTestId('encounter-cancel').click()
    await gm.getByTestId('encounter-cancel-confirm').click()
    await expect.poll(phaseOf).toBe('idle')
  })

  it('close campaign asks first; confirming shows the picker', async () => {
    await gm.getByTestId('close-campaign').click()
    expect(await gm.getByTestId('close-campaign-confirm-box').textContent()).toContain('최근 목록')
    await stack.screenshot(gm, 'second-look-close')
    await gm.keyboard.press('Escape')
    expect((await stack.host.state()).gm).not.toBeNull()
    await gm.getByTestId('close-campaign').click()
    await gm.getByTestId('close-campaign-confirm').click()
    await expect.poll(async () => (await stack.host.state()).gm).toBeNull()
  })
})

describe('the paste box checks each line (issue 11)', () => {
  it('T.3 shows ✓ or the reason per line, declares the good lines and keeps the bad ones in the box with their reasons', async () => {
    await gm.getByTestId('start-turn').click()
    await gm.getByTestId('paste-text').fill(
      ['세이버 일상 항구', '랜서 일상 항구 교회', '엘리아스: 정탐 상점가', '누군가 휴식', 'archer investigate market', 'saber rest'].join('\n')
    )
    const preview = gm.getByTestId('paste-preview')
    await expect.poll(() => preview.locator('li').count()).toBe(6)
    const okOf = (n: number) => gm.getByTestId(`paste-line-${n}`).getAttribute('data-ok')
    expect([await okOf(1), await okOf(2), await okOf(3), await okOf(4), await okOf(5), await okOf(6)]).toEqual(['true', 'false', 'true', 'false', 'true', 'false'])
    expect(await gm.getByTestId('paste-line-2').textContent()).toContain('T.3')
    expect(await gm.getByTestId('paste-line-2').locator('button[data-rule="T.3"]').count()).toBe(1)
    expect(await gm.getByTestId('paste-line-3').textContent()).toContain('정보 탐색')
    expect(await gm.getByTestId('paste-line-4').textContent()).toContain('누군가')
    expect(await gm.getByTestId('paste-line-6').textContent()).toContain('1번째 줄')
    expect(await gm.getByTestId('paste-accept').textContent()).toContain('3')
    await stack.screenshot(gm, 'paste-per-line-preview')

    await gm.getByTestId('paste-text').press('Control+Enter')
    await expect.poll(() => gm.getByTestId('paste-applied').textContent()).toContain('3줄 선언함')
    const declared = ((await phaseContext()) as { declarations: { actor: string }[] }).declarations.map((d) => d.actor)
    expect(declared.sort()).toEqual(['archer', 'm-elias', 'saber'])
    expect(await gm.getByTestId('paste-text').inputValue()).toBe(['랜서 일상 항구 교회', '누군가 휴식', 'saber rest'].join('\n'))
    await expect.poll(() => preview.locator('li').count()).toBe(3)
    expect(await gm.getByTestId('paste-line-1').textContent()).toContain('T.3')
    // saber was declared by this paste: its second line is now a replacement, the machine's to judge.
    await stack.screenshot(gm, 'paste-per-line-kept')
  })
})

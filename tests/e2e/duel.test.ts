import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { startStack, type Stack } from './harness'

let stack: Stack
let gm: Page
let board: Page

/** The board while plays were sealed: its whole text, its fighters part, and the labels those plays were about to reveal. */
const sealedSnaps: { exchange: number; text: string; fighters: string; hidden: string[] }[] = []
/** Every board text taken during the duel. */
const boardTexts: string[] = []

const cardWords = ['강타', '반격', '맹공', '스킬', '마술', '보구', '치명', '대기']
const trueNames = ['Roland', 'Hector', 'William Tell', 'Paracelsus']
/** The skills and NPs the cards come from: the GM sees them, the players only see kind and grade. */
const cardSources = ['최후의 분투', '부서지지 않는 검', '창의 춤', '트로이의 성벽', '일발필중', '사과를 꿰는 화살']

const squash = (text: string | null): string => (text ?? '').replace(/\s+/g, ' ').trim()

const snapBoard = async (): Promise<string> => {
  const text = (await board.getByTestId('board').textContent()) ?? ''
  boardTexts.push(text)
  return text
}

/** The board's duel section without the last accepted exchange: header, fighters, seal marks, bars. */
const boardFighters = async (): Promise<string> =>
  (await board.locator('[data-testid="board-duel"] > :not([data-testid="board-exchange"])').allTextContents()).join(' ')

const hpOnBoard = (actor: string): Promise<string | null> =>
  board.getByTestId(`board-fighter-${actor}`).getByRole('meter', { name: 'HP' }).getAttribute('aria-valuenow')

/**
 * Types an exchange's plays by keyboard only, as the GM does: each entry goes into the focused
 * sealed slot, Enter seals it and the focus moves on. After every seal the board is read.
 */
async function sealAll(exchange: number, plays: [string, string][], hidden: string[]): Promise<void> {
  await gm.locator(`input[data-entry="${plays[0][0]}"]`).focus()
  for (const [i, [actor, entry]] of plays.entries()) {
    await expect.poll(() => gm.locator(`input[data-entry="${actor}"]:focus`).count()).toBe(1)
    await gm.keyboard.type(entry)
    await gm.keyboard.press('Enter')
    await expect.poll(() => gm.getByTestId(`sealed-${actor}`).textContent()).toBe('✓')
    await expect.poll(() => board.getByTestId(`board-sealed-${actor}`).textContent()).toBe('✓ 제출')
    sealedSnaps.push({ exchange, text: await snapBoard(), fighters: await boardFighters(), hidden })
    if (i === plays.length - 1) await expect.poll(() => gm.getByTestId('duel-reveal').isEnabled()).toBe(true)
  }
  expect(await gm.getByTestId('refusal').count()).toBe(0)
}

/** Reveals, and returns each pairing and the support line as the board shows them. */
async function reveal(exchange: number): Promise<{ pairings: string[]; shown: string }> {
  await gm.getByTestId('duel-reveal').click()
  await expect.poll(() => gm.getByTestId(`exchange-${exchange}`).count()).toBe(1)
  await expect.poll(() => board.getByTestId('board-exchange').textContent()).toContain(`${exchange}번째 교환 공개`)
  await snapBoard()
  const pairings = await board.getByTestId('board-exchange').locator('[data-testid^="board-pairing-"]').allTextContents()
  return { pairings: pairings.map(squash), shown: squash(await board.getByTestId('board-exchange').textContent()) }
}

/** Accepts the revealed exchange and waits until both pages moved on to the next one. */
async function accept(exchange: number): Promise<void> {
  await gm.getByTestId('duel-accept').click()
  await expect.poll(() => board.getByTestId('board-exchange').textContent()).not.toContain('공개')
  await expect.poll(() => gm.getByTestId('duel').textContent()).toContain(`${exchange + 1}번째 교환`)
  await snapBoard()
}

beforeAll(async () => {
  stack = await startStack()
  gm = await stack.gmPage()
  board = await stack.boardPage()
})
afterAll(async () => {
  await stack?.close()
})

describe('a 3-way melee with a back-row supporter in Chromium: exchanges, a retreat, the end, the winner', () => {
  it('D.50 D.40 starts from the idle panel: Saber with her master in the back row, Lancer and Archer, three sides', async () => {
    for (const actor of ['saber', 'm-haneul', 'lancer', 'archer']) await gm.getByTestId(`duel-pick-${actor}`).check()
    const rowOf = (actor: string) => gm.locator('tr', { has: gm.getByTestId(`duel-pick-${actor}`) })
    for (const [actor, side] of [['saber', 'red'], ['m-haneul', 'red'], ['lancer', 'blue'], ['archer', 'green']]) {
      await rowOf(actor).getByLabel('진영').selectOption(side)
    }
    await rowOf('m-haneul').getByLabel('열').selectOption('back')
    expect(await gm.getByTestId('start-duel').textContent()).toContain('4명')
    await gm.getByTestId('start-duel').click()

    await expect.poll(() => gm.getByTestId('duel').count()).toBe(1)
    await expect.poll(() => board.getByTestId('board-duel').count()).toBe(1)
    expect(await gm.getByTestId('melee-grid').count()).toBe(1)
    expect(squash(await board.getByTestId('board-fighter-m-haneul').textContent())).toContain('한하늘 후열 … 고르는 중')
    expect(await Promise.all(['saber', 'm-haneul', 'lancer', 'archer'].map(hpOnBoard))).toEqual(['60', '20', '64', '48'])
    const text = await snapBoard()
    for (const word of cardWords) expect(text).not.toContain(word)
  })

  it('D.14 D.43 D.47 exchange 1: the attack support adds 2 to Saber’s winning blow, Saber’s guard takes 1 off Lancer’s', async () => {
    await sealAll(
      1,
      [['saber', 's5@lancer a@archer'], ['m-haneul', '+ga@saber'], ['lancer', 'c@saber s@archer'], ['archer', 'c@saber a@lancer']],
      ['강타 5', '반격 5', '맹공 4', '반격 3', '강타 4']
    )
    const { pairings, shown } = await reveal(1)
    expect(pairings).toEqual([
      '세이버 강타 5 −4 HP 대랜서 반격 5 —', // counter beats smash: 5 − Saber's skill guard 1
      '세이버 맹공 4 — 대아처 반격 3 −6 HP', // assault beats counter: 4 + general attack support 2
      '랜서 강타 4 — 대아처 맹공 4 −4 HP' // smash beats assault
    ])
    expect(shown).toContain('한하늘 → 세이버 보조 (공격)')
    await accept(1)
    expect(await Promise.all(['saber', 'm-haneul', 'lancer', 'archer'].map(hpOnBoard))).toEqual(['56', '20', '64', '38'])
  })

  it('D.2 D.44 exchange 2: skill cards; the defence support and the guard bring Lancer’s skill 4 down to 2', async () => {
    await sealAll(
      2,
      [['saber', 'a@lancer k@archer'], ['m-haneul', '+gd@saber'], ['lancer', 'k@saber c@archer'], ['archer', 's@saber k@lancer']],
      ['스킬 4', '강타 3', '스킬 5']
    )
    const { pairings, shown } = await reveal(2)
    expect(pairings).toEqual([
      '세이버 맹공 4 −2 HP 대랜서 스킬 4 —', // skill beats assault: 4 − defence support 1 − guard 1
      '세이버 스킬 4 — 대아처 강타 3 −4 HP', // skill beats smash
      '랜서 반격 5 — 대아처 스킬 5 —' // Archer wins, Lancer's guards (skill 2 + NP 3) take all 5 off
    ])
    expect(shown).toContain('한하늘 → 세이버 보조 (방어)')
    await accept(2)
    expect(await Promise.all(['saber', 'm-haneul', 'lancer', 'archer'].map(hpOnBoard))).toEqual(['54', '20', '64', '34'])
  })

  it('D.60 Archer tries to retreat from Lancer: 5 + 4 + 4 = 13 is 10 or more, so it fails, Archer takes 13 and stays', async () => {
    const form = gm.getByTestId('retreat-form')
    await form.getByLabel('후퇴하는 쪽').selectOption('archer')
    await form.getByLabel('판정패를 내는 상대').selectOption('lancer')
    await form.getByLabel('판정패 1').selectOption('counter')
    await form.getByLabel('판정패 2').selectOption('assault')
    await form.getByLabel('판정패 3').selectOption('smash')
    expect(await form.textContent()).toContain('합계 13 (10 이상이면 실패)')
    await form.getByRole('button', { name: '후퇴', exact: true }).click()

    await expect.poll(() => board.getByTestId('board-duel').textContent()).toContain('아처, 랜서에게서 후퇴 실패 (피해 13)')
    expect(await gm.getByTestId('duel').textContent()).toContain('아처, 랜서에게서 후퇴 실패 (피해 13)')
    expect(await hpOnBoard('archer')).toBe('21')
    expect(squash(await board.getByTestId('board-fighter-archer').textContent())).toContain('아처 전열 … 고르는 중')
    expect(await gm.getByTestId('refusal').count()).toBe(0)
    await snapBoard()
  })

  it('D.34 D.35 D.51 exchange 3: NPs; no support on an NP pairing, and an NP presenter waits against the rest', async () => {
    await sealAll(
      3,
      [['saber', 'np@lancer'], ['m-haneul', '+ga@saber'], ['lancer', 'a@saber k@archer'], ['archer', 'np@saber']],
      ['보구 7', '보구 6', '대기']
    )
    await stack.screenshot(gm, 'duel-gm-sealed')
    const { pairings } = await reveal(3)
    expect(pairings).toEqual([
      '세이버 보구 7 — 대랜서 맹공 4 −2 HP', // NP beats: 7, no attack support (D.35), − Lancer's guards 2 + 3
      '세이버 대기 −6 HP 대아처 보구 6 —', // Saber waits here (D.51): the full 6, no guard (D.16)
      '랜서 스킬 4 — 대아처 대기 −4 HP' // Archer waits against Lancer (D.51)
    ])
    await stack.screenshot(board, 'duel-board')
    await accept(3)
    expect(await Promise.all(['saber', 'm-haneul', 'lancer', 'archer'].map(hpOnBoard))).toEqual(['48', '20', '62', '17'])
  })

  it('D.70 D.71 the GM ends the duel: Blue dealt the most (6/60 + 21/48) and wins; applying writes the hp, and the duel ends no scene (V.9)', async () => {
    await gm.getByTestId('duel-end').click()
    await expect.poll(() => gm.getByTestId('duel-over').count()).toBe(1)
    const over = squash(await gm.getByTestId('duel-over').textContent())
    expect(over).toContain('푸른 진영 승리 D.71 GM이 종료')
    await expect.poll(() => board.getByTestId('board-duel-result').textContent()).toContain('푸른 진영 승리')
    expect(squash(await board.getByTestId('board-duel-result').textContent())).toBe('푸른 진영 승리 GM이 종료')
    await snapBoard()

    const duel = (await stack.host.state()).gm!.context.phase
    expect(duel?.kind).toBe('duel')
    const verdict = duel?.kind === 'duel' ? duel.context.over!.verdict : null
    expect(verdict?.winner).toBe('blue')
    expect(verdict?.scores.red).toBeCloseTo(10 / 48 + 2 / 64, 10)
    expect(verdict?.scores.blue).toBeCloseTo(6 / 60 + 21 / 48, 10)
    expect(verdict?.scores.green).toBeCloseTo(6 / 60, 10)
    expect(verdict?.taken.archer).toEqual({ general: 23, skill: 8, magic: 0, np: 0, special: 0 })
    expect(verdict?.taken.saber).toEqual({ general: 4, skill: 2, magic: 0, np: 6, special: 0 })
    expect(verdict?.taken.lancer).toEqual({ general: 0, skill: 0, magic: 0, np: 2, special: 0 })
    // The tally names each row's direction, so 23 general taken by Archer cannot be read as dealt.
    expect(squash(await gm.getByTestId('tally-archer-taken').innerText())).toBe('← 받은 피해 23 8 0 0 0 31')
    const archerDealt = verdict!.dealt.archer
    const dealtTotal = Object.values(archerDealt).reduce((a, b) => a + b, 0)
    expect(squash(await gm.getByTestId('tally-archer-dealt').innerText())).toBe(
      `${squash(await gm.getByTestId('tally-archer-dealt').locator('th').innerText())} → 가한 피해 ${Object.values(archerDealt).join(' ')} ${dealtTotal}`
    )
    await stack.screenshot(gm, 'duel-gm')
    await stack.screenshot(board, 'duel-board-over')

    await gm.getByTestId('duel-apply').click()
    await expect.poll(() => gm.getByTestId('phase-idle').count()).toBe(1)
    await expect.poll(() => board.getByTestId('board-duel').count()).toBe(0)
    const campaign = (await stack.host.state()).gm!.context.campaign
    const hp = (id: string) => [...campaign.servants, ...campaign.masters].find((a) => a.id === id)?.hp
    expect(['saber', 'm-haneul', 'lancer', 'archer'].map(hp)).toEqual([48, 20, 62, 17])
    expect(campaign.scene).toBe(0)
  })

  it('the board never showed a sealed play, a remaining count, a card’s source or a true name', async () => {
    expect(sealedSnaps).toHaveLength(12)
    for (const snap of sealedSnaps) {
      for (const label of snap.hidden) expect(snap.text, `exchange ${snap.exchange} sealed`).not.toContain(label)
      for (const word of cardWords) expect(snap.fighters, `exchange ${snap.exchange} sealed`).not.toContain(word)
      expect(snap.fighters).toContain('✓ 제출')
    }
    // Every hidden label did show once its exchange was revealed, so the check above is not vacuous.
    for (const snap of sealedSnaps) for (const label of snap.hidden) expect(boardTexts.some((text) => text.includes(`${snap.exchange}번째 교환 공개`) && text.includes(label))).toBe(true)
    for (const text of boardTexts) {
      expect(text).not.toContain('×')
      for (const secret of [...trueNames, ...cardSources]) expect(text).not.toContain(secret)
    }
  })
})

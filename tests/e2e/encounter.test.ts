import { DynamicLoader } from 'bcdice'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import sample from '@data/encounter/sample-monster.json'
import { encounterKo } from '../../src/renderer/src/lib/i18n/encounter.ko'
import { startStack, type Stack } from './harness'

// The sample battle of tests/machines/encounter/battle.test.ts, driven through the GM panel in
// Chromium with the same dice TYPED into the panel's dice fields (never panel rolls), so the run is
// deterministic: set-up → scout (one success, one failure) → melee rounds 1 and 2 → pursuit check →
// pursuit round → win → spoils. After every GM action the board page is read and checked.
// Each `it` continues the battle of the one before it.

let stack: Stack
let gm: Page
let board: Page
const pageErrors: string[] = []

type Lane = '1' | '2' | '3' | '4' | '5' | 'margin'
const lanes: Lane[] = ['1', '2', '3', '4', '5', 'margin']
type ThreatId = (typeof sample.threats)[number]['id']

/** What the board must show at one moment of the battle. */
interface BoardExpectation {
  /** The round and step line, e.g. "난전 라운드 1 · 행동 처리". */
  round: string
  hp: number
  /** Threats face up, in paragraph order. */
  faceUp: ThreatId[]
  tokens: Partial<Record<Lane, string[]>>
  /** Each PC's "hp/max" in battle order. */
  pcHp: string[]
  /** How many PCs the board marks "plot sealed" (only while plotting). */
  plotted: number
  result: string | null
}

const ko = {
  haneul: '한하늘',
  elias: '엘리아스',
  sora: '윤소라',
  verdant: '베르당'
}
const maxHp = sample.body.hp
const paragraphOf = (threat: string): Lane => String(sample.board.paragraphs.findIndex((p) => p.threat === threat) + 1) as Lane
const card = (threat: string) => sample.threats.find((c) => c.id === threat)!
const fill = (template: string, params: Record<string, string | number>) => template.replace(/\{(\w+)\}/g, (_, key: string) => String(params[key]))
/** The card's numbers as the board prints them, label and number side by side (encounter.board.*). */
const numbersLine = (threat: string): string => {
  const c = card(threat)
  const check = fill(encounterKo['encounter.board.check'], { ability: encounterKo[`encounter.ability.${c.check}` as keyof typeof encounterKo] })
  return `${encounterKo['encounter.board.durability']} ${c.durability} ${encounterKo['encounter.board.attack']} ${c.attack} ${encounterKo['encounter.board.power']} ${c.power} ${check}`
}
/** Every text of a card that must stay off the board while it is face down: numbers, effect, target. */
const secretsOf = (threat: string): string[] => {
  const c = card(threat) as { effect: { ko: string }; target?: { ko: string } }
  return [numbersLine(threat), c.effect.ko, ...(c.target ? [c.target.ko] : [])]
}

const poll = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 8_000, interval: 40 })
const text = async (page: Page, testid: string) => ((await page.getByTestId(testid).textContent()) ?? '').replace(/\s+/g, ' ').trim()

/** The board's picture, read field by field through the page. */
async function boardPicture(): Promise<BoardExpectation> {
  const bar = board.getByTestId('board-body-hp')
  const faceUp: ThreatId[] = []
  const tokens: Partial<Record<Lane, string[]>> = {}
  for (const lane of lanes) {
    const box = board.getByTestId(`board-paragraph-${lane}`)
    if (lane !== 'margin' && (await box.locator('.face-down').count()) === 0) faceUp.push(sample.board.paragraphs[Number(lane) - 1]!.threat as ThreatId)
    const names = (await box.locator('.token').allTextContents()).map((name) => name.trim())
    if (names.length) tokens[lane] = names
  }
  const all = await text(board, 'board-encounter')
  return {
    round: await text(board, 'board-round'),
    hp: Number(await bar.getAttribute('aria-valuenow')),
    faceUp,
    tokens,
    pcHp: (await board.locator('.pc-hp').allTextContents()).map((hp) => hp.trim()),
    plotted: all.split(`✓ ${encounterKo['encounter.board.plotted']}`).length - 1,
    result: (await board.getByTestId('board-result').count()) ? await text(board, 'board-result') : null
  }
}

let expected: BoardExpectation = { round: '정찰 라운드 · 정찰', hp: maxHp, faceUp: [], tokens: {}, pcHp: ['24/24', '18/18', '20/20', '22/22'], plotted: 0, result: null }

/**
 * Waits for the board to show `change` on top of what it showed before, then checks what must
 * never be there: a face-down threat's numbers or effect (14.01), and the GM panel refused nothing.
 */
async function see(change: Partial<BoardExpectation>): Promise<string> {
  expected = { ...expected, ...change }
  await poll(boardPicture).toEqual(expected)
  const shown = await text(board, 'board-encounter')
  for (const threat of sample.threats.map((c) => c.id)) {
    const lane = await text(board, `board-paragraph-${paragraphOf(threat)}`)
    expect(lane).toContain(card(threat).name.ko)
    if (expected.faceUp.includes(threat as ThreatId)) {
      expect(lane).toContain(numbersLine(threat))
      expect(lane).toContain(card(threat).effect.ko)
    } else {
      expect(lane).toContain(encounterKo['encounter.faceDown'])
      for (const secret of secretsOf(threat)) expect(shown).not.toContain(secret)
    }
  }
  // The hp bar: its number and how far its fill reaches.
  const bar = board.getByTestId('board-body-hp')
  expect(await bar.getAttribute('aria-valuemax')).toBe(String(maxHp))
  expect(await text(board, 'board-body-hp')).toBe(`${expected.hp} / ${maxHp}`)
  const outer = (await bar.boundingBox())!
  const inner = (await bar.locator('.fill').boundingBox())!
  expect(inner.width / (outer.width - 4)).toBeCloseTo(expected.hp / maxHp, 1)
  expect(await gm.getByTestId('refusal').count()).toBe(0)
  return shown
}

/** Waits for the GM panel's "next step" line to say `words`. */
const gmNext = (words: string) => poll(() => text(gm, 'encounter-next')).toContain(words)

/**
 * Applies the pending check's choice in the dialog: action die, mood die and the pursuit +1D6,
 * each checked on the dialog before "apply".
 */
async function pick(action: number, mood: number | null = null, pursuitDie?: string): Promise<void> {
  const dialog = gm.getByTestId('check-dialog')
  await dialog.waitFor()
  const actionButton = gm.getByTestId(`pick-action-${action}`)
  if (await actionButton.isEnabled()) await actionButton.click()
  await poll(() => gm.getByTestId(`die-${action}`).getAttribute('class')).toContain('action')
  if (mood !== null) {
    await gm.getByTestId(`pick-mood-${mood}`).click()
    await poll(() => gm.getByTestId(`die-${mood}`).getAttribute('class')).toContain('mood')
  }
  if (pursuitDie) await gm.getByTestId('pursuit-die').fill(pursuitDie)
  // No other dice field may be open: an empty one would make the panel roll (E.71).
  expect(await dialog.locator('input').count()).toBe(pursuitDie ? 1 : 0)
  await gm.getByTestId('check-apply').click()
  await poll(() => dialog.count()).toBe(0)
}

/** A PC attack from the action panel, with the hit check's dice typed. */
async function attack(pc: string, dice: string, target = 'body'): Promise<void> {
  await gmNext(ko[pc.replace('pc-', '') as keyof typeof ko])
  await gm.getByTestId('actor-pc').selectOption(pc)
  await gm.getByTestId('attack-target').selectOption(target)
  await gm.getByTestId('attack-dice').fill(dice)
  await gm.getByTestId('attack-go').click()
}

/** A threat attack on a PC, with the defence check's dice typed. */
async function threatAttack(target: string, dice: string): Promise<void> {
  await gm.getByTestId('threat-target').selectOption(target)
  await gm.getByTestId('defence-dice').fill(dice)
  await gm.getByTestId('threat-attack').click()
}

/** The target table's 1D6, typed, for a threat with no PC in its paragraph (E.31). */
async function targetRoll(die: string): Promise<void> {
  await gm.getByTestId('target-dice').fill(die)
  await gm.getByTestId('target-roll').click()
}

beforeAll(async () => {
  stack = await startStack()
  gm = await stack.gmPage()
  board = await stack.boardPage()
  for (const page of [gm, board]) page.on('pageerror', (error) => pageErrors.push(error.message))
})
afterAll(async () => {
  await stack?.close()
})

describe('the sample encounter battle in Chromium: set-up and scout round', () => {
  it('14.01 the GM starts the battle with the sample monster and the four demo PCs; every threat is face down', async () => {
    await gm.getByTestId('encounter-monster').selectOption('ferry-shade')
    for (const pc of ['pc-haneul', 'pc-elias', 'pc-sora', 'pc-verdant']) await gm.getByTestId(`encounter-pc-${pc}`).check()
    // E.63: the battlefield table (BST), its die typed as the players rolled it: open ground (6), whose
    // effect is none, so the sample battle's numbers stand; the board reads BCDice's Korean words for the face.
    await gm.getByTestId('encounter-battlefield').check()
    await gm.getByTestId('encounter-battlefield-die').fill('6')
    await gm.getByTestId('encounter-go').click()
    await gmNext('정찰 라운드: 한하늘, 엘리아스, 윤소라, 베르당')
    expect(await text(gm, 'encounter-round')).toBe('정찰 라운드')
    const shown = await see({})
    expect(shown).toMatch(/전장표\(6\) ＞ \S/)
    expect(shown).toContain('옛 나루터의 망령')
    expect(shown).toContain('본체: 뱃사공의 등불 심장')
  })

  it('a dice field refuses a line it cannot read, in Korean, and sends nothing', async () => {
    await gm.getByTestId('scout-pc').selectOption('pc-elias')
    await gm.getByTestId('scout-dice').fill('엘리아스 정찰')
    expect(await text(gm, 'scout-dice-unreadable')).toContain('"엘리아스 정찰"에서 주사위 눈을 읽지 못했습니다')
    await gm.getByTestId('scout-go').click()
    await poll(() => text(gm, 'refusal')).toContain('"엘리아스 정찰"에서 주사위 눈을 읽지 못했습니다')
    await gmNext('정찰 라운드: 한하늘, 엘리아스, 윤소라, 베르당')
  })

  it('E.1 E.70 Elias scouts paragraph 2 with 5 2 3 (mind A+1) pasted as BCDice’s result line: success, only the fog lantern turns face up', async () => {
    // The line BCDice itself answers for Elias's check with these dice, as a GM pastes it from Ccfolia.
    const system = await new DynamicLoader().dynamicLoad('Amadeus:Korean')
    const botLine = (command: string): string => {
      const bot = new system(command)
      const queue = [5, 2, 3]
      Object.assign(bot.randomizer, { $random: () => queue.shift() })
      return bot.eval()!.text
    }
    await gm.getByTestId('scout-pc').selectOption('pc-elias')
    await gm.getByTestId('scout-paragraph').selectOption('2')
    // Issue 14: a line rolled for another check (no modifier, target 5) is pointed out, naming both; its faces are read all the same.
    await gm.getByTestId('scout-dice').fill(`Amadeus:Korean : ${botLine('RA>=5')}`)
    expect(await text(gm, 'scout-dice-read')).toBe('붙여 넣은 줄의 눈: 5 2 3')
    expect(await text(gm, 'scout-dice-other-check')).toBe('붙여 넣은 줄의 판정은 RA>=5, 이 판정은 RA+1>=4입니다. 눈은 그대로 씁니다')
    await stack.screenshot(gm, 'encounter-dice-other-check')
    await gm.getByTestId('scout-dice').fill(`Amadeus:Korean : ${botLine('RA+1>=4')}`)
    expect(await text(gm, 'scout-dice-read')).toBe('붙여 넣은 줄의 눈: 5 2 3')
    expect(await gm.getByTestId('scout-dice-other-check').count()).toBe(0)
    await gm.getByTestId('scout-go').click()
    await gmNext('엘리아스: 정찰 판정')
    expect(await text(gm, 'check-dialog')).toContain('두뇌 A+1 vs 4')
    await pick(0, 1)
    await gmNext('정찰 라운드: 한하늘, 윤소라, 베르당')
    const shown = await see({ faceUp: ['fog-lantern'] })
    expect(shown).toContain('엘리아스가 단락 2를 정찰: 성공 — 안개 등롱')
  })

  it('E.2 Sora fails to scout paragraph 5 with a 2: the scout round ends, the river maw stays face down', async () => {
    await gm.getByTestId('scout-pc').selectOption('pc-sora')
    await gm.getByTestId('scout-paragraph').selectOption('5')
    await gm.getByTestId('scout-dice').fill('2')
    await gm.getByTestId('scout-go').click()
    await pick(0)
    await gmNext('비밀 플롯 1–6 — 한하늘, 엘리아스, 윤소라, 베르당 대기 중')
    const shown = await see({ round: '난전 라운드 1 · 비밀 플롯' })
    expect(shown).toContain('윤소라가 단락 5를 정찰: 실패')
  })
})

describe('the sample encounter battle in Chromium: melee round 1', () => {
  it('E.11 the plots are sealed one by one; the board shows only who has sealed, never a position, until the reveal', async () => {
    const plots: [string, string][] = [
      ['pc-haneul', '1'],
      ['pc-elias', '2'],
      ['pc-sora', '4'],
      ['pc-verdant', '6']
    ]
    for (const [index, [pc, plot]] of plots.entries()) {
      expect(await gm.getByTestId(`plot-input-${pc}`).getAttribute('type')).toBe('password')
      await gm.getByTestId(`plot-input-${pc}`).fill(plot)
      await gm.getByTestId(`plot-seal-${pc}`).click()
      await poll(() => text(gm, `plot-${pc}`)).toContain('✓ 제출됨')
      expect(await gm.getByTestId(`plot-input-${pc}`).inputValue()).toBe('')
      await see({ plotted: index + 1 })
      if (index === 1) await stack.screenshot(board, 'encounter-board-plotting')
    }
    await gmNext('모든 플롯이 제출되었습니다')
    await gm.getByTestId('plots-reveal').click()
    await gmNext('단락 1: 한하늘 행동')
    await see({ round: '난전 라운드 1 · 행동 처리', plotted: 0, tokens: { '1': [ko.haneul], '2': [ko.elias], '4': [ko.sora], margin: [ko.verdant] } })
  })

  it('E.20 E.22 E.30 paragraph 1: Haneul hits the body for 7 (5 3 2; the party’s wheel has no black awakening, E.73), then the drowned hands turn face up', async () => {
    await attack('pc-haneul', '5 3 2')
    await pick(0, 1)
    await gmNext('단락 1: 익사자의 손 행동 (공격)')
    await see({ hp: 38, faceUp: ['drowned-hands', 'fog-lantern'] })
  })

  it('E.31 the drowned hands hit Haneul for 5 after a failed defence (1 2 3, action die 1)', async () => {
    await threatAttack('pc-haneul', '1 2 3')
    await pick(0)
    await gmNext('단락 2: 엘리아스 행동')
    const shown = await see({ pcHp: ['19/24', '18/18', '20/20', '22/22'] })
    expect(shown).toContain('익사자의 손이 한하늘에게 5 피해')
  })

  it('E.21 paragraph 2: Elias’s 5 hits the fog lantern for 4 + 2 = 6, breaking it: the body loses its durability 5; the oar sweep turns face up', async () => {
    await attack('pc-elias', '5', 'fog-lantern')
    await pick(0)
    await gmNext('단락 3: 노 휘두르기 행동 (공격)')
    const shown = await see({ hp: 33, faceUp: ['drowned-hands', 'fog-lantern', 'oar-sweep'] })
    expect(await text(board, 'board-paragraph-2')).toContain(encounterKo['encounter.broken'])
    expect(shown).toContain('엘리아스가 6 피해로 안개 등롱 격파: 본체가 내구도만큼 잃음')
  })

  it('E.31 the oar sweep, whose card names the lowest-hp PC, proposes Elias (18) and hits him in paragraph 2 for 7 (4 4 2)', async () => {
    await poll(() => gm.getByTestId('threat-target').inputValue()).toBe('pc-elias')
    await threatAttack('pc-elias', '4 4 2')
    await pick(0)
    await gmNext('단락 4: 윤소라 행동')
    await see({ pcHp: ['19/24', '11/18', '20/20', '22/22'] })
  })

  it('E.20 E.30 E.32 paragraph 4: Sora hits the body for 9 (3 5, action die 5); the ferry toll turns face up, takes effect, and the GM marks its effect applied', async () => {
    await attack('pc-sora', '3 5')
    await pick(1)
    await gmNext('단락 4: 뱃삯 요구 행동 (술식)')
    await see({ hp: 24, faceUp: ['drowned-hands', 'fog-lantern', 'oar-sweep', 'ferry-toll'] })
    await gm.getByTestId('threat-spell').click()
    await gmNext('효과를 직접 적용하세요')
    // E.32: the prompt reads the card's effect in the GM's language and says what to apply, never "[object Object]"
    expect(await text(gm, 'spell-effect')).toContain('뱃사공이 손바닥을 내밉니다')
    expect(await text(gm, 'spell-prompt')).not.toContain('[object Object]')
    expect(await text(gm, 'spell-todo')).toContain('조정 칸')
    await gm.getByTestId('spell-adjust').click()
    await poll(() => gm.getByTestId('encounter-adjust').getAttribute('open')).not.toBeNull()
    expect(await gm.getByTestId('adjust-reason').inputValue()).toBe('뱃삯 요구')
    await stack.screenshot(gm, 'encounter-spell-prompt')
    await gm.getByTestId('adjust-reason').fill('')
    await gm.getByTestId('effect-done').click()
    await gmNext('단락 5: 강의 아가리 공격 — 그 단락에 PC가 없음: 목표표를 굴리세요')
    await see({ faceUp: ['drowned-hands', 'fog-lantern', 'oar-sweep', 'ferry-toll', 'river-maw'] })
  })

  it('E.31 paragraph 5 is empty: target table 1 picks Elias (lowest hp), whose 6 defends against the river maw', async () => {
    await targetRoll('1')
    await poll(() => gm.getByTestId('threat-target').inputValue()).toBe('pc-elias')
    await threatAttack('pc-elias', '6')
    await pick(0)
    await gmNext('난외: 베르당 행동')
    const shown = await see({})
    expect(shown).toContain('엘리아스가 강의 아가리를 방어')
  })

  it('E.12 E.20 E.23 the margin acts last: Verdant hits for 7 + 0 = 7, no color of ruin (2 3 4 5, action die 5) and the round ends', async () => {
    await attack('pc-verdant', '2 3 4 5')
    await pick(3, 0)
    await gmNext('모두 행동했습니다: 라운드를 끝내세요')
    await see({ hp: 17, round: '난전 라운드 1 · 라운드 종료' })
    await stack.screenshot(board, 'encounter-board-round1')
  })
})

describe('the sample encounter battle in Chromium: melee round 2', () => {
  it('E.10 E.11 the GM ends round 1: round 2 keeps every token where it stood', async () => {
    await gm.getByTestId('round-end').click()
    await gmNext('단락 1: 한하늘 행동')
    await see({ round: '난전 라운드 2 · 행동 처리' })
  })

  it('E.24 Haneul moves to paragraph 3; the drowned hands, alone in paragraph 1, roll target table 6 and Elias defends with a 4', async () => {
    await gm.getByTestId('action-mode-move').check()
    await gm.getByTestId('move-to').selectOption('3')
    await gm.getByTestId('move-go').click()
    await gmNext('단락 1: 익사자의 손 공격 — 그 단락에 PC가 없음')
    await see({ tokens: { '2': [ko.elias], '3': [ko.haneul], '4': [ko.sora], margin: [ko.verdant] } })
    await targetRoll('6')
    await poll(() => gm.getByTestId('threat-target').inputValue()).toBe('pc-elias')
    await threatAttack('pc-elias', '4')
    await pick(0)
    await gmNext('단락 2: 엘리아스 행동')
    await see({})
  })

  it('E.25 E.32 Elias casts a spell, then obstructs the fog lantern (3 3 1) and cancels it', async () => {
    await gm.getByTestId('action-mode-spell').check()
    await gm.getByTestId('spell-go').click()
    await gmNext('단락 2: 안개 등롱 행동 (술식)')
    expect(await gm.getByTestId('obstructor').inputValue()).toBe('pc-elias')
    await gm.getByTestId('obstruct-dice').fill('3 3 1')
    await gm.getByTestId('threat-obstruct').click()
    await pick(0)
    await gmNext('단락 3: 노 휘두르기 행동 (공격)')
    const shown = await see({})
    expect(shown).toContain('엘리아스가 안개 등롱을 방해: 술식 무효')
  })

  it('E.31 paragraph 3: the oar sweep proposes Elias, the lowest hp, over Haneul who stands there, and hits him for 7 (2 2 1)', async () => {
    await poll(() => gm.getByTestId('threat-target').inputValue()).toBe('pc-elias')
    await threatAttack('pc-elias', '2 2 1')
    await pick(0)
    await gmNext('단락 4: 윤소라 행동')
    await see({ pcHp: ['19/24', '4/18', '20/20', '22/22'] })
  })

  it('E.23 Sora strikes with a 6 (mood die 1 to black, no awakening yet): 9 damage, no ruin dice asked', async () => {
    await attack('pc-sora', '6 1')
    await pick(0, 1)
    await gmNext('단락 4: 뱃삯 요구 행동 (술식)')
    await see({ hp: 8 })
    await gm.getByTestId('threat-spell').click()
    await gmNext('효과를 직접 적용하세요')
    await gm.getByTestId('effect-done').click()
    await gmNext('단락 5: 강의 아가리 공격 — 그 단락에 PC가 없음')
    await see({})
  })

  it('E.31 target table 5 (the highest valor) picks Verdant in the margin; with no black awakening the hit is its power 9 (1 1 2 3)', async () => {
    await targetRoll('5')
    await poll(() => gm.getByTestId('threat-target').inputValue()).toBe('pc-verdant')
    // E.31: BCDice's Korean words for TGT face 5 (목표표), on the board as on the GM's log.
    await poll(() => text(board, 'board-encounter')).toContain('목표표(5) ＞ ')
    await threatAttack('pc-verdant', '1 1 2 3')
    await pick(3)
    await gmNext('난외: 베르당 행동')
    await stack.screenshot(gm, 'encounter-gm')
    await stack.screenshot(board, 'encounter-board')
    await see({ pcHp: ['19/24', '4/18', '20/20', '13/22'] })
  })

  it('E.50 Verdant misses (1 1 1 2); with the body still at 8 the GM ends round 2 and a pursuit check is offered', async () => {
    await attack('pc-verdant', '1 1 1 2')
    await pick(3)
    await gmNext('모두 행동했습니다')
    await see({ round: '난전 라운드 2 · 라운드 종료' })
    await gm.getByTestId('round-end').click()
    await gmNext('본체가 아직 서 있습니다')
    await see({ round: '난전 라운드 2 · 추격 판정' })
  })
})

describe('the sample encounter battle in Chromium: pursuit round, win and spoils', () => {
  it('E.50 Sora’s skill check 4 2 against the body’s defence 4 succeeds: the pursuit round starts', async () => {
    await gm.getByTestId('pursuit-pc').selectOption('pc-sora')
    await gm.getByTestId('pursuit-ability').selectOption('skill')
    await gm.getByTestId('pursuit-dice').fill('4 2')
    await gm.getByTestId('pursuit-go').click()
    await pick(0)
    await gmNext('단락 1: 익사자의 손 공격 — 그 단락에 PC가 없음')
    await see({ round: '추격 라운드 · 행동 처리' })
  })

  it('E.50 E.72 the drowned hands (target table 1) take Elias to 0 with the pursuit +1D6 of 3; the fog lantern acts', async () => {
    await targetRoll('1')
    await threatAttack('pc-elias', '2')
    await pick(0, null, '3')
    await gmNext('단락 2: 안개 등롱 행동 (술식)')
    await see({ pcHp: ['19/24', '0/18', '20/20', '13/22'] })
    expect(await board.getByTestId('board-paragraph-2').locator('.token.down').count()).toBe(1)
    await gm.getByTestId('threat-spell').click()
    await gmNext('효과를 직접 적용하세요')
    await gm.getByTestId('effect-done').click()
    await gmNext('단락 3: 한하늘 행동')
  })

  it('E.51 Haneul’s 4 4 4 with the pursuit +1D6 of 2 brings the body to 0: the battle ends at once with a win', async () => {
    await attack('pc-haneul', '4 4 4')
    await pick(0, null, '2')
    await gmNext('전과표를 굴리세요 — 남은 굴림 3')
    await see({ hp: 0, round: '추격 라운드 · 전투 종료', result: 'PC 승리 — 본체 파괴' })
    await stack.screenshot(board, 'encounter-board-won')
  })

  it('E.52 E.73 the GM rolls the three spoils by typed dice: 5 → random item 3 4 → 1D6 rations (2), 3 → inga for Sora in white, 1', async () => {
    await gm.getByTestId('outcome-dice').fill('5')
    await gm.getByTestId('outcome-go').click()
    await gmNext('랜덤 아이템표를 굴리세요 — 남은 굴림 3')
    // The spoils table (BRT) and the random item table (RIT) in BCDice's own Korean words.
    await poll(() => text(board, 'board-encounter')).toContain('전과표(5) ＞ 「랜덤 아이템표」')
    await gm.getByTestId('outcome-dice').fill('3 4')
    await gm.getByTestId('outcome-go').click()
    await gmNext('랜덤 아이템표 굴림을 마무리하세요')
    expect(await text(gm, 'effect-face')).toContain('랜덤아이템표(7) ＞ ')
    await gm.getByTestId('effect-dice').fill('2')
    await gm.getByTestId('effect-go').click()
    await gmNext('전과표를 굴리세요 — 남은 굴림 2')
    await poll(() => text(board, 'board-encounter')).toContain('랜덤아이템표(7) ＞ ')
    await see({})
    await gm.getByTestId('outcome-dice').fill('3')
    await gm.getByTestId('outcome-go').click()
    await gmNext('전과표 굴림을 마무리하세요')
    await gm.getByTestId('effect-pc').selectOption('pc-sora')
    await gm.getByTestId('effect-domain').selectOption('white')
    await gm.getByTestId('effect-go').click()
    await gmNext('전과표를 굴리세요 — 남은 굴림 1')
    await gm.getByTestId('outcome-dice').fill('1')
    await gm.getByTestId('outcome-go').click()
    await gmNext('전투 종료 — PC 승리')
    await see({})
  })

  it('14.02 E.73 finishing writes hp and the party’s wheel back to the campaign and the board leaves the battle', async () => {
    await gm.getByTestId('encounter-finish').click()
    await poll(() => gm.getByTestId('phase-idle').count()).toBe(1)
    await poll(() => board.getByTestId('board-encounter').count()).toBe(0)
    const campaign = (await stack.host.state()).gm!.context.campaign
    expect(campaign.scene).toBe(1)
    expect(campaign.pcs.map((pc) => [pc.id, pc.hp])).toEqual([
      ['pc-haneul', 19],
      ['pc-elias', 0],
      ['pc-sora', 20],
      ['pc-verdant', 13]
    ])
    expect(campaign.party.wheel).toEqual({ black: 1, red: 2, blue: 2, green: 0, white: 2 })
    expect(pageErrors).toEqual([])
  })
})

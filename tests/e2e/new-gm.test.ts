import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Download, Page } from 'playwright-core'
import { OverseerHost } from '../../src/host/host'
import { startWebHost, type WebHost } from '../../src/host/web/server'
import { startStack, type Stack } from './harness'
import { koreanServantSheet } from '../machines/campaign/editing/sheet-paste/fixture-sheets'
import { FormHand, pcAbilities, rankAndModifier, typeMonster, typePc, type FormCounter, type MonsterTyped, type PcTyped } from './form-keys'

// Issue 17 "Measure it": a new GM's whole preparation and first evening, scripted through the UI in Chromium at
// 1500×940, every UI action counted (clicks, fields typed or pasted into, keys that act) per stage. The PCs and the
// monster come through their forms by keyboard (form-keys.ts); the rest from pasted sheets.
let stack: Stack
let gm: Page
let freshHost: OverseerHost | undefined
let freshWeb: WebHost | undefined
let freshDir: string | undefined
let exported = ''

/** Seconds a person takes per UI action, and keys typed by hand per second (characters and Tabs: the human-pace estimate). */
const secondsPerAction = 3
const typedPerSecond = 4
/**
 * The counts measured when this test was written (a regression guard, not a speed test): a stage that needs more
 * actions than this has become harder for a GM, which should be a decision, not an accident.
 */
const measured: Record<string, number> = {
  'blank campaign (5 teams, 10 regions)': 5,
  'servants from a Korean sheet': 3,
  'regions with aliases': 4,
  // By keyboard (Tab moves, not counted as actions): a tab click, then per PC "new", name, the abilities that differ
  // from C+0 (a rank chosen, a modifier typed), hp, max hp, Ctrl+S; one weapon (4) and one gift (4) on two of them.
  '4 PCs through the form': 49,
  // "New", then name, body (name, level, hp, defence), per threat name + attack + durability + power + effect and
  // the kind / check where they differ from 공격 / 무용, one anti-air tick, 5 paragraph names, Enter.
  'monster with 5 threats through the form': 45,
  'Korean-header 1D6 table': 5,
  'war turn, 10 actors': 6,
  'duel with the sheet magic': 3,
  'roll the GM’s table': 2,
  'export and import': 4
}
const counts = new Map<string, { actions: number; typed: number; tabs: number }>()
let stage = ''
const countOf = () => counts.get(stage) ?? { actions: 0, typed: 0, tabs: 0 }
/** Counts one UI action of the current stage; `typed` is the text a person types by hand into it (pastes type nothing). */
function act(typed = ''): void {
  const count = countOf()
  counts.set(stage, { ...count, actions: count.actions + 1, typed: count.typed + [...typed].length })
}
/**
 * The forms' counter: a field typed or chosen, a click or a key that acts is one action, as `act`; a Tab that only
 * moves to the next field is no action but a key pressed, counted with the typed characters for the pace estimate.
 */
const counter: FormCounter = {
  action: act,
  tab: () => {
    const count = countOf()
    counts.set(stage, { ...count, typed: count.typed + 1, tabs: count.tabs + 1 })
  }
}
function begin(name: string): void {
  expect(Object.keys(measured)).toContain(name)
  stage = name
}
function endStage(): void {
  const count = counts.get(stage)!
  console.log(`new GM · ${stage}: ${count.actions} UI actions, ${count.typed} keys typed (${count.tabs} of them Tab)`)
  expect(count.actions, stage).toBeLessThanOrEqual(measured[stage]!)
}

const campaign = async () => (await stack.host.state()).gm!.context.campaign

/** Clicks a button that downloads a file (the web host's exports) and returns the file's text. */
const downloadOf = async (page: Page, testId: string): Promise<string> => {
  const [download] = (await Promise.all([page.waitForEvent('download'), page.getByTestId(testId).click()])) as [Download, void]
  return readFile((await download.path())!, 'utf8')
}

const regions = ['교회', '항구 / Port', '구시가', '신도시', '공원', '학교', '병원', '역 / Station', '강변', '산']
const regionSheet = [
  '이름\t별칭',
  '교회\t성당, 예배당',
  '항구\t부두, 선착장',
  '구시가\t옛 거리',
  '신도시\t뉴타운',
  '공원\t숲 공원',
  '학교\t고등학교, 교정',
  '병원\t종합병원',
  '역\t기차역, station',
  '강변\t둑길',
  '산\t뒷산, 산길'
].join('\n')
/** The four PCs as the GM types them into the PC form (E.70: rank and modifier; left out = C+0). */
const pcs: PcTyped[] = [
  { name: '서하', abilities: { valor: 'B+1', mind: 'A', spirit: 'D-1', love: 'B' }, hp: '22', maxHp: '22', weapon: { name: '목검', power: '3', strikeBonus: '1D6' } },
  { name: '도윤', abilities: { valor: 'A', skill: 'B', love: 'D', daily: 'B+2' }, hp: '20', maxHp: '24' },
  { name: '하린', abilities: { skill: 'A', mind: 'B', spirit: 'B', love: 'C+1' }, hp: '18', maxHp: '18' },
  { name: '지호', abilities: { valor: 'D', spirit: 'A+1', love: 'B', daily: 'B' }, hp: '21', maxHp: '21', gift: { name: '별의 가호', kind: 'support', text: '같은 단락의 PC 한 명의 판정에 +1.' } }
]
/** The monster as the GM types it into the monster form: 5 threats of both kinds (E.31, E.32) and the board's paragraphs. */
const monster: MonsterTyped = {
  name: '그림자 짐승',
  body: { name: '짐승의 본체', level: '3', hp: '40', defence: '4' },
  threats: [
    { name: '할퀴기', kind: 'attack', check: 'valor', attack: '5', durability: '6', power: '7', effect: '단락의 PC 하나를 할퀸다' },
    { name: '울부짖음', kind: 'spell', check: 'spirit', attack: '4', durability: '5', power: '6', effect: '모든 PC가 한 단락 밀려난다' },
    { name: '그림자 숨기', kind: 'spell', check: 'mind', attack: '3', durability: '4', power: '4', effect: '인과 1 잃음' },
    { name: '꼬리 휘두르기', kind: 'attack', check: 'skill', attack: '6', durability: '4', power: '8', effect: '포박' },
    { name: '포식', kind: 'attack', check: 'daily', attack: '4', durability: '7', power: '5', effect: '대공 무기만 맞힌다', antiAir: true }
  ],
  paragraphs: ['골목', '폐공장', '지하 수로', '옥상', '달빛 아래']
}
const pcIds = ['seoha', 'doyun', 'harin', 'jiho']
const monsterId = 'geurimja-jimseung'
const both = (text: string) => ({ ko: text, en: text })
/** The PC record the form should have stored for what was typed (E.70; an English name left blank is the Korean). */
const pcRecord = (id: string, pc: PcTyped) => ({
  id,
  name: both(pc.name),
  abilities: Object.fromEntries(pcAbilities.map((ability) => [ability, rankAndModifier(pc.abilities[ability] ?? 'C')])),
  hp: Number(pc.hp),
  maxHp: Number(pc.maxHp),
  weapons: pc.weapon ? [{ name: both(pc.weapon.name), power: Number(pc.weapon.power), traits: [], ...(pc.weapon.strikeBonus ? { strikeBonus: pc.weapon.strikeBonus } : {}) }] : [],
  // A gift's English text left blank reads as (and follows) the Korean one, as a name does (17j).
  gifts: pc.gift ? [{ name: both(pc.gift.name), kind: pc.gift.kind, text: both(pc.gift.text) }] : [],
  states: []
})
/** The monster record the form should have stored: threats in order, planned one per paragraph by id (14.01). */
const monsterRecord = (id: string, typed: MonsterTyped) => ({
  id,
  name: both(typed.name),
  body: { name: both(typed.body.name), level: Number(typed.body.level), hp: Number(typed.body.hp), defence: Number(typed.body.defence) },
  threats: typed.threats.map((threat, i) => ({
    id: threatIds[i],
    name: both(threat.name),
    kind: threat.kind,
    check: threat.check,
    attack: Number(threat.attack),
    durability: Number(threat.durability),
    power: Number(threat.power),
    effect: both(threat.effect),
    traits: threat.antiAir ? ['anti-air'] : []
  })),
  board: { paragraphs: typed.paragraphs.map((name, i) => ({ name: both(name), threat: threatIds[i] })) }
})
const threatIds = ['halkwigi', 'ulbujiteum', 'geurimja-sumgi', 'kkori-hwidureugi', 'posik']
const tableSheet = ['주사위\t결과', '1\t평온한 하루', '2\t이상한 소문', '3\t습격의 흔적', '4\t뜻밖의 만남', '5\t물건을 잃다', '6\t행운'].join('\n')
/** What the GM types into the war turn's paste box as the ten players say it (typed, not pasted). */
const declarations = [
  '에미야 시로 일상 교회, 항구, 공원',
  '세이버 조사 항구',
  '쿠즈키 소이치로 일상 구시가, 신도시, 학교',
  '캐스터 조사 구시가',
  '토오사카 린 일상 학교, 병원, 역',
  '아처 조사 역',
  '바제트 일상 강변, 산, 교회',
  '랜서 조사 산',
  '마토 신지 일상 공원, 병원, 강변',
  '라이더 조사 병원'
].join('\n')

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

describe('a new GM prepares a campaign and plays its first evening, every UI action counted (issue 17)', () => {
  it('starts a blank campaign with 5 teams and 10 regions', async () => {
    begin('blank campaign (5 teams, 10 regions)')
    await gm.getByTestId('start-blank').click()
    act()
    await gm.getByTestId('blank-name').fill('미하마 성배전쟁')
    act('미하마 성배전쟁')
    await gm.getByTestId('blank-teams').fill('5')
    act('5')
    await gm.getByTestId('blank-regions').fill(regions.join('\n'))
    act(regions.join('\n'))
    await gm.getByTestId('blank-regions').press('Control+Enter')
    act()
    await expect.poll(() => gm.getByTestId('campaign-name').textContent()).toBe('미하마 성배전쟁')
    expect([(await campaign()).teams.length, (await campaign()).regions.length]).toEqual([5, 10])
    await stack.screenshot(gm, 'new-gm-1-blank')
    endStage()
  })

  it('pastes the five servants (Korean headers; a caster with 1- and 2-step magic, an area NP) into the placeholder teams', async () => {
    begin('servants from a Korean sheet')
    // The blank campaign opens on the servants tab with the paste box first.
    await gm.getByTestId('sheet-paste-text').fill(koreanServantSheet)
    act()
    await expect.poll(() => gm.getByTestId('sheet-paste-row').count()).toBe(5)
    await gm.getByTestId('sheet-paste-overwrite').check()
    act()
    await gm.getByTestId('sheet-paste-apply').click()
    act()
    await expect.poll(async () => (await campaign()).servants.map((s) => s.trueName)).toEqual(['아르토리아', '메데이아', '에미야', '쿠 훌린', '메두사'])
    const after = await campaign()
    expect(after.servants[1]!.cards.map((c) => [c.id, c.steps])).toEqual([['hwayeomgu', 1], ['great-spell', 2]])
    expect(after.servants[0]!.noblePhantasms[0]!.area).toBe(true)
    await stack.screenshot(gm, 'new-gm-2-servants')
    endStage()
  })

  it('gives the ten regions their aliases from a sheet', async () => {
    begin('regions with aliases')
    await gm.getByTestId('editor-kind-regions').click()
    act()
    // Ten regions fill the list, so the paste box comes after the short region form — still on screen, no jump needed.
    const scroll = await gm.evaluate(`Math.max(0, Math.ceil(document.querySelector('[data-testid="sheet-paste-text"]').getBoundingClientRect().bottom - window.innerHeight))`)
    expect(scroll).toBe(0)
    await gm.getByTestId('sheet-paste-text').fill(regionSheet)
    act()
    await expect.poll(() => gm.getByTestId('sheet-paste-row').count()).toBe(10)
    await gm.getByTestId('sheet-paste-overwrite').check()
    act()
    await gm.getByTestId('sheet-paste-apply').click()
    act()
    await expect.poll(async () => (await campaign()).regions.every((r) => r.aliases.length > 0)).toBe(true)
    expect((await campaign()).regions.find((r) => r.name.ko === '역')!).toMatchObject({ name: { ko: '역', en: 'Station' }, aliases: ['기차역', 'station'] })
    await stack.screenshot(gm, 'new-gm-3-regions')
    endStage()
  })

  it('E.70 makes the four PCs through the PC form by keyboard: name, the abilities that differ from C+0, hp, a weapon and a gift', async () => {
    begin('4 PCs through the form')
    await gm.getByTestId('editor-kind-pcs').click()
    act()
    const hand = new FormHand(gm, counter)
    for (const [i, pc] of pcs.entries()) {
      await hand.click('record-new')
      await expect.poll(() => hand.focused()).toBe('name.ko')
      await typePc(hand, pc)
      if (i === 0) await stack.screenshot(gm, 'new-gm-4-pc-form')
      await hand.press('Control+s')
      await expect.poll(async () => (await campaign()).pcs.length).toBe(i + 1)
    }
    expect((await campaign()).pcs).toEqual(pcs.map((pc, i) => pcRecord(pcIds[i]!, pc)))
    await stack.screenshot(gm, 'new-gm-4-pcs')
    endStage()
  })

  it('14.01 14.09 makes the monster through the monster form by keyboard: body, five threats (공격 and 술식, check, attack, durability, power, effect) and the board plan', async () => {
    begin('monster with 5 threats through the form')
    await gm.getByTestId('editor-kind-monsters').click()
    act()
    const hand = new FormHand(gm, counter)
    await hand.click('record-new')
    await expect.poll(() => hand.focused()).toBe('name.ko')
    await typeMonster(hand, monster)
    await stack.screenshot(gm, 'new-gm-5-monster-form')
    await hand.press('Enter')
    await expect.poll(async () => (await campaign()).monsters.map((m) => m.id)).toEqual([monsterId])
    expect((await campaign()).monsters[0]).toEqual(monsterRecord(monsterId, monster))
    await stack.screenshot(gm, 'new-gm-5-monster')
    endStage()
  })

  it('imports the GM’s own 1D6 table from a Korean-header sheet', async () => {
    begin('Korean-header 1D6 table')
    await gm.getByTestId('editor-kind-tables').click()
    act()
    const panel = gm.getByTestId('table-import')
    await panel.getByLabel('ID').fill('daily-events')
    act('daily-events')
    await panel.locator('input').nth(1).fill('일상 사건표')
    act('일상 사건표')
    await panel.locator('textarea').fill(tableSheet)
    act()
    await panel.getByRole('button', { name: '가져오기' }).click()
    act()
    await expect.poll(async () => (await campaign()).tables.find((t) => t.id === 'daily-events')?.faces.length).toBe(6)
    await panel.scrollIntoViewIfNeeded()
    await stack.screenshot(gm, 'new-gm-6-table')
    endStage()
  })

  it('plays one war turn with all ten actors declared (typed into the paste box), resolved and applied', async () => {
    begin('war turn, 10 actors')
    await gm.getByTestId('view-play').click()
    act()
    await gm.getByTestId('start-turn').click()
    act()
    await gm.getByTestId('paste-text').fill(declarations)
    act(declarations)
    await expect.poll(() => gm.getByTestId('paste-preview').locator('li').count()).toBe(10)
    expect(await gm.getByTestId('paste-preview').textContent()).not.toContain('✗')
    await gm.getByTestId('paste-accept').click()
    act()
    await expect.poll(() => gm.locator('text=✓ 선언함').count()).toBe(10)
    await stack.screenshot(gm, 'new-gm-7-declared')
    await gm.getByTestId('resolve-turn').click()
    act()
    await expect.poll(() => gm.getByTestId('proposal').count()).toBe(1)
    await stack.screenshot(gm, 'new-gm-7-resolved')
    await gm.getByTestId('apply-turn').click()
    act()
    await expect.poll(() => gm.getByTestId('phase-idle').count()).toBe(1)
    expect((await campaign()).turn).toBe(1)
    endStage()
  })

  it('D.32 D.47 D.51 starts a duel where the caster’s sheet magic is in hand without retyping', async () => {
    begin('duel with the sheet magic')
    for (const actor of ['s-2', 's-1']) {
      await gm.getByTestId(`duel-pick-${actor}`).check()
      act()
    }
    await gm.getByTestId('start-duel').click()
    act()
    await expect.poll(() => gm.getByTestId('duel').count()).toBe(1)
    const caster = (await gm.getByTestId('combatant-s-2').locator('ul.hand').textContent()) ?? ''
    for (const word of ['화염구', '1공정', '대마술', '2공정']) expect(caster).toContain(word)
    expect((await gm.getByTestId('combatant-s-1').locator('ul.hand').textContent()) ?? '').toContain('약속된 승리의 검')
    await stack.screenshot(gm, 'new-gm-8-duel')
    endStage()
  })

  it('rolls the GM’s own table from the Play screen', async () => {
    begin('roll the GM’s table')
    await gm.getByTestId('dice-table').selectOption('daily-events')
    act()
    await gm.getByTestId('dice-table-go').click()
    act()
    await expect.poll(() => gm.getByTestId('dice-rolls').textContent()).toMatch(/표 일상 사건표 [1-6]: /)
    await gm.getByTestId('dice-box').scrollIntoViewIfNeeded()
    await stack.screenshot(gm, 'new-gm-9-table-roll')
    endStage()
  })

  it('exports the campaign and imports it into a fresh Overseer: the campaign records are identical', async () => {
    begin('export and import')
    await gm.getByTestId('view-files').click()
    act()
    exported = await downloadOf(gm, 'export-campaign')
    act()
    freshDir = await mkdtemp(join(tmpdir(), 'overseer-e2e-new-gm-'))
    freshHost = new OverseerHost({ dataDir: freshDir, debounceMs: 20, backupIntervalMs: 0 })
    await freshHost.start()
    freshWeb = await startWebHost({ host: freshHost, staticDir: resolve('out/renderer'), port: 0 })
    const fresh = await stack.browser.newPage({ viewport: { width: 1500, height: 940 } })
    fresh.on('pageerror', (error) => console.error(`page error on the fresh GM page: ${error.message}`))
    await fresh.goto(freshWeb.gmUrl)
    // On another machine the GM opens Files ▸ Import and picks the file (the choice is the second action).
    await fresh.getByTestId('view-files').click()
    act()
    await fresh.getByTestId('import-file').setInputFiles({ name: 'mihama.json', mimeType: 'application/json', buffer: Buffer.from(exported, 'utf8') })
    act()
    await expect.poll(async () => (await freshHost!.state()).gm?.context.campaign.name).toEqual((await campaign()).name)
    const mine = await stack.host.state()
    const theirs = await freshHost.state()
    expect(theirs.gm!.context.campaign).toEqual(mine.gm!.context.campaign)
    expect(theirs.gm!.head).toBe(mine.gm!.head)
    // What the forms made reached the other machine, value for value (not only counts).
    const imported = theirs.gm!.context.campaign
    expect(imported.pcs).toEqual(pcs.map((pc, i) => pcRecord(pcIds[i]!, pc)))
    expect(imported.monsters).toEqual([monsterRecord(monsterId, monster)])
    await fresh.getByTestId('view-play').click()
    await stack.screenshot(fresh, 'new-gm-10-imported')
    await fresh.close()
    endStage()
  })

  it('prints the whole count and the human-pace estimate against the issue’s 20 minutes', () => {
    const total = [...counts.values()].reduce((sum, c) => ({ actions: sum.actions + c.actions, typed: sum.typed + c.typed, tabs: sum.tabs + c.tabs }), { actions: 0, typed: 0, tabs: 0 })
    const seconds = total.actions * secondsPerAction + total.typed / typedPerSecond
    console.log(
      `new GM · total: ${total.actions} UI actions, ${total.typed} keys typed (${total.tabs} of them Tab) — about ${Math.round(seconds)} s ` +
        `(${(seconds / 60).toFixed(1)} min at ${secondsPerAction} s per action and ${typedPerSecond} keys per second), goal ≤ 20 min`
    )
    expect(counts.size).toBe(Object.keys(measured).length)
    expect(total.actions).toBeLessThanOrEqual(Object.values(measured).reduce((a, b) => a + b, 0))
  })
})

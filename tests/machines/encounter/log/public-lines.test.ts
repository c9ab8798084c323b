import { describe, expect, it } from 'vitest'
import { sessionMarkdown } from '@machines/campaign/session-log/markdown'
import type { Bilingual } from '@machines/text/bilingual'
import { stepsOf, type Step } from '../../campaign/session-log/helpers'
import { publicLinesSwapped, swapHidden } from '../../campaign/session-log/hidden-swap'
import { battleStart, markedBattleCampaign, scoutRound, wholeBattle } from './battle-script'

const steps = stepsOf(wholeBattle, markedBattleCampaign())
/** The public lines of the `nth` (0-based) event of a type. */
const shown = (type: string, nth = 0): Bilingual[] => steps.filter((s) => s.entry.type === type)[nth]!.entry.public
const en = (lines: readonly Bilingual[]) => lines.map((l) => l.en)
const pickLines = steps.filter((s) => s.entry.type === 'encounter.pick').map((s) => s.entry.public)

describe('the public lines of an encounter battle (a whitelist of the battle board)', () => {
  it('14.01 the start shows the monster, its body, the paragraphs’ written names and the PCs', () => {
    expect(shown('encounter.start')).toEqual([
      { ko: '조우 전투 시작', en: 'An encounter battle begins' },
      { ko: '옛 나루터의 망령 — 본체 뱃사공의 등불 심장 (레벨 3, 방어치 4, 생명력 45)', en: "Shade of the Old Ferry — body Ferryman's Lantern-Heart (level 3, defence 4, 45 HP)" },
      { ko: '단락: 1 익사자의 손, 2 안개 등롱, 3 노 휘두르기, 4 뱃삯 요구, 5 강의 아가리', en: 'Paragraphs: 1 Drowned Hands, 2 Fog Lantern, 3 Oar Sweep, 4 Ferry Toll, 5 River Maw' },
      { ko: 'PC: 한하늘, 엘리아스, 윤소라, 베르당', en: 'PCs: Han Haneul, Elias Grau, Yun Sora, Verdant' }
    ])
  })

  it('E.1 14.09 a successful scout turns the threat face up: its card, numbers and effect are public now', () => {
    expect(pickLines[0]).toEqual([
      { ko: '엘리아스, 단락 2 정찰: 성공', en: 'Elias Grau scouts paragraph 2: success' },
      { ko: '엘리아스 인과 획득 (적)', en: 'Elias Grau banks inga (red)' },
      {
        ko: '단락 2 공개: 안개 등롱 — 술식, 내구도 5 · 공격치 4 · 위력 0 · 두뇌 판정: EFFECT-fog-lantern',
        en: 'Paragraph 2 revealed: Fog Lantern — spell, durability 5, attack 4, power 0, check mind: EFFECT-fog-lantern'
      }
    ])
  })

  it('E.2 E.10 a failed scout names nothing hidden, and the round change shows', () => {
    expect(en(pickLines[1])).toEqual(['Yun Sora scouts paragraph 5: failure', 'Melee round 1 begins'])
  })

  it('E.11 a sealed plot shows only who sealed it; the reveal shows every token', () => {
    expect(shown('encounter.plot', 1)).toEqual([{ ko: '엘리아스 플롯 제출', en: 'Elias Grau has sealed a plot' }])
    expect(shown('encounter.revealPlots')).toEqual([
      { ko: '플롯 공개: 한하늘 단락 1, 엘리아스 단락 2, 윤소라 단락 4, 베르당 난외', en: 'Plots revealed: Han Haneul paragraph 1, Elias Grau paragraph 2, Yun Sora paragraph 4, Verdant the margin' }
    ])
  })

  it('E.22 E.30 a hit on the body, the threat placed after it and the body’s hp', () => {
    expect(en(pickLines[2])).toEqual([
      'Han Haneul hits the body for 7',
      'Han Haneul banks inga (blue)',
      'Paragraph 1 revealed: Drowned Hands — attack, durability 6, attack 4, power 5, check valor: EFFECT-drowned-hands',
      "Ferryman's Lantern-Heart HP 45 → 38"
    ])
  })

  it('E.21 a broken threat, and the body losing its durability', () => {
    expect(en(pickLines[4]).filter((l) => !l.startsWith('Paragraph'))).toEqual(['Elias Grau hits Fog Lantern for 6, broken', "Ferryman's Lantern-Heart HP 38 → 33"])
  })

  it('E.31 a threat’s hit and a defended attack; the target table’s face', () => {
    expect(pickLines[3]).toEqual([{ ko: '익사자의 손 → 한하늘: 명중, 피해 5', en: 'Drowned Hands hits Han Haneul for 5' }])
    expect(shown('encounter.targetRoll')).toEqual([
      { ko: '강의 아가리의 목표: 목표표(1) ＞ 악의: 생명력이 가장 낮은 PC (같으면 GM이 고름).', en: 'Target for River Maw: Target (1): Spite: the PC with the lowest HP (ties: the GM chooses).' }
    ])
    expect(en(pickLines[7])).toEqual(['Elias Grau defends against River Maw'])
  })

  it('E.25 E.32 a spell, and an obstruction that cancels a threat’s spell', () => {
    expect(shown('encounter.spell')).toEqual([{ ko: '엘리아스 술식 사용', en: 'Elias Grau casts a spell' }])
    expect(en(pickLines[10])).toEqual(['Elias Grau obstructs Fog Lantern: the spell is cancelled'])
  })

  it('E.50 the end of round 2 offers the pursuit; the check opens the pursuit round', () => {
    expect(shown('encounter.endRound', 1)).toEqual([{ ko: '난전 라운드 2 종료: 본체가 서 있음 — 추격 판정 가능', en: 'Melee round 2 is over with the body standing: a pursuit check may follow' }])
    expect(en(pickLines[15])).toEqual(["Yun Sora's pursuit check: success", 'Pursuit round begins'])
  })

  it('E.72 E.51 an incapacitated PC, the body at 0 and the win', () => {
    expect(en(pickLines[16])).toEqual(['Drowned Hands hits Elias Grau for 8', 'Elias Grau is incapacitated'])
    expect(pickLines[17].slice(1)).toEqual([
      { ko: '뱃사공의 등불 심장 생명력 8 → 0', en: "Ferryman's Lantern-Heart HP 8 → 0" },
      { ko: '전투 종료: PC 승리 — 본체 파괴', en: 'Battle over: the PCs win — the body is destroyed' }
    ])
  })

  it('E.52 the spoils rolls show their faces; a roll still waiting shows nothing yet', () => {
    expect(en(shown('encounter.outcome', 1))).toEqual(['Random item (8): Gain 1 incense.'])
    expect(shown('encounter.outcome', 2)).toEqual([])
    expect(en(shown('encounter.effect'))).toEqual(['Spoils (3): Place one inga in a domain of your choice. → Yun Sora'])
  })

  it('E.60 a state the GM gives shows on the board; the reason and the rule do not', () => {
    const [, , , , , bound] = stepsOf([...scoutRound, { type: 'encounter.adjust', unit: { kind: 'body' }, state: 'bound', reason: 'REASON-FOG' }])
    expect(bound.entry.public).toEqual([{ ko: '뱃사공의 등불 심장: 포박 부여', en: "Ferryman's Lantern-Heart is bound" }])
  })

  it('14.09 no effect of a threat still face down reaches the public log, at any step', () => {
    const leaks = steps.flatMap((step, i) => {
      const battle = step.after.phase?.kind === 'encounter' ? step.after.phase.context : null
      const faceDown = battle ? battle.slots.filter((s) => s.placedIn === null).map((s) => `EFFECT-${s.threat}`) : []
      const log = steps.slice(0, i + 1).flatMap((s) => s.entry.public.flatMap((l) => [l.ko, l.en])).join('\n')
      return faceDown.filter((marker) => log.includes(marker)).map((marker) => `${marker} at ${i}`)
    })
    expect(leaks).toEqual([])
    // Four of the five threats are still face down after the first scout.
    expect(steps[2].after.phase?.kind === 'encounter' && steps[2].after.phase.context.slots.filter((s) => s.placedIn === null).length).toBe(4)
  })

  it('E.11 E.71 14.09 the public lines do not change when plots, pending dice and face-down threat cards are swapped', () => {
    for (const step of steps) expect(publicLinesSwapped(step.before, step.after), `${step.entry.index} ${step.entry.type}`).toEqual(step.entry.public)
  })

  it('E.11 the swap is real: a sealed plot and a face-down threat’s card change', () => {
    const sealed = steps.find((s) => s.entry.type === 'encounter.plot')!.after
    const battle = (context: Step['after']) => (context.phase?.kind === 'encounter' ? context.phase.context : null)
    expect([battle(sealed)!.plots, battle(swapHidden(sealed))!.plots]).toEqual([{ 'pc-haneul': 1 }, { 'pc-haneul': 2 }])
    const maw = (context: Step['after']) => battle(context)!.monster.threats.find((t) => t.id === 'river-maw')!.power
    expect([maw(sealed), maw(swapHidden(sealed))]).toEqual([9, 22])
  })

  it('the public log of the whole battle holds no rule id, check die, GM reason or gift name', () => {
    const logs = (['ko', 'en'] as const).map((locale) => sessionMarkdown(steps.map((s) => s.entry), { kind: 'public', locale, title: 'Battle' }))
    const gmOnly = ['(E.', 'dice 5 2 3', '주사위 5 2 3', 'Unweaving', '풀어내기', 'Family sword', '가문의 검', 'A+1']
    for (const log of logs) expect(gmOnly.filter((text) => log.includes(text))).toEqual([])
  })

  it('a cancelled battle shows only that it is over', () => {
    expect(stepsOf([battleStart, { type: 'encounter.cancel' }])[1].entry.public).toEqual([{ ko: '조우 전투 종료', en: 'The encounter battle is over' }])
  })
})

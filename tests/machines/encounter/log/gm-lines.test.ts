import { describe, expect, it } from 'vitest'
import { gmLine } from '@machines/campaign/session-log/gm-line'
import { parseCommand, type Command } from '@machines/campaign/commands'
import { english } from '@machines/reasons/format'
import type { LogEntry } from '@machines/campaign/session-log/entry'
import { entriesOf, played } from '../../campaign/session-log/helpers'
import { battleStart, meleeRound1, meleeRound2, plots, scoutRound, wholeBattle } from './battle-script'

const whole = entriesOf(played(wholeBattle))
/** The GM line of the `nth` (0-based) event of a type. */
const gm = (entries: readonly LogEntry[], type: string, nth = 0) => entries.filter((e) => e.type === type)[nth]!.gm
const last = (commands: readonly unknown[]) => entriesOf(played(commands)).at(-1)!.gm

describe('the GM line of an encounter command (rules E)', () => {
  it('14.01 the start names the monster and the PCs', () => {
    expect(gm(whole, 'encounter.start')).toEqual({
      ko: '조우 전투 시작: 옛 나루터의 망령 — 한하늘, 엘리아스, 윤소라, 베르당',
      en: 'Encounter battle begins: Shade of the Old Ferry vs Han Haneul, Elias Grau, Yun Sora, Verdant'
    })
  })

  it('E.1 E.70 a scout check shows the roll; the pick shows the result and the threat it reveals, then the inga', () => {
    expect(gm(whole, 'encounter.scout')).toEqual({ ko: '엘리아스, 단락 2 정찰 판정: 두뇌 A+1 vs 4, 주사위 5 2 3', en: 'Elias Grau rolls to scout paragraph 2: mind A+1 vs 4, dice 5 2 3' })
    expect(gm(whole, 'encounter.pick')).toEqual({
      ko: '엘리아스, 단락 2 정찰: 성공 (E.1) — 안개 등롱 공개; 엘리아스 인과 획득: 적 (E.70)',
      en: 'Elias Grau scouts paragraph 2: success (E.1) — Fog Lantern revealed; Elias Grau banks inga: red (E.70)'
    })
  })

  it('E.2 E.10 a failed scout ends the round and melee round 1 begins in the same line', () => {
    expect(gm(whole, 'encounter.pick', 1)).toEqual({ ko: '윤소라, 단락 5 정찰: 실패 (E.2); 난전 라운드 1 시작 (E.10)', en: 'Yun Sora scouts paragraph 5: failure (E.2); Melee round 1 begins (E.10)' })
  })

  it('E.3 a fumble and the counterattack: 1D6 4 + body level 3 to every PC', () => {
    const fumble = [battleStart, { type: 'encounter.scout', pc: 'pc-sora', paragraph: 5, dice: [1] }, { type: 'encounter.pick', action: 0 }]
    expect(last(fumble)).toEqual({ ko: '윤소라, 단락 5 정찰: 펌블 (E.3)', en: 'Yun Sora scouts paragraph 5: fumble (E.3)' })
    expect(last([...fumble, { type: 'encounter.counterattack', die: [4] }]).en).toBe('Counterattack: die 4, every PC −7 HP (E.3); Melee round 1 begins (E.10)')
  })

  it('E.2 stopping the scouting', () => {
    expect(last([...scoutRound.slice(0, 3), { type: 'encounter.scoutStop' }])).toEqual({ ko: '정찰 종료 (E.2); 난전 라운드 1 시작 (E.10)', en: 'The PCs stop scouting (E.2); Melee round 1 begins (E.10)' })
  })

  it('E.11 a sealed plot never shows its number; the reveal places every token', () => {
    expect(gm(whole, 'encounter.plot', 3)).toEqual({ ko: '베르당 플롯 제출 (E.11)', en: 'Verdant seals a plot (E.11)' })
    expect(gm(whole, 'encounter.revealPlots')).toEqual({
      ko: '플롯 공개: 한하늘 단락 1, 엘리아스 단락 2, 윤소라 단락 4, 베르당 난외 (E.11)',
      en: 'Plots revealed: Han Haneul paragraph 1, Elias Grau paragraph 2, Yun Sora paragraph 4, Verdant the margin (E.11)'
    })
  })

  it('E.20 E.22 E.30 an attack shows the weapon and the hit check; the pick the damage and the threat placed after it', () => {
    expect(gm(whole, 'encounter.attack')).toEqual({
      ko: '한하늘 → 본체 공격 (가문의 검), 명중 판정: 무용 A+1 vs 4, 주사위 5 3 2',
      en: 'Han Haneul attacks the body with Family sword, hit check: valor A+1 vs 4, dice 5 3 2'
    })
    expect(gm(whole, 'encounter.pick', 2).en).toBe('Han Haneul attacks the body with Family sword: hit for 7 (E.22); Drowned Hands placed on paragraph 1 (E.30); Han Haneul banks inga: blue (E.70)')
  })

  it('E.21 a threat broken by 6 ≥ durability 5 takes 5 off the body', () => {
    expect(gm(whole, 'encounter.pick', 4)).toEqual({
      ko: '엘리아스 → 안개 등롱 공격 (은사슬): 명중, 피해 6, 격파 — 본체 생명력 −5 (E.21); 노 휘두르기 단락 3에 배치 (E.30)',
      en: 'Elias Grau attacks Fog Lantern with Silver chain: hit for 6, broken — the body −5 HP (E.21); Oar Sweep placed on paragraph 3 (E.30)'
    })
  })

  it('E.31 a threat attack shows the defence roll, then the damage of the failed defence', () => {
    expect(gm(whole, 'encounter.threatAttack')).toEqual({
      ko: '익사자의 손 → 한하늘 공격, 방어 판정: 무용 A+1 vs 4, 주사위 1 2 3',
      en: 'Drowned Hands attacks Han Haneul, defence check: valor A+1 vs 4, dice 1 2 3'
    })
    expect(gm(whole, 'encounter.pick', 3)).toEqual({ ko: '익사자의 손 → 한하늘: 명중, 피해 5 (E.31)', en: 'Drowned Hands hits Han Haneul for 5 (E.31)' })
  })

  it('E.31 the target table names its face and the PCs it allows', () => {
    expect(gm(whole, 'encounter.targetRoll')).toEqual({
      ko: '강의 아가리의 목표: 목표표(1) ＞ 악의: 생명력이 가장 낮은 PC (같으면 GM이 고름). → 엘리아스 (E.31)',
      en: 'Target for River Maw: Target (1): Spite: the PC with the lowest HP (ties: the GM chooses). → Elias Grau (E.31)'
    })
  })

  it('E.32 an unobstructed spell takes effect; an obstruction shows its roll, then the cancel', () => {
    expect(gm(whole, 'encounter.threatSpell').en).toBe("Ferry Toll's spell takes effect (E.32); River Maw placed on paragraph 5 (E.30)")
    expect(gm(whole, 'encounter.threatSpell', 1)).toEqual({
      ko: '안개 등롱 술식 — 엘리아스 방해 판정: 두뇌 A+1 vs 4, 주사위 3 3 1',
      en: 'Fog Lantern casts its spell; Elias Grau tries to obstruct: mind A+1 vs 4, dice 3 3 1'
    })
    expect(whole.find((e) => e.gm.en.startsWith('Elias Grau obstructs'))!.gm).toEqual({ ko: '엘리아스, 안개 등롱 방해: 술식 무효 (E.32)', en: 'Elias Grau obstructs Fog Lantern: the spell is cancelled (E.32)' })
  })

  it('E.30 a threat that passes', () => {
    const pass = [...scoutRound, ...plots, meleeRound1[0], meleeRound1[1], { type: 'encounter.threatPass', threat: 'drowned-hands' }]
    expect(last(pass)).toEqual({ ko: '익사자의 손 넘김 (E.30)', en: 'Drowned Hands passes (E.30)' })
  })

  it('E.24 E.25 a move from paragraph to paragraph and a spell by its gift’s name', () => {
    expect(gm(whole, 'encounter.move')).toEqual({ ko: '한하늘 이동: 단락 1 → 단락 3 (E.24)', en: 'Han Haneul moves from paragraph 1 to paragraph 3 (E.24)' })
    expect(gm(whole, 'encounter.spell')).toEqual({ ko: '엘리아스 술식: 풀어내기 (E.25)', en: 'Elias Grau casts Unweaving (E.25)' })
  })

  it('E.40 E.10 a round end opens the next round; after round 2 it offers the pursuit check (E.50)', () => {
    expect(gm(whole, 'encounter.endRound')).toEqual({ ko: '난전 라운드 1 종료 (E.40); 난전 라운드 2 시작 (E.10)', en: 'Melee round 1 ends (E.40); Melee round 2 begins (E.10)' })
    expect(gm(whole, 'encounter.endRound', 1)).toEqual({ ko: '난전 라운드 2 종료 (E.40): 추격 판정 가능 (E.50)', en: 'Melee round 2 ends (E.40): a pursuit check may follow (E.50)' })
  })

  it('E.50 the pursuit check opens the pursuit round; declining it ends the battle in a loss (E.51)', () => {
    expect(gm(whole, 'encounter.pursuit')).toEqual({ ko: '윤소라 추격 판정: 기술 B+1 vs 4, 주사위 4 2', en: 'Yun Sora makes the pursuit check: skill B+1 vs 4, dice 4 2' })
    expect(whole.find((e) => e.gm.en.startsWith("Yun Sora's pursuit"))!.gm.en).toBe("Yun Sora's pursuit check (skill): success (E.50); Pursuit round begins (E.50)")
    const decline = [...scoutRound, ...plots, ...meleeRound1, ...meleeRound2, { type: 'encounter.pursuitDecline' }]
    expect(last(decline)).toEqual({ ko: '추격 안 함 (E.50); 전투 종료: PC 패배 — 추격 없음 (E.51)', en: 'No pursuit (E.50); Battle over: the PCs lose — no pursuit (E.51)' })
  })

  it('E.51 the blow that takes the body to 0 ends the battle in a win', () => {
    expect(whole.filter((e) => e.type === 'encounter.pick').at(-1)!.gm.en).toBe(
      'Han Haneul attacks the body with Family sword: hit for 11 (E.22); Battle over: the PCs win — the body is destroyed (E.51)'
    )
  })

  it('E.52 a spoils roll reads its face; one waiting for a PC and a domain says so, and the effect finishes it', () => {
    expect(gm(whole, 'encounter.outcome', 1)).toEqual({ ko: '랜덤 아이템표(8) ＞ 향 1개 획득. (E.52)', en: 'Random item (8): Gain 1 incense. (E.52)' })
    expect(gm(whole, 'encounter.outcome', 2)).toEqual({ ko: '전과표 3: 받는 PC, 영역 대기', en: 'Spoils rolled 3: waiting for the PC, the domain' })
    expect(gm(whole, 'encounter.effect').en).toBe('Spoils (3): Place one inga in a domain of your choice. → Yun Sora (E.52)')
  })

  it('E.72 a GM adjustment gives the hp as it moved and says a change capped at 0 was capped; a fatal-wound roll reads its face', () => {
    const wounded = [...scoutRound, { type: 'encounter.adjust', unit: { kind: 'pc', pc: 'pc-elias' }, hp: -30, reason: 'trap' }]
    expect(last(wounded)).toEqual({ ko: 'GM 조정 — 엘리아스: 생명력 −30 (0으로 제한) — trap; 엘리아스 생명력 18 → 0', en: 'GM adjusts Elias Grau: HP −30 (capped at 0) — trap; Elias Grau HP 18 → 0' })
    // A change that fits says nothing more.
    expect(last([...scoutRound, { type: 'encounter.adjust', unit: { kind: 'pc', pc: 'pc-elias' }, hp: -3 }])).toEqual({ ko: 'GM 조정 — 엘리아스: 생명력 −3; 엘리아스 생명력 18 → 15', en: 'GM adjusts Elias Grau: HP −3; Elias Grau HP 18 → 15' })
    expect(last([...wounded, { type: 'encounter.fatalWound', pc: 'pc-elias', dice: [6] }])).toEqual({
      ko: '치명상표(6) ＞ 기적적으로 버팀: 생명력이 1이 됨. → 엘리아스 (E.72)',
      en: "Fatal wound (6): Holds on by a miracle: the PC's HP becomes 1. → Elias Grau (E.72)"
    })
  })

  it('E.60 a state given by the GM cites its rule', () => {
    expect(last([...scoutRound, { type: 'encounter.adjust', unit: { kind: 'body' }, state: 'bound' }])).toEqual({ ko: 'GM 조정 — 본체: 포박 부여 (E.60)', en: 'GM adjusts the body: bound on (E.60)' })
  })

  it('14.02 V.9 finishing lists the hp written back and the scene it ended, numbered as the header showed it; cancelling changes nothing', () => {
    expect(gm(whole, 'encounter.finish')).toEqual({
      ko: '전투 적용: 한하늘 생명력 24 → 19, 엘리아스 생명력 18 → 0, 베르당 생명력 22 → 13, 장면 1 종료',
      en: 'Battle written back: Han Haneul HP 24 → 19, Elias Grau HP 18 → 0, Verdant HP 22 → 13, scene 1 ended'
    })
    expect(last([battleStart, { type: 'encounter.cancel' }])).toEqual({ ko: '조우 전투 취소 (캠페인 변경 없음)', en: 'Encounter battle cancelled (the campaign is unchanged)' })
  })

  it('without the states around it, a pick says only that dice were picked', () => {
    const parsed = parseCommand({ type: 'encounter.pick', action: 0 })
    if (!parsed.ok) throw new Error(english(parsed.why))
    const command: Command = parsed.value
    expect(gmLine(command, { before: null, after: played([]).current.context })).toEqual({ ko: '판정 주사위 선택 (E.71)', en: 'Check dice picked (E.71)' })
  })
})

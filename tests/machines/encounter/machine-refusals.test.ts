import { describe, expect, it } from 'vitest'
import { korean } from '@machines/reasons/format'
import { ambushedEngine, battle, battleState, battleEngine, demoCampaign, passRound, refusal, refusalReason, send, startCommand } from './fixtures'

const attackBody = (pc: string, dice: number[]) => ({ type: 'encounter.attack', pc, weapon: 0, target: { kind: 'body' }, dice })

describe('encounter refusals: set-up', () => {
  it('14.01 a battle against an unknown monster is refused', () => {
    expect(refusal(battleEngine(), { ...startCommand, monster: 'kraken' })).toBe('no monster "kraken" in the campaign (14.01)')
  })

  it('14.01 a PC listed twice is refused', () => {
    expect(refusal(battleEngine(), { ...startCommand, pcs: ['pc-sora', 'pc-sora'] })).toBe('a PC is listed twice (14.01)')
  })

  it('E.52 a campaign without the standard tables cannot start a battle', () => {
    const campaign = demoCampaign()
    campaign.tables = campaign.tables.filter((t) => t.id !== 'target')
    expect(refusal(battleEngine(campaign), startCommand)).toBe('the campaign\'s tables are incomplete: missing the "target" table (E.52)')
  })

  it('E.72 an incapacitated PC cannot join a battle', () => {
    const campaign = demoCampaign()
    campaign.pcs[1]!.hp = 0
    expect(refusal(battleEngine(campaign), startCommand)).toBe('Elias Grau is incapacitated and cannot join a battle (E.72)')
  })
})

describe('encounter refusals: scout round and plots', () => {
  it('E.11 plots before melee round 1 are refused', () => {
    const engine = battleEngine()
    send(engine, startCommand)
    expect(refusal(engine, { type: 'encounter.plot', pc: 'pc-sora', plot: 3 })).toBe('plots are chosen at the start of melee round 1, after the scout round (E.11)')
  })

  it('E.2 a PC scouts once; another PC may scout next', () => {
    const engine = battleEngine()
    send(engine, startCommand, { type: 'encounter.scout', pc: 'pc-elias', paragraph: 2, dice: [5, 2, 3] }, { type: 'encounter.pick', action: 0 })
    expect(refusal(engine, { type: 'encounter.scout', pc: 'pc-elias', paragraph: 3, dice: [5, 2, 3] })).toBe('Elias Grau has already scouted; another PC may scout (E.2)')
  })

  it('E.1 a paragraph already revealed cannot be scouted again', () => {
    const engine = battleEngine()
    send(engine, startCommand, { type: 'encounter.scout', pc: 'pc-elias', paragraph: 2, dice: [5, 2, 3] }, { type: 'encounter.pick', action: 0 })
    expect(refusal(engine, { type: 'encounter.scout', pc: 'pc-sora', paragraph: 2, dice: [5] })).toBe('paragraph 2 is already revealed (E.1)')
  })

  it('E.4 an ambush has no scout round', () => {
    const engine = battleEngine()
    send(engine, { ...startCommand, ambush: true })
    expect(battleState(engine)).toBe('plots')
    expect(battle(engine).round).toBe(1)
    expect(refusal(engine, { type: 'encounter.scout', pc: 'pc-elias', paragraph: 2, dice: [5, 2, 3] })).toBe('an ambush has no scout round (E.4)')
  })

  it('E.11 revealing the plots before every PC has one is refused, naming who is missing', () => {
    const engine = battleEngine()
    send(engine, { ...startCommand, ambush: true }, { type: 'encounter.plot', pc: 'pc-haneul', plot: 1 }, { type: 'encounter.plot', pc: 'pc-elias', plot: 2 })
    expect(refusal(engine, { type: 'encounter.revealPlots' })).toBe('waiting for the plot of Yun Sora, Verdant (E.11)')
  })

  it('E.11 a sealed plot may be changed until the reveal', () => {
    const engine = battleEngine()
    send(engine, { ...startCommand, ambush: true }, { type: 'encounter.plot', pc: 'pc-haneul', plot: 1 }, { type: 'encounter.plot', pc: 'pc-haneul', plot: 5 })
    expect(battle(engine).plots).toEqual({ 'pc-haneul': 5 })
  })

  it('E.11 later rounds take no plots', () => {
    const engine = ambushedEngine()
    passRound(engine)
    expect(refusal(engine, { type: 'encounter.plot', pc: 'pc-sora', plot: 3 })).toBe('plots are chosen only at the start of melee round 1; later rounds keep the tokens where they are (E.11)')
  })
})

describe('encounter refusals: melee round', () => {
  it('E.12 a PC out of turn is refused: paragraph 1 acts first', () => {
    expect(refusal(ambushedEngine(), attackBody('pc-elias', [5]))).toBe('now Han Haneul in paragraph 1 act (E.12)')
  })

  it('E.20 an unrevealed threat cannot be attacked', () => {
    expect(refusal(ambushedEngine(), { type: 'encounter.attack', pc: 'pc-haneul', weapon: 0, target: { kind: 'threat', threat: 'drowned-hands' }, dice: [5, 3, 2] })).toBe(
      'threat "drowned-hands" is not revealed (E.20)'
    )
  })

  it('E.20 an acted threat cannot be attacked', () => {
    const engine = ambushedEngine()
    send(engine, attackBody('pc-haneul', [1, 1, 1]), { type: 'encounter.pick', action: 0 }, { type: 'encounter.threatPass', threat: 'drowned-hands' })
    expect(refusal(engine, { type: 'encounter.attack', pc: 'pc-elias', weapon: 0, target: { kind: 'threat', threat: 'drowned-hands' }, dice: [5] })).toBe(
      'threat "drowned-hands" has already acted (E.20)'
    )
  })

  it('E.70 a check with the wrong number of dice for the rank is refused', () => {
    expect(refusal(ambushedEngine(), attackBody('pc-haneul', [5, 3]))).toBe('rank A rolls 3 dice, got 2 (E.70)')
  })

  it('E.71 nothing else goes on while a check waits for its dice to be picked', () => {
    const engine = ambushedEngine()
    send(engine, attackBody('pc-haneul', [5, 3, 2]))
    expect(refusal(engine, { type: 'encounter.move', pc: 'pc-haneul', to: 3 })).toBe("first pick the dice of Han Haneul's attack check (E.71)")
  })

  it('E.70 a mood die showing 6 needs its domain chosen', () => {
    const engine = ambushedEngine()
    send(engine, attackBody('pc-haneul', [5, 6, 2]))
    expect(refusal(engine, { type: 'encounter.pick', action: 0, mood: 1 })).toBe('the mood die shows 6: choose the domain for its inga (E.70)')
    send(engine, { type: 'encounter.pick', action: 0, mood: 1, moodDomain: 'green' })
    expect(battle(engine).wheel.green).toBe(2)
  })

  it('E.70 rank D must take the lower die as its action die', () => {
    const engine = ambushedEngine()
    passRound(engine)
    passRound(engine)
    send(engine, { type: 'encounter.pursuit', pc: 'pc-verdant', ability: 'mind', dice: [5, 3] })
    expect(refusal(engine, { type: 'encounter.pick', action: 0 })).toBe('rank D must use the lower die (E.70)')
  })

  it('E.31 a threat attack aims at a PC in its paragraph when there is one', () => {
    const engine = ambushedEngine()
    send(engine, attackBody('pc-haneul', [1, 1, 1]), { type: 'encounter.pick', action: 0 })
    expect(refusal(engine, { type: 'encounter.threatAttack', threat: 'drowned-hands', target: 'pc-elias', dice: [5] })).toBe('the target must be one of Han Haneul (E.31)')
  })

  it('E.31 with no PC in its paragraph the target table is rolled first', () => {
    const engine = ambushedEngine({ 'pc-sora': 6 })
    expect(refusal(engine, { type: 'encounter.threatAttack', threat: 'drowned-hands', target: 'pc-sora', dice: [5, 5] })).toBe(
      'no PC stands in paragraph 1: roll the target table first (E.31)'
    )
  })

  it('E.30 a threat acts only when processing reaches its paragraph', () => {
    expect(refusal(ambushedEngine(), { type: 'encounter.threatSpell', threat: 'fog-lantern' })).toBe('now Han Haneul in paragraph 1 act (E.12)')
  })

  it('E.32 a threat placed this round cannot be obstructed', () => {
    const engine = ambushedEngine({ 'pc-elias': 2, 'pc-haneul': 6 })
    send(engine, { type: 'encounter.threatPass', threat: 'drowned-hands' }, { type: 'encounter.spell', pc: 'pc-elias', gift: 0 })
    expect(refusal(engine, { type: 'encounter.threatSpell', threat: 'fog-lantern', obstruct: { pc: 'pc-elias', dice: [5, 5, 5] } })).toBe(
      'a threat placed this round cannot be obstructed (E.32)'
    )
  })

  it('E.32 a PC short of inga in a non-black domain cannot obstruct', () => {
    const engine = ambushedEngine({ 'pc-elias': 2, 'pc-haneul': 6 })
    passRound(engine)
    send(engine, { type: 'encounter.adjust', unit: { kind: 'pc', pc: 'pc-elias' }, inga: { domain: 'green', change: -1 } })
    send(engine, { type: 'encounter.threatPass', threat: 'drowned-hands' }, { type: 'encounter.spell', pc: 'pc-elias', gift: 0 })
    expect(refusal(engine, { type: 'encounter.threatSpell', threat: 'fog-lantern', obstruct: { pc: 'pc-elias', dice: [5, 5, 5] } })).toBe('no inga in green (E.32)')
  })

  it('E.32 only a PC standing in the threat’s paragraph may obstruct', () => {
    const engine = ambushedEngine({ 'pc-elias': 2, 'pc-haneul': 6 })
    passRound(engine)
    send(engine, { type: 'encounter.threatPass', threat: 'drowned-hands' }, { type: 'encounter.spell', pc: 'pc-elias', gift: 0 })
    expect(refusal(engine, { type: 'encounter.threatSpell', threat: 'fog-lantern', obstruct: { pc: 'pc-haneul', dice: [5, 5, 5] } })).toBe('the PC must stand in paragraph 2 (E.32)')
  })

  it('E.25 only a gift of type spell is a spell action', () => {
    const engine = ambushedEngine({ 'pc-sora': 1 })
    expect(refusal(engine, { type: 'encounter.spell', pc: 'pc-sora', gift: 0 })).toBe('a support gift is not a spell (E.25)')
  })

  it('E.40 the round cannot end while someone still has to act', () => {
    expect(refusal(ambushedEngine(), { type: 'encounter.endRound' })).toBe('the round goes on: Han Haneul in paragraph 1 still to act (E.12)')
  })

  it('E.50 a pursuit check outside the end of round 2 is refused', () => {
    expect(refusal(ambushedEngine(), { type: 'encounter.pursuit', pc: 'pc-sora', ability: 'skill', dice: [4, 4] })).toBe(
      'a pursuit check comes only after melee round 2, with the body still standing (E.50)'
    )
  })
})

describe('encounter refusals in Korean', () => {
  const inKorean = (why: ReturnType<typeof refusalReason>): string | null => (why ? korean(why) : null)

  it('E.52 a campaign without the standard tables is refused in Korean, naming the missing table', () => {
    const campaign = demoCampaign()
    campaign.tables = campaign.tables.filter((t) => t.id !== 'target')
    expect(inKorean(refusalReason(battleEngine(campaign), startCommand))).toBe('캠페인의 표가 완전하지 않습니다: "target" 표가 없습니다 (E.52)')
  })

  it('E.12 a PC out of turn is told, in Korean, whose turn it is and where', () => {
    expect(inKorean(refusalReason(ambushedEngine(), attackBody('pc-elias', [5])))).toBe('지금은 단락 1의 한하늘 차례입니다 (E.12)')
  })

  it('E.71 a waiting check is named by its glossary term in Korean', () => {
    const engine = ambushedEngine()
    send(engine, attackBody('pc-haneul', [5, 3, 2]))
    expect(inKorean(refusalReason(engine, { type: 'encounter.move', pc: 'pc-haneul', to: 3 }))).toBe('먼저 한하늘의 명중 판정 주사위를 고르세요 (E.71)')
  })

  it('E.32 an obstruction short of inga names the empty domain in Korean', () => {
    const engine = ambushedEngine({ 'pc-elias': 2, 'pc-haneul': 6 })
    passRound(engine)
    send(engine, { type: 'encounter.adjust', unit: { kind: 'pc', pc: 'pc-elias' }, inga: { domain: 'green', change: -1 } })
    send(engine, { type: 'encounter.threatPass', threat: 'drowned-hands' }, { type: 'encounter.spell', pc: 'pc-elias', gift: 0 })
    expect(inKorean(refusalReason(engine, { type: 'encounter.threatSpell', threat: 'fog-lantern', obstruct: { pc: 'pc-elias', dice: [5, 5, 5] } }))).toBe('녹 영역에 인과가 없습니다 (E.32)')
  })

  it('E.40 the round-end refusal says who still acts, in Korean', () => {
    expect(inKorean(refusalReason(ambushedEngine(), { type: 'encounter.endRound' }))).toBe('라운드가 아직 진행 중입니다. 아직 행동할 쪽: 단락 1의 한하늘 (E.12)')
  })
})

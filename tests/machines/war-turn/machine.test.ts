import { describe, expect, it } from 'vitest'
import { at, demoCampaign, demoEngine, mustDispatch, demoDeclarations } from '../campaign/fixtures'
import type { CampaignEngine } from '@machines/campaign/engine'
import { korean } from '@machines/reasons/format'

const campaignOf = (engine: CampaignEngine) => engine.current.context.campaign
const phaseOf = (engine: CampaignEngine) => {
  const phase = engine.current.context.phase
  if (phase?.kind !== 'warTurn') throw new Error('no war turn running')
  return phase
}

function resolvedDemoTurn(): CampaignEngine {
  const { engine } = demoEngine()
  mustDispatch(engine, { type: 'turn.start' })
  for (const d of demoDeclarations) mustDispatch(engine, d)
  mustDispatch(engine, { type: 'turn.resolve' })
  return engine
}

describe('war-turn machine: collecting → resolved → applied', () => {
  it('T.1 refuses a master daily life with fewer than 3 regions, naming the rule', () => {
    const { engine } = demoEngine()
    mustDispatch(engine, { type: 'turn.start' })
    expect(engine.dispatch({ type: 'turn.declare', actor: 'm-haneul', action: 'daily', regions: ['church', 'port'] }, at)).toMatchObject({
      ok: false,
      error: "a master's daily life needs 3 distinct regions (T.1)"
    })
  })

  it('refuses an unknown region and a declaration after resolution, and changes nothing', () => {
    const engine = resolvedDemoTurn()
    const before = engine.current.context
    expect(engine.dispatch({ type: 'turn.declare', actor: 'saber', action: 'daily', regions: ['atlantis'] }, at)).toMatchObject({
      ok: false,
      error: 'declarations are closed: the turn is resolved (reopen it to change one)'
    })
    expect(engine.current.context).toBe(before)
    mustDispatch(engine, { type: 'turn.reopen' })
    expect(engine.dispatch({ type: 'turn.declare', actor: 'saber', action: 'daily', regions: ['atlantis'] }, at)).toMatchObject({
      ok: false,
      error: 'unknown region "atlantis"'
    })
  })

  it('changing a declaration replaces it (one declaration per actor)', () => {
    const { engine } = demoEngine()
    mustDispatch(engine, { type: 'turn.start' })
    mustDispatch(engine, { type: 'turn.declare', actor: 'saber', action: 'daily', regions: ['port'] })
    mustDispatch(engine, { type: 'turn.declare', actor: 'saber', action: 'investigate', regions: ['church'] })
    expect(phaseOf(engine).context.declarations).toEqual([{ actor: 'saber', action: 'investigate', regions: ['church'] }])
  })

  it('resolves the demo turn into a proposal with rule ids (T.7, T.10, T.12, T.15, T.16)', () => {
    const engine = resolvedDemoTurn()
    const { resolution } = phaseOf(engine).context.proposal!
    expect(resolution.emotionExchanges).toContainEqual({ actors: ['m-haneul', 'saber'], region: 'port', positiveOnly: false, rule: 'T.7' })
    expect(resolution.emotionExchanges).toContainEqual({ actors: ['m-haneul', 'm-sora'], region: 'church', positiveOnly: false, rule: 'T.7' })
    expect(resolution.info).toContainEqual({ team: 'blue', servant: 'saber', by: 'lancer', region: 'port', source: 'encounter', rule: 'T.10' })
    expect(resolution.duelOpportunities).toContainEqual({ by: 'lancer', servant: 'saber', region: 'port', rule: 'T.15' })
    expect(resolution.fights.map((f) => f.rule)).toEqual(resolution.fights.map(() => 'T.12'))
    expect(resolution.manaSupply).toContainEqual({ servant: 'saber', master: 'm-haneul', region: 'port', rule: 'T.16' })
  })

  it('T.9c the GM picks the sign of each side; applying writes emotions, info and traces', () => {
    const engine = resolvedDemoTurn()
    const proposal = phaseOf(engine).context.proposal!
    const index = proposal.resolution.emotionExchanges.findIndex((e) => e.actors.includes('saber'))
    mustDispatch(engine, { type: 'turn.emotionSign', index, from: 'saber', sign: 'negative' })
    const info = proposal.resolution.info.findIndex((i) => i.servant === 'saber')
    mustDispatch(engine, { type: 'turn.infoGrade', index: info, grade: 3 })
    mustDispatch(engine, { type: 'turn.apply' })
    const campaign = campaignOf(engine)
    expect(engine.current.value).toBe('idle')
    expect(campaign.turn).toBe(1)
    expect(campaign.scene).toBe(1)
    expect(campaign.emotions).toContainEqual({ from: 'saber', to: 'm-haneul', sign: 'negative', points: 1 })
    expect(campaign.emotions).toContainEqual({ from: 'm-haneul', to: 'saber', sign: 'positive', points: 1 })
    // T.22: the GM raised the grade of the info point.
    expect(campaign.info).toContainEqual({ team: 'blue', servant: 'saber', grade: 3, source: 'encounter', turn: 1, rule: 'T.10' })
    // T.20: traces for next turn replace last turn's.
    expect(campaign.traces).toEqual(proposal.resolution.traces)
  })

  it('T.9b an exchange with an existing emotion deepens it by one point', () => {
    const engine = resolvedDemoTurn()
    mustDispatch(engine, { type: 'turn.apply' })
    // The demo starts with Haneul and Sora holding 1 positive point toward each other.
    expect(campaignOf(engine).emotions).toContainEqual({ from: 'm-haneul', to: 'm-sora', sign: 'positive', points: 2 })
  })

  it('T.16 a supplied daily servant recovers hp and gains the supply mp; V.7 rest restores', () => {
    const { engine } = demoEngine()
    mustDispatch(engine, { type: 'actor.adjust', actor: 'saber', hp: -20, mp: -20 })
    mustDispatch(engine, { type: 'actor.adjust', actor: 'lancer', hp: -20, mp: -20 })
    mustDispatch(engine, { type: 'turn.start' })
    mustDispatch(engine, demoDeclarations[0])
    mustDispatch(engine, demoDeclarations[1])
    mustDispatch(engine, { type: 'turn.declare', actor: 'lancer', action: 'rest', regions: [] })
    mustDispatch(engine, { type: 'turn.resolve' })
    mustDispatch(engine, { type: 'turn.apply' })
    const saber = campaignOf(engine).servants.find((s) => s.id === 'saber')!
    const lancer = campaignOf(engine).servants.find((s) => s.id === 'lancer')!
    expect([saber.hp, saber.mp]).toEqual([40 + 5, 20 + 10]) // recoveryHp 5, manaSupplyMp 10
    expect([lancer.hp, lancer.mp]).toEqual([44 + 10, 10 + 10]) // restHp 10, restMp 10
  })

  it('a struck outcome is not applied', () => {
    const engine = resolvedDemoTurn()
    const proposal = phaseOf(engine).context.proposal!
    const info = proposal.resolution.info.findIndex((i) => i.servant === 'saber')
    mustDispatch(engine, { type: 'turn.strike', list: 'info', index: info, struck: true })
    mustDispatch(engine, { type: 'turn.apply' })
    expect(campaignOf(engine).info.filter((i) => i.servant === 'saber' && i.team === 'blue')).toEqual([])
  })

  it('T.9 refuses a negative sign on a positive-only exchange with a lone servant, in English and Korean', () => {
    const campaign = demoCampaign()
    campaign.emotions.push({ from: 'm-haneul', to: 'lancer', sign: 'positive', points: 1 })
    const { engine } = demoEngine(campaign)
    mustDispatch(engine, { type: 'turn.start' })
    mustDispatch(engine, { type: 'turn.declare', actor: 'm-haneul', action: 'daily', regions: ['church', 'port', 'park'] })
    mustDispatch(engine, { type: 'turn.declare', actor: 'lancer', action: 'daily', regions: ['port'] })
    mustDispatch(engine, { type: 'turn.resolve' })
    const exchanges = phaseOf(engine).context.proposal!.resolution.emotionExchanges
    expect(exchanges).toEqual([{ actors: ['m-haneul', 'lancer'], region: 'port', positiveOnly: true, rule: 'T.9' }])
    const result = engine.dispatch({ type: 'turn.emotionSign', index: 0, from: 'lancer', sign: 'negative' }, at)
    expect(result).toMatchObject({ ok: false, error: 'this exchange may only give a positive emotion (T.9)' })
    expect(result.ok ? '' : korean(result.why)).toBe('이 감정 교류에서는 긍정 감정만 생길 수 있습니다 (T.9)')
  })

  it('T.1 a declaration is refused in Korean without the path of the generated input', () => {
    const { engine } = demoEngine()
    mustDispatch(engine, { type: 'turn.start' })
    const result = engine.dispatch({ type: 'turn.declare', actor: 'm-haneul', action: 'daily', regions: ['church', 'port'] }, at)
    expect(result.ok ? '' : korean(result.why)).toBe('마스터의 일상 생활에는 서로 다른 지역 3곳이 필요합니다 (T.1)')
  })

  it('striking an item past the end of a list names the list in both languages', () => {
    const engine = resolvedDemoTurn()
    const result = engine.dispatch({ type: 'turn.strike', list: 'manaSupply', index: 99, struck: true }, at)
    expect(result).toMatchObject({ ok: false, error: 'no manaSupply item #100' })
    expect(result.ok ? '' : korean(result.why)).toBe('마력 공급 항목 #100이 없습니다')
  })

  it('undo walks back through apply to the resolved proposal', () => {
    const engine = resolvedDemoTurn()
    mustDispatch(engine, { type: 'turn.apply' })
    engine.undo()
    expect(engine.current.value).toBe('inPhase')
    expect(phaseOf(engine).value).toBe('resolved')
    expect(campaignOf(engine).turn).toBe(0)
  })

  it('publishes the GM’s public lines on the board when the turn is applied', () => {
    const engine = resolvedDemoTurn()
    mustDispatch(engine, { type: 'turn.publish', text: 'A fight broke out at the market' })
    mustDispatch(engine, { type: 'turn.apply' })
    expect(campaignOf(engine).announcements).toEqual([{ turn: 1, scene: 1, text: 'A fight broke out at the market' }])
  })
})

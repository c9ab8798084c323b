import { describe, expect, it } from 'vitest'
import { english, korean } from '@machines/reasons/format'
import { namedReason } from '@machines/encounter/named-reason'
import { reason } from '@machines/reasons/reason'
import { ambushedEngine, battleEngine, demoCampaign, passRound, refusalReason, send, startCommand } from '../machines/encounter/fixtures'

// Issue 14: encounter messages name a PC by its name, never by its id ("pc-haneul", "pc:pc-sora").
// Each refusal below is one the rules give with a PC id (or a `pc:<id>` / `body` unit key) among its
// values; it is rendered in Korean and English, and a raw id in either fails the test.

/** A raw PC id or unit key in rendered words. */
const rawPcId = /\bpc[-:][a-z0-9]/u

const attackBody = (pc: string, dice: number[]) => ({ type: 'encounter.attack', pc, weapon: 0, target: { kind: 'body' }, dice })

function refusals(): { what: string; why: ReturnType<typeof refusalReason> }[] {
  const out: { what: string; why: ReturnType<typeof refusalReason> }[] = []
  const add = (what: string, why: ReturnType<typeof refusalReason>) => out.push({ what, why })
  add('out of turn (E.12)', refusalReason(ambushedEngine(), attackBody('pc-elias', [5])))
  add('round goes on (E.12)', refusalReason(ambushedEngine(), { type: 'encounter.endRound' }))
  const checking = ambushedEngine()
  send(checking, attackBody('pc-haneul', [5, 3, 2]))
  add('pick first (E.71)', refusalReason(checking, { type: 'encounter.move', pc: 'pc-haneul', to: 3 }))
  const plotting = battleEngine()
  send(plotting, { ...startCommand, ambush: true }, { type: 'encounter.plot', pc: 'pc-haneul', plot: 1 })
  add('plots missing (E.11)', refusalReason(plotting, { type: 'encounter.revealPlots' }))
  const scouted = battleEngine()
  send(scouted, startCommand, { type: 'encounter.scout', pc: 'pc-elias', paragraph: 2, dice: [5, 2, 3] }, { type: 'encounter.pick', action: 0 })
  add('scouted twice (E.2)', refusalReason(scouted, { type: 'encounter.scout', pc: 'pc-elias', paragraph: 3, dice: [5, 2, 3] }))
  add('not incapacitated (E.72)', refusalReason(ambushedEngine(), { type: 'encounter.fatalWound', pc: 'pc-elias', dice: [3] }))
  const target = ambushedEngine({ 'pc-haneul': 1, 'pc-elias': 2 })
  send(target, attackBody('pc-haneul', [1, 1, 1]), { type: 'encounter.pick', action: 0 })
  add('target one of (E.31)', refusalReason(target, { type: 'encounter.threatAttack', threat: 'drowned-hands', target: 'pc-elias', dice: [5] }))
  const roundEnd = ambushedEngine()
  passRound(roundEnd, true)
  add('not bound (E.60)', refusalReason(roundEnd, { type: 'encounter.endRound', boundDice: { 'pc:pc-sora': [3] } }))
  add('battlefield reaches nobody (E.63)', refusalReason(roundEnd, { type: 'encounter.endRound', fieldDice: { 'pc:pc-sora': [3] } }))
  const campaign = demoCampaign()
  campaign.pcs = campaign.pcs.map((pc) => (pc.id === 'pc-elias' ? { ...pc, hp: 0 } : pc))
  add('cannot join (E.72)', refusalReason(battleEngine(campaign), startCommand))
  return out
}

describe('encounter messages name PCs by their names (issue 14)', () => {
  it('no encounter refusal, in Korean or English, shows a raw PC id or unit key', () => {
    const all = refusals()
    expect(all.every((r) => r.why !== null), JSON.stringify(all.filter((r) => r.why === null).map((r) => r.what))).toBe(true)
    const leaks = all.flatMap(({ what, why }) => [korean(why!), english(why!)].filter((words) => rawPcId.test(words)).map((words) => `${what}: ${words}`))
    expect(leaks).toEqual([])
    // and the names are there, with the particle the name takes
    expect(korean(all[0]!.why!)).toBe('지금은 단락 1의 한하늘 차례입니다 (E.12)')
  })

  it('the scan would catch a raw id and a unit key, and a name chosen by the helper takes its own particle', () => {
    expect(rawPcId.test('지금은 단락 1의 pc-haneul 차례입니다')).toBe(true)
    expect(rawPcId.test('pc:pc-sora is not bound')).toBe(true)
    expect(rawPcId.test('PC 4명의 수레바퀴')).toBe(false)
    const pcs = demoCampaign().pcs
    expect(korean(namedReason(reason('reason.encounter.notBound', { unit: 'pc:pc-sora' }), pcs))).toBe('윤소라는 포박 상태가 아닙니다: 라운드 종료 주사위를 굴리지 않습니다')
    expect(korean(namedReason(reason('reason.encounter.notBound', { unit: 'pc:pc-haneul' }), pcs))).toBe('한하늘은 포박 상태가 아닙니다: 라운드 종료 주사위를 굴리지 않습니다')
    expect(english(namedReason(reason('reason.encounter.boundNeedsDie', { unit: 'body' }), pcs))).toBe('the body is bound: its round-end loss needs a 1D6')
  })
})

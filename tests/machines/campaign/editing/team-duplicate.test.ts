import { describe, expect, it } from 'vitest'
import { demoCampaign, demoEngine, mustDispatch } from '../fixtures'
import { campaignOf, refusal, refusalKo } from './helpers'
import { entriesOf, played } from '../session-log/helpers'
import { copyName, duplicateTeamDraft } from '@machines/campaign/editing/team-duplicate'

const red = demoCampaign().teams[0]!

// Issue 17: "duplicate … for teams": a team is copied with its master and servant as one command.
describe('edit.team.duplicate', () => {
  it('starts the copy from the source: names marked as copies, ids from those names, the same colour and base region', () => {
    const draft = duplicateTeamDraft(demoCampaign(), red)
    expect(draft).toEqual({ id: 'red-copy', name: { ko: '붉은 진영 (사본)', en: 'Red (copy)' }, color: red.color, master: 'han-haneul-copy', servant: 'saber-copy', base: 'mansion' })
    expect(copyName({ ko: '세이버', en: 'Saber' })).toEqual({ ko: '세이버 (사본)', en: 'Saber (copy)' })
  })

  it('adds the team with copies of its master and servant sheets, and one undo takes all three away', () => {
    const { engine } = demoEngine()
    const before = campaignOf(engine)
    const head = engine.head
    mustDispatch(engine, { type: 'edit.team.duplicate', from: 'red', team: duplicateTeamDraft(before, red) })
    expect(engine.head).toBe(head + 1)
    const campaign = campaignOf(engine)
    const sourceMaster = before.masters.find((m) => m.id === 'm-haneul')!
    const sourceServant = before.servants.find((s) => s.id === 'saber')!
    expect(campaign.teams.at(-1)).toMatchObject({ id: 'red-copy', base: 'mansion', master: 'han-haneul-copy', servant: 'saber-copy' })
    expect(campaign.masters.at(-1)).toEqual({ ...sourceMaster, id: 'han-haneul-copy', team: 'red-copy', name: { ko: '한하늘 (사본)', en: 'Han Haneul (copy)' }, aliases: [] })
    expect(campaign.servants.at(-1)).toEqual({ ...sourceServant, id: 'saber-copy', team: 'red-copy', className: { ko: '세이버 (사본)', en: 'Saber (copy)' }, aliases: [] })
    engine.undo()
    expect(campaignOf(engine)).toEqual(before)
  })

  it('writes one log line naming the source, the copy and its master and servant', () => {
    const engine = played([{ type: 'edit.team.duplicate', from: 'red', team: duplicateTeamDraft(demoCampaign(), red) }])
    const entries = entriesOf(engine)
    expect(entries).toHaveLength(1)
    expect(entries[0]!.gm).toEqual({
      ko: '진영 복제: 붉은 진영 → 붉은 진영 (사본) (함께 복제: 한하늘 (사본), 세이버 (사본))',
      en: 'Team duplicated: Red → Red (copy), with Han Haneul (copy), Saber (copy)'
    })
  })

  it('refuses a team id, master id or servant id already in use, naming it, and changes nothing', () => {
    const { engine } = demoEngine()
    const draft = duplicateTeamDraft(campaignOf(engine), red)
    expect(refusal(engine, { type: 'edit.team.duplicate', from: 'red', team: { ...draft, id: 'blue' } })).toBe(
      'team id "blue" is already taken by "Blue": give the new team another id, or open "Blue" from the list'
    )
    expect(refusalKo(engine, { type: 'edit.team.duplicate', from: 'red', team: { ...draft, master: 'm-elias' } })).toBe('id "m-elias"는 이미 진영 "blue"가 쓰고 있습니다')
    expect(refusal(engine, { type: 'edit.team.duplicate', from: 'red', team: { ...draft, servant: 'saber' } })).toBe('id "saber" already belongs to team "red"')
    expect(refusal(engine, { type: 'edit.team.duplicate', from: 'red', team: { ...draft, servant: draft.master } })).toBe('a master and a servant need different ids')
  })

  it('refuses an unknown source, a base that is no region (the schema issue), and a copy while a war turn runs', () => {
    const { engine } = demoEngine()
    const draft = duplicateTeamDraft(campaignOf(engine), red)
    expect(refusal(engine, { type: 'edit.team.duplicate', from: 'gold', team: draft })).toBe('unknown team "gold"')
    expect(refusal(engine, { type: 'edit.team.duplicate', from: 'red', team: { ...draft, base: 'moon' } })).toBe('team red-copy ▸ base region: unknown region "moon"')
    mustDispatch(engine, { type: 'turn.start' })
    expect(refusal(engine, { type: 'edit.team.duplicate', from: 'red', team: draft })).toMatch(/^finish the running war turn first: a new team waits/)
  })
})

describe('edit.reorder of the teams', () => {
  it('orders the masters and servants the same way (the Masters and Servants lists follow their teams), and undo puts them back', () => {
    const { engine } = demoEngine()
    const before = campaignOf(engine)
    mustDispatch(engine, { type: 'edit.reorder', list: 'teams', ids: ['violet', 'red', 'blue', 'green'] })
    const campaign = campaignOf(engine)
    expect(campaign.masters.map((m) => m.team)).toEqual(['violet', 'red', 'blue', 'green'])
    expect(campaign.servants.map((s) => s.id)).toEqual(['caster', 'saber', 'lancer', 'archer'])
    engine.undo()
    expect(campaignOf(engine).servants.map((s) => s.id)).toEqual(before.servants.map((s) => s.id))
  })
})

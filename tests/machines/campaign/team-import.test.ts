import { describe, expect, it } from 'vitest'
import { checkImportTeam, applyImportTeam, type TeamImportCommand } from '@machines/campaign/team-import'
import { demoCampaign } from './fixtures'
import type { Reason } from '@machines/reasons/reason'
import { english, korean } from '@machines/reasons/format'

const said = (why: Reason | undefined): string | undefined => why && english(why)

/** A team copied from the demo under fresh ids. */
function newTeam(overrides: { team?: string; master?: string; servant?: string; base?: string } = {}): TeamImportCommand {
  const demo = demoCampaign()
  const ids = { team: 'gold', master: 'm-gil', servant: 'rider', base: 'church', ...overrides }
  return {
    type: 'team.import',
    team: { ...demo.teams[0], id: ids.team, master: ids.master, servant: ids.servant, base: ids.base },
    master: { ...demo.masters[0], id: ids.master, team: ids.team },
    servant: { ...demo.servants[0], id: ids.servant, team: ids.team }
  }
}

const idle = () => ({ campaign: demoCampaign(), phase: null })

describe('team.import: copying a team from another campaign', () => {
  it('accepts a team with fresh ids and adds its team, master and servant', () => {
    const command = newTeam()
    expect(checkImportTeam(idle(), command)).toBeUndefined()
    const after = applyImportTeam(demoCampaign(), command)
    expect([after.teams.length, after.masters.length, after.servants.length]).toEqual([5, 5, 5])
    expect(after.servants.at(-1)?.id).toBe('rider')
  })

  it('refuses a team id already used', () => {
    expect(said(checkImportTeam(idle(), newTeam({ team: 'red' })))).toBe('a team with id "red" is already in this campaign')
  })

  it('refuses an actor id already used, whichever kind holds it', () => {
    expect(said(checkImportTeam(idle(), newTeam({ master: 'saber' })))).toBe('an actor with id "saber" is already in this campaign')
  })

  it("refuses a base that is not one of this campaign's regions", () => {
    expect(said(checkImportTeam(idle(), newTeam({ base: 'atlantis' })))).toBe('the team\'s base "atlantis" is not a region of this campaign')
  })

  it('refuses a team that does not name its own master and servant', () => {
    const command = newTeam()
    expect(said(checkImportTeam(idle(), { ...command, team: { ...command.team, master: 'm-other' } }))).toBe('the team must name its own master and servant')
  })

  it('says in Korean that the team.import waits for the running phase', () => {
    expect(korean(checkImportTeam({ campaign: demoCampaign(), phase: { kind: 'warTurn' } }, newTeam())!)).toBe('진행 중인 회차나 전투를 먼저 끝내세요: 진영은 그 사이에만 합류합니다')
  })

  it('refuses while a phase runs', () => {
    expect(said(checkImportTeam({ campaign: demoCampaign(), phase: { kind: 'warTurn' } }, newTeam()))).toBe('finish the running phase first: a team joins between phases')
  })
})

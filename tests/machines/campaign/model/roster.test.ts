import { describe, expect, it } from 'vitest'
import { activeTeams, actorName, actorWords, findActor, masterOf, namesOf, servantAbilityName, teamOf } from '@machines/campaign/model/roster'
import { demoCampaign } from '../fixtures'

describe('the roster lookups of the campaign model', () => {
  const campaign = demoCampaign()

  it('finds masters and servants by id, and their team', () => {
    expect(findActor(campaign, 'saber')?.team).toBe('red')
    expect(findActor(campaign, 'm-haneul')?.team).toBe('red')
    expect(findActor(campaign, 'nobody')).toBeUndefined()
    expect(teamOf(campaign, 'lancer')).toBe('blue')
    expect(masterOf(campaign, 'saber')?.id).toBe('m-haneul')
  })

  it('names a servant by its class, never its true name (T.25), and a master by its name', () => {
    const saber = findActor(campaign, 'saber')!
    expect(actorName(saber)).toEqual(campaign.servants.find((s) => s.id === 'saber')!.className)
    expect(namesOf(campaign)('saber').en).not.toContain('Roland')
    expect(namesOf(campaign)('m-haneul')).toEqual(campaign.masters.find((m) => m.id === 'm-haneul')!.name)
    expect(namesOf(campaign)('unknown-id')).toEqual({ ko: 'unknown-id', en: 'unknown-id' })
  })

  it('lets the GM type a servant by its true name and aliases in an entry', () => {
    const saber = campaign.servants.find((s) => s.id === 'saber')!
    expect(actorWords(saber)).toEqual([saber.className.ko, saber.className.en, saber.trueName, ...saber.aliases])
  })

  it('leaves the dead and the destroyed out of the active teams', () => {
    const changed = { ...campaign, servants: campaign.servants.map((s) => (s.id === 'saber' ? { ...s, status: 'destroyed' as const } : s)) }
    const red = activeTeams(changed).find((t) => t.team.id === 'red')!
    expect(red.servant).toBeNull()
    expect(red.master?.id).toBe('m-haneul')
    expect(activeTeams(campaign).every((t) => t.master && t.servant)).toBe(true)
  })

  it('names a hand card by the skill or noble phantasm it comes from', () => {
    const servant = campaign.servants.find((s) => s.noblePhantasms.length > 0)!
    const np = servant.noblePhantasms[0]!
    expect(servantAbilityName(campaign, servant.id, np.id)).toEqual(np.name)
    expect(servantAbilityName(campaign, servant.id, 'smash')).toBeUndefined()
  })
})

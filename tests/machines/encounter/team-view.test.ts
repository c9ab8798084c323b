import { describe, expect, it } from 'vitest'
import { teamView } from '@machines/campaign/team-view'
import { checkTeamCommand } from '@machines/campaign/team-commands'
import { english } from '@machines/reasons/format'
import { campaignSchema } from '@machines/campaign/model/campaign'
import { demoCampaign, demoEngine, mustDispatch } from '../campaign/fixtures'

// Issue 18: in an encounter's plot step each team's page asks for the secret plots of the PCs its
// players play (E.11), and shows no other team's plot.
const battle = { type: 'encounter.start', monster: 'ferry-shade', pcs: ['pc-haneul', 'pc-elias', 'pc-sora', 'pc-verdant'], ambush: true }

function plotting() {
  const { engine } = demoEngine()
  mustDispatch(engine, battle)
  return engine
}

describe('an encounter’s plot step on the team page (E.11)', () => {
  it('E.11 the prompt holds the team’s own PCs only, with their own sealed plot, never another team’s', () => {
    const engine = plotting()
    mustDispatch(engine, { type: 'encounter.plot', pc: 'pc-elias', plot: 5 })
    mustDispatch(engine, { type: 'encounter.plot', pc: 'pc-haneul', plot: 2 })
    expect(teamView(engine.current, 'red')!.prompt).toEqual({ kind: 'encounter', open: true, healed: false, slots: [{ pc: 'pc-haneul', name: { ko: '한하늘', en: expect.any(String) }, incapacitated: false, plot: 2 }] })
    const blue = teamView(engine.current, 'blue')!
    expect(blue.prompt).toMatchObject({ kind: 'encounter', slots: [{ pc: 'pc-elias', plot: 5 }] })
    expect(JSON.stringify(blue.prompt)).not.toContain('pc-haneul')
  })

  it('E.11 after the reveal, before the plot step and for a team with no PC in the battle, nothing is asked', () => {
    const { engine } = demoEngine()
    mustDispatch(engine, { ...battle, ambush: false })
    expect(teamView(engine.current, 'red')!.prompt).toBeNull()
    const two = demoEngine().engine
    mustDispatch(two, { ...battle, pcs: ['pc-haneul', 'pc-elias'] })
    expect(teamView(two.current, 'green')!.prompt).toBeNull()
    const engine3 = plotting()
    for (const [pc, plot] of [['pc-haneul', 1], ['pc-elias', 2], ['pc-sora', 4], ['pc-verdant', 6]] as const) mustDispatch(engine3, { type: 'encounter.plot', pc, plot })
    mustDispatch(engine3, { type: 'encounter.revealPlots' })
    expect(teamView(engine3.current, 'red')!.prompt).toBeNull()
  })

  it('a PC with no team is the GM’s to enter: no team page asks for it', () => {
    const campaign = demoCampaign()
    campaign.pcs = campaign.pcs.map(({ team: _team, ...pc }) => pc)
    const { engine } = demoEngine(campaign)
    mustDispatch(engine, battle)
    for (const team of ['red', 'blue', 'green', 'violet']) expect(teamView(engine.current, team)!.prompt).toBeNull()
  })

  it('E.11 a team seals its own PC’s plot; another team’s PC is refused by its public name; after the reveal the team is not asked', () => {
    const engine = plotting()
    const own = checkTeamCommand(engine.current, 'red', { type: 'encounter.plot', pc: 'pc-haneul', plot: 3 })
    expect(own.ok).toBe(true)
    const other = checkTeamCommand(engine.current, 'red', { type: 'encounter.plot', pc: 'pc-elias', plot: 3 })
    expect(!other.ok && english(other.why)).toMatch(/is not one of your team's living actors/)
    expect(checkTeamCommand(engine.current, 'red', { type: 'encounter.revealPlots' }).ok).toBe(false)
    const scout = demoEngine().engine
    mustDispatch(scout, { ...battle, ambush: false })
    const early = checkTeamCommand(scout.current, 'red', { type: 'encounter.plot', pc: 'pc-haneul', plot: 3 })
    expect(!early.ok && english(early.why)).toMatch(/not asked for this now/)
  })

  it('a PC owned by a team the campaign does not have is refused by the campaign schema, naming the team', () => {
    const campaign = demoCampaign()
    campaign.pcs[0] = { ...campaign.pcs[0]!, team: 'nobody' }
    const parsed = campaignSchema.safeParse(campaign)
    expect(parsed.success).toBe(false)
    expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['pcs.0.team'])
  })

  it('E.72 a team’s PC that fell before the reveal without a plot and is healed is asked where it stands; its plot places it at once', () => {
    const { engine } = demoEngine()
    mustDispatch(engine, { ...battle, pcs: ['pc-haneul', 'pc-elias'] })
    mustDispatch(engine, { type: 'encounter.adjust', unit: { kind: 'pc', pc: 'pc-elias' }, hp: -99 })
    mustDispatch(engine, { type: 'encounter.plot', pc: 'pc-haneul', plot: 1 })
    mustDispatch(engine, { type: 'encounter.revealPlots' })
    // Down without a plot: no token, nothing to ask while it is incapacitated.
    expect(teamView(engine.current, 'blue')!.prompt).toBeNull()
    mustDispatch(engine, { type: 'encounter.adjust', unit: { kind: 'pc', pc: 'pc-elias' }, hp: 5 })
    expect(teamView(engine.current, 'blue')!.prompt).toMatchObject({ kind: 'encounter', open: true, healed: true, slots: [{ pc: 'pc-elias', plot: null, incapacitated: false }] })
    expect(teamView(engine.current, 'red')!.prompt).toBeNull()
    const checked = checkTeamCommand(engine.current, 'blue', { type: 'encounter.plot', pc: 'pc-elias', plot: 3 })
    expect(checked.ok).toBe(true)
    if (checked.ok) mustDispatch(engine, checked.command)
    const phase = engine.current.context.phase
    expect(phase?.kind === 'encounter' && phase.context.pcs.find((pc) => pc.id === 'pc-elias')?.position).toBe(3)
    expect(teamView(engine.current, 'blue')!.prompt).toBeNull()
    // Red's PC has its token: Red may not send a plot for it now.
    expect(checkTeamCommand(engine.current, 'red', { type: 'encounter.plot', pc: 'pc-haneul', plot: 2 }).ok).toBe(false)
  })
})

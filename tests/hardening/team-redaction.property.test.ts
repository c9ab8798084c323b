import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { teamView } from '@machines/campaign/team-view'
import { checkTeamCommand } from '@machines/campaign/team-commands'
import { activeTeams } from '@machines/campaign/model/roster'
import type { CampaignSnapshot } from '@machines/campaign/machine'
import { createDocument } from '@machines/campaign/document'
import { CampaignEngine } from '@machines/campaign/engine'
import { mulberry32 } from '@machines/dice/random'
import { commandPools } from './fixtures/command-pools'
import { commandOfStep } from './fixtures/guided-command'
import { at, phaseStarts, startCommands, whereItStands } from './fixtures/phase-starts'
import { explained, stepsArbitrary } from './fixtures/fuzz-engine'
import { leakedMarkers, markedTextArbitrary, secretCampaignArbitrary } from './fixtures/secret-campaign'
import { swapHiddenFromTeam, teamMarkers } from './fixtures/team-hidden-swap'
import { learnedAt } from '@machines/campaign/team-log'
import type { CampaignContext } from '@machines/campaign/machine'

// Issue 18: each team's page is a whitelist like the board's. Over random campaigns in every phase
// and step, no team payload holds a marker hidden from that team, and swapping every value hidden
// from it (other teams' declarations, plays, counts, info, guesses, emotions, servants' secrets,
// GM notes) leaves its payload exactly as it was — so no hidden value shapes it, by order or count.
const runsPerStart = 5
const drivenRunsPerStart = 3
const secretTouching = ['notes.set', 'guess.record', 'guess.mark', 'servant.reveal', 'team.import', 'actor.adjust', 'edit.servant.upsert', 'turn.declare', 'duel.play', 'encounter.plot']

/** Every team's payload in this state is redacted for that team. */
function expectTeamsRedacted(snapshot: CampaignSnapshot): void {
  const { context } = snapshot
  for (const { id } of context.campaign.teams) {
    const view = teamView(snapshot, id)
    expect(view).not.toBeNull()
    expect(leakedMarkers(JSON.stringify(view), teamMarkers(context, id))).toEqual([])
    expect(teamView({ context: swapHiddenFromTeam(context, id) } as CampaignSnapshot, id)).toEqual(view)
  }
}

/** Team-log lines the properties saw, per start: a property over no lines at all would prove nothing. */
const logLinesSeen = new Map<string, number>()

/**
 * Each team's private log of one event holds no marker hidden from that team, and swapping every
 * value hidden from it (before and after the event) leaves its lines exactly as they were: no hidden
 * value shapes them, by order or count.
 */
function expectTeamLogsRedacted(command: { type: string }, before: CampaignContext, after: CampaignContext, start: string): void {
  const learned = learnedAt(command, before, after)
  for (const { id } of after.campaign.teams) {
    const lines = learned?.teams.find((t) => t.team === id)?.lines ?? []
    logLinesSeen.set(start, (logLinesSeen.get(start) ?? 0) + lines.filter((l) => l.topic !== 'nothing').length)
    const markers = new Set([...teamMarkers(before, id), ...teamMarkers(after, id)])
    expect(leakedMarkers(JSON.stringify(lines), markers)).toEqual([])
    const swapped = learnedAt(command, swapHiddenFromTeam(before, id), swapHiddenFromTeam(after, id))
    expect(swapped?.teams.find((t) => t.team === id)?.lines ?? []).toEqual(lines)
  }
}

describe('team views over random campaigns in every phase and step (issue 18)', () => {
  for (const start of phaseStarts) {
    it(`T.1 T.22 T.25 D.50 E.11 ${start.name}: no team payload holds a value hidden from that team, whatever the GM sends`, () => {
      const runs = secretCampaignArbitrary.chain((campaign) =>
        fc.tuple(fc.constant(campaign), stepsArbitrary(commandPools(campaign, markedTextArbitrary), start.focus, 25, secretTouching), fc.nat())
      )
      fc.assert(
        fc.property(runs, ([campaign, steps, seed]) => {
          const engine = new CampaignEngine(createDocument(campaign, at), mulberry32(seed))
          const sent: unknown[] = []
          expectTeamsRedacted(engine.current)
          for (const command of startCommands(campaign, start)) {
            const before = engine.current.context
            const result = explained(sent, command, () => engine.dispatch(command, at))
            if (!result.ok) throw new Error(`${start.name}: the prefix refused ${JSON.stringify(command)}: ${result.error}`)
            sent.push(command)
            expectTeamsRedacted(engine.current)
            expectTeamLogsRedacted(command as { type: string }, before, engine.current.context, start.name)
          }
          expect(whereItStands(engine.current.context)).toEqual(start.reaches)
          for (const step of steps) {
            const command = commandOfStep(step, engine.current.context)
            const before = engine.current.context
            explained(sent, command, () => {
              const result = engine.dispatch(command, at)
              expectTeamsRedacted(engine.current)
              if (result.ok) expectTeamLogsRedacted(command as { type: string }, before, engine.current.context, start.name)
            })
            sent.push(command)
          }
        }),
        { numRuns: start.driven ? drivenRunsPerStart : runsPerStart, seed: 18 + start.name.length }
      )
    })
  }

  it('T.22 T.12 T.15 the team-log property saw real lines: a war turn applied, a duel and a battle ended', () => {
    // Runs after the properties above (vitest runs a file's tests in order).
    expect(logLinesSeen.get('idle after a war turn') ?? 0).toBeGreaterThan(0)
    expect(logLinesSeen.get('war turn, resolved') ?? 0).toBeGreaterThan(0)
    expect(logLinesSeen.get('duel, over') ?? 0).toBeGreaterThan(0)
  })

  it('T.1 D.50 the swap really changes what other teams hold: a team sees its own declaration and play, never the others’', () => {
    const [campaign] = fc.sample(secretCampaignArbitrary, { numRuns: 1, seed: 18 })
    const turn = new CampaignEngine(createDocument(campaign, at))
    for (const command of phaseStarts.find((s) => s.name === 'war turn, collecting')!.commands) turn.dispatch(command, at)
    const real = turn.current.context
    const hiddenFromRed = { context: swapHiddenFromTeam(real, 'red') } as CampaignSnapshot
    // Blue's own declaration (m-elias) is swapped away when hiding from red: blue's page changes, red's does not.
    expect(teamView(hiddenFromRed, 'blue')).not.toEqual(teamView(turn.current, 'blue'))
    expect(teamView(hiddenFromRed, 'red')).toEqual(teamView(turn.current, 'red'))
    const duel = new CampaignEngine(createDocument(campaign, at))
    for (const command of phaseStarts.find((s) => s.name === 'duel, collecting')!.commands) duel.dispatch(command, at)
    const hiddenFromBlue = { context: swapHiddenFromTeam(duel.current.context, 'blue') } as CampaignSnapshot
    expect(teamView(hiddenFromBlue, 'red')).not.toEqual(teamView(duel.current, 'red'))
    expect(teamView(hiddenFromBlue, 'blue')).toEqual(teamView(duel.current, 'blue'))
  })

  it('T.25 the leak finder lets a team see its own servant’s true name and its own guesses, never another team’s', () => {
    const [campaign] = fc.sample(secretCampaignArbitrary, { numRuns: 1, seed: 7 })
    const engine = new CampaignEngine(createDocument(campaign, at))
    const context = engine.current.context
    const saber = context.campaign.servants.find((s) => s.id === 'saber')!
    const blueGuess = context.campaign.guesses.find((g) => g.team === 'blue')!
    const payload = JSON.stringify({ own: saber.trueName, theirs: blueGuess.text, notes: context.campaign.notes })
    expect(leakedMarkers(payload, teamMarkers(context, 'red'))).toEqual([blueGuess.text, context.campaign.notes])
    expect(leakedMarkers(payload, teamMarkers(context, 'blue'))).toEqual([...(saber.trueNameRevealed ? [] : [saber.trueName]), context.campaign.notes])
  })
})

describe('team commands over random campaigns and command sequences (issue 18)', () => {
  const starts = phaseStarts.filter((s) => ['idle', 'war turn, collecting', 'war turn, resolved', 'duel, collecting', 'encounter, plots'].includes(s.name))
  for (const start of starts) {
    it(`T.1 D.50 E.11 ${start.name}: a team’s command outside its prompt or for another team’s actor is refused and changes nothing`, () => {
      const runs = secretCampaignArbitrary.chain((campaign) =>
        fc.tuple(
          fc.constant(campaign),
          fc.array(fc.tuple(stepsArbitrary(commandPools(campaign), start.name === 'encounter, plots' ? 'encounter.plot' : 'turn.', 1, ['duel.']), fc.nat(3), fc.boolean()), { minLength: 1, maxLength: 30 }),
          fc.nat()
        )
      )
      let acceptedCount = 0
      let duelAccepted = 0
      let plotAccepted = 0
      fc.assert(
        fc.property(runs, ([campaign, moves, seed]) => {
          const engine = new CampaignEngine(createDocument(campaign, at), mulberry32(seed))
          for (const command of startCommands(campaign, start)) engine.dispatch(command, at)
          for (const [[step], teamIndex, asTeam] of moves) {
            const context = engine.current.context
            const team = context.campaign.teams[teamIndex % context.campaign.teams.length].id
            const command = commandOfStep(step, context)
            if (!asTeam) {
              engine.dispatch(command, at)
              continue
            }
            const before = { head: engine.head, context: JSON.stringify(context) }
            const checked = checkTeamCommand(engine.current, team, command)
            const result = checked.ok ? engine.dispatch(checked.command, at, `team:${team}`) : checked
            if (!result.ok) {
              expect({ head: engine.head, context: JSON.stringify(engine.current.context) }).toEqual(before)
              continue
            }
            // Accepted: a declaration (or its retraction) of the team's own living actor while the turn collects (T.1),
            // or a sealed play (or its withdrawal) of the team's own fighter while the exchange collects (D.50).
            const accepted = (checked as { ok: true; command: { type: string; actor?: string } }).command
            if (accepted.type.startsWith('turn.')) {
              expect(['turn.declare', 'turn.retract']).toContain(accepted.type)
              expect(context.phase).toMatchObject({ kind: 'warTurn', value: 'collecting' })
              const living = activeTeams(context.campaign).find((t) => t.team.id === team)!
              expect([living.master?.id, living.servant?.id]).toContain(accepted.actor)
            } else if (accepted.type === 'encounter.plot') {
              // E.11: a plot of a PC the team's players play, while the plot step collects; E.72: or, while the round's
              // actions run, of one healed above 0 that has no token yet.
              const pc = (accepted as unknown as { pc: string }).pc
              const battle = context.phase?.kind === 'encounter' ? context.phase.context : null
              const fighter = battle?.pcs.find((p) => p.id === pc)
              const state = context.phase?.value
              const asked = state === 'plots' ? !battle?.plotsRevealed : (state === 'melee' || state === 'pursuit') && battle?.plotsRevealed && fighter?.position === null && fighter.hp > 0
              expect(asked).toBe(true)
              expect(context.campaign.pcs.find((p) => p.id === pc)?.team).toBe(team)
              plotAccepted++
            } else {
              expect(['duel.play', 'duel.unplay']).toContain(accepted.type)
              expect(context.phase).toMatchObject({ kind: 'duel', value: 'collecting' })
              const owner = [...context.campaign.masters, ...context.campaign.servants].find((a) => a.id === accepted.actor)
              expect(owner?.team).toBe(team)
              duelAccepted++
            }
            expect(engine.events[engine.head - 1].author).toBe(`team:${team}`)
            acceptedCount++
          }
        }),
        // The plot step: a random PC is one of four teams', so more runs to see some of them get through.
        { numRuns: start.name === 'encounter, plots' ? 40 : 8, seed: 180 + start.name.length }
      )
      // While the turn collects, the random teams do get some of their own declarations through.
      if (start.name === 'war turn, collecting') expect(acceptedCount).toBeGreaterThan(0)
      if (start.name === 'duel, collecting') expect(duelAccepted).toBeGreaterThan(0)
      if (start.name === 'encounter, plots') expect(plotAccepted).toBeGreaterThan(0)
    })
  }
})

import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { boardView } from '@machines/campaign/board-view'
import type { CampaignSnapshot } from '@machines/campaign/machine'
import { createDocument } from '@machines/campaign/document'
import { CampaignEngine, type EngineResult } from '@machines/campaign/engine'
import { mulberry32 } from '@machines/dice/random'
import { logEntry, type LogEntry } from '@machines/campaign/session-log/entry'
import { sessionMarkdown, turnSummary } from '@machines/campaign/session-log/markdown'
import { replayEntries } from '@machines/campaign/session-log/replay'
import { commandPools } from './fixtures/command-pools'
import { commandOfStep } from './fixtures/guided-command'
import { at, phaseStarts, startCommands, whereItStands } from './fixtures/phase-starts'
import { explained, stepsArbitrary } from './fixtures/fuzz-engine'
import { leakedMarkers, markedTextArbitrary, publicMarkers, secretCampaignArbitrary } from './fixtures/secret-campaign'
import { swapHidden } from './fixtures/hidden-swap'

// Issue 7: a property test over random campaigns in every phase and step — no hidden value ever
// appears in any board payload or in the public log. Secrets are unique markers; free text in the
// random commands is sometimes a marker too, public only if it lands in a public field.
const runsPerStart = 6
const drivenRunsPerStart = 3
/** The commands that write secrets, reveal them, or put new text where the players look. */
const secretTouching = ['notes.set', 'guess.record', 'guess.mark', 'servant.reveal', 'team.import', 'board.announce', 'campaign.rename', 'edit.servant.upsert', 'actor.adjust', 'encounter.adjust', 'turn.publish']

/** The public session log as exported (both languages) and the pasteable summary of every turn so far. */
function publicLogs(entries: readonly LogEntry[], turns: number): string[] {
  const title = 'Redaction test'
  const logs = (['ko', 'en'] as const).map((locale) => sessionMarkdown(entries, { kind: 'public', locale, title }))
  for (let turn = 0; turn <= turns; turn++) logs.push(turnSummary(entries, turn, { locale: 'en', title }))
  return logs
}

/**
 * The board of this state holds no marker that is not public now, and does not change when every
 * hidden value is swapped for another (so no hidden number, play, plot or declaration shapes it).
 */
function expectBoardRedacted(snapshot: CampaignSnapshot): void {
  const board = boardView(snapshot)
  expect(leakedMarkers(JSON.stringify(board), publicMarkers(snapshot.context))).toEqual([])
  expect(boardView({ context: swapHidden(snapshot.context) } as CampaignSnapshot)).toEqual(board)
}

describe('redaction over random campaigns in every phase and step (issue 7)', () => {
  for (const start of phaseStarts) {
    it(`T.25 D.50 E.11 14.09 ${start.name}: no hidden value reaches the board or the public log, whatever the GM sends`, () => {
      const runs = secretCampaignArbitrary.chain((campaign) =>
        fc.tuple(fc.constant(campaign), stepsArbitrary(commandPools(campaign, markedTextArbitrary), start.focus, 30, secretTouching), fc.nat())
      )
      fc.assert(
        fc.property(runs, ([campaign, steps, seed]) => {
          const engine = new CampaignEngine(createDocument(campaign, at), mulberry32(seed))
          // Markers public at any moment may stay in the log after they are hidden again.
          const everPublic = new Set<string>()
          const entries: LogEntry[] = []
          const sent: unknown[] = []
          const send = (command: unknown): EngineResult => {
            const before = engine.current.context
            const result = engine.dispatch(command, at)
            if (result.ok) entries.push(logEntry(engine.events[engine.head - 1], engine.head - 1, before, engine.current.context))
            for (const marker of publicMarkers(engine.current.context)) everPublic.add(marker)
            expectBoardRedacted(engine.current)
            for (const log of publicLogs(entries, engine.current.context.campaign.turn + 1)) expect(leakedMarkers(log, everPublic)).toEqual([])
            return result
          }
          for (const marker of publicMarkers(engine.current.context)) everPublic.add(marker)
          expectBoardRedacted(engine.current)
          for (const command of startCommands(campaign, start)) {
            const result = explained(sent, command, () => send(command))
            if (!result.ok) throw new Error(`${start.name}: the prefix refused ${JSON.stringify(command)}: ${result.error}`)
            sent.push(command)
          }
          expect(whereItStands(engine.current.context)).toEqual(start.reaches)
          for (const step of steps) {
            const command = commandOfStep(step, engine.current.context)
            explained(sent, command, () => send(command))
            sent.push(command)
          }
          // The export replays the whole log from the file: the same lines, so the same verdict.
          const replayed = replayEntries(engine.toDocument(at), 0, engine.head)
          expect(replayed.map((e) => e.public)).toEqual(entries.map((e) => e.public))
        }),
        { numRuns: start.driven ? drivenRunsPerStart : runsPerStart, seed: 3 + start.name.length }
      )
    })
  }

  it('D.50 E.11 14.09 the swap really changes the hidden values: a sealed play, a sealed plot, a face-down threat', () => {
    const [campaign] = fc.sample(secretCampaignArbitrary, { numRuns: 1, seed: 6 })
    const duel = new CampaignEngine(createDocument(campaign, at))
    for (const command of phaseStarts.find((s) => s.name === 'duel, collecting')!.commands) duel.dispatch(command, at)
    const battle = new CampaignEngine(createDocument(campaign, at))
    for (const command of [{ type: 'encounter.start', monster: 'ferry-shade', pcs: ['pc-haneul', 'pc-elias'], ambush: true }, { type: 'encounter.plot', pc: 'pc-haneul', plot: 3 }]) battle.dispatch(command, at)
    const [real, swapped] = [battle.current.context, swapHidden(battle.current.context)]
    const swappedDuel = swapHidden(duel.current.context).phase
    expect(swappedDuel?.kind === 'duel' && swappedDuel.context.plays).toEqual([{ actor: 'saber', cards: [] }])
    expect([real.phase?.kind === 'encounter' && real.phase.context.plots, swapped.phase?.kind === 'encounter' && swapped.phase.context.plots]).toEqual([{ 'pc-haneul': 3 }, { 'pc-haneul': 4 }])
    const power = (context: typeof real) => (context.phase?.kind === 'encounter' ? context.phase.context.monster.threats[0].power : -1)
    expect(power(swapped)).toBe(power(real) + 13)
    expect(boardView({ context: swapped } as CampaignSnapshot)).toEqual(boardView(battle.current))
  })

  it('T.25 the leak finder reports a hidden true name and the GM notes, and lets a revealed true name pass', () => {
    const [campaign] = fc.sample(secretCampaignArbitrary, { numRuns: 1, seed: 5 })
    const [saber, ...others] = campaign.servants.map((s) => ({ ...s, trueNameRevealed: false }))
    const payload = JSON.stringify({ label: `${saber.className.en} · ${saber.trueName}`, notes: campaign.notes, news: 'plain news' })
    const hidden = publicMarkers({ campaign: { ...campaign, servants: [saber, ...others] }, phase: null })
    const revealed = publicMarkers({ campaign: { ...campaign, servants: [{ ...saber, trueNameRevealed: true }, ...others] }, phase: null })
    expect(leakedMarkers(payload, hidden)).toEqual([saber.trueName, campaign.notes])
    expect(leakedMarkers(payload, revealed)).toEqual([campaign.notes])
  })
})

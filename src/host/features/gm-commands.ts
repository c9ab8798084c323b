import type { SentCommand } from '@machines/campaign/commands'
import type { Commands, CopyableRecordKind, RecordChoicesResult, Result } from '../../shared/contract'
import { fail, message, type Failure } from '../../shared/message'
import type { CampaignEngine } from '@machines/campaign/engine'
import type { Campaign } from '@machines/campaign/model/campaign'
import type { DiceBot } from '../dice/dice-bot'
import { withDiceBotAnswers } from '../dice/dice-bot-answers'
import { readImportedCampaign } from '../files/read-import'
import { campaignAtHead, servantChoices, teamImportCommand } from '../files/servant-import'
import { recordChoices, recordImportCommand, recordIn } from '../files/record-import'
import type { CampaignSession } from '../session/campaign-session'

/**
 * The GM's commands of the open campaign, each one change on the session's queue: dispatch (its dice
 * rolled first, E.71), undo, redo, and the records copied in from another campaign file.
 * `followName` gives the recent list the campaign's current name after a change.
 */
export class GmCommands {
  constructor(
    private readonly session: CampaignSession,
    private readonly diceBot: DiceBot,
    private readonly random: () => number,
    private readonly followName: (result: Result) => Promise<Result>
  ) {}

  /** This module's slice of the command map. */
  commands(): Pick<Commands, 'dispatch' | 'undo' | 'redo' | 'recordsInFile' | 'importRecord' | 'importServant'> {
    return {
      dispatch: (command) => this.dispatch(command),
      undo: () => this.undo(),
      redo: () => this.redo(),
      recordsInFile: async (text) => this.recordsInFile(text),
      importRecord: (text, kind, id) => this.importRecord(text, kind, id),
      importServant: (text, servant) => this.importServant(text, servant)
    }
  }

  /** Validates and applies a GM command; what it asks of the dice bot is rolled first (E.71). */
  dispatch(command: SentCommand): Promise<Result> {
    return this.session.run((ticket) => this.apply(command, ticket))
  }

  /** Dispatch's change, on the queue already (a copy from another file runs it inside its own change). */
  private async apply(command: SentCommand, ticket: number): Promise<Result> {
    const engine = this.session.engine
    if (!engine) return fail('host.noCampaign')
    const answered = await withDiceBotAnswers(command, engine.current.context, this.diceBot, this.random)
    // BCDice answered after an await: the answer is committed only into the campaign it was rolled for.
    if (!this.session.isCurrent(ticket, engine)) return fail('host.campaignChanged')
    if (!answered.ok) return answered
    const result = this.session.commit('event', (e) => e.dispatch(answered.command, this.session.isoNow()))
    if (result.ok && answered.notice) this.session.tell(answered.notice)
    return this.followName(result)
  }

  /** Moves the head one event back. */
  undo(): Promise<Result> {
    return this.session.run(async () => this.followName(this.session.commit('undo', (engine) => engine.undo())))
  }

  /** Re-applies the next undone event. */
  redo(): Promise<Result> {
    return this.session.run(async () => this.followName(this.session.commit('redo', (engine) => engine.redo())))
  }

  /** What another campaign file's text offers to copy in (servants, monsters, tables), each with the reason it cannot be, if any. */
  recordsInFile(text: string): RecordChoicesResult {
    return this.session.withEngine((engine) => {
      const read = readImportedCampaign(text)
      if (!read.ok) return read
      const source = campaignAtHead(read.doc)
      const target = engine.current.context
      return {
        ok: true,
        campaign: source.name,
        servants: servantChoices(source, target),
        monsters: recordChoices(source, 'monster', target),
        tables: recordChoices(source, 'table', target)
      }
    })
  }

  /** The open campaign and another campaign file's text read as it stands at its head, or why it cannot be copied from. */
  private sourceOf(text: string): { ok: true; engine: CampaignEngine; source: Campaign } | Failure {
    const engine = this.session.engine
    if (!engine) return fail('host.noCampaign')
    const read = readImportedCampaign(text)
    return read.ok ? { ok: true, engine, source: campaignAtHead(read.doc) } : read
  }

  /** Copies one monster or table from another campaign file (an undoable edit; the same id is replaced). */
  importRecord(text: string, kind: CopyableRecordKind, id: string): Promise<Result> {
    return this.session.run(async (ticket) => {
      const from = this.sourceOf(text)
      if (!from.ok) return from
      const { engine, source } = from
      const built = recordImportCommand(source, kind, id, engine.current.context.campaign)
      if (!built.ok) return built
      const replaced = recordIn(engine.current.context.campaign, kind, id) !== undefined
      const result = await this.apply(built.command, ticket)
      if (!result.ok) return result
      const copied = built.command.type === 'edit.monster.upsert' ? built.command.monster : built.command.table
      this.session.tell(message(replaced ? 'host.notice.recordReplaced' : 'host.notice.recordCopied', { name: copied.name, source: source.name }))
      return { ok: true }
    })
  }

  /** Copies one servant and its team's master from another campaign file as a new team (an undoable event). */
  importServant(text: string, servantId: string): Promise<Result> {
    return this.session.run(async (ticket) => {
      const from = this.sourceOf(text)
      if (!from.ok) return from
      const { engine, source } = from
      const built = teamImportCommand(source, servantId, engine.current.context.campaign)
      if (!built.ok) return built
      const result = await this.apply(built.command, ticket)
      const after = this.session.engine
      if (!result.ok || !after) return result
      const { team, servant, master } = built.command
      const base = after.current.context.campaign.regions.find((r) => r.id === team.base)
      const copied = { className: servant.className, trueName: servant.trueName, master: master.name, source: source.name, team: team.name }
      this.session.tell(
        built.movedBase ? message('host.notice.servantCopiedMovedBase', { ...copied, base: base?.name ?? team.base }) : message('host.notice.servantCopied', copied)
      )
      return { ok: true }
    })
  }
}

import type { CampaignSnapshot, CampaignContext } from './machine'
import type { LoggedEvent } from './document'
import type { BoardView } from './board-view'

/** One line of the GM's event log. */
export interface LogLine {
  index: number
  at: string
  type: string
  text: string
  rules: string[]
  undone: boolean
}

/** Everything the GM window shows: the full state, the log, undo/redo, and the board preview. */
export interface GmView {
  step: string
  context: CampaignContext
  head: number
  canUndo: boolean
  canRedo: boolean
  log: LogLine[]
  board: BoardView
}

/** How many of the newest log lines the GM view carries (the full log is exported). */
export const gmLogLines = 40

/** A short readable line for one logged command. */
export function describeEvent(event: LoggedEvent): string {
  const { command: c } = event
  switch (c.type) {
    case 'actor.adjust': {
      const parts = [
        c.hp !== undefined ? `hp ${c.hp >= 0 ? '+' : ''}${c.hp}` : '',
        c.mp !== undefined ? `mp ${c.mp >= 0 ? '+' : ''}${c.mp}` : '',
        c.commandSeals !== undefined ? `seals ${c.commandSeals >= 0 ? '+' : ''}${c.commandSeals}` : ''
      ].filter(Boolean)
      return `${c.actor}: ${parts.join(', ')}${c.reason ? ` (${c.reason})` : ''}`
    }
    case 'turn.declare':
      return `${c.actor} declared ${c.action}${c.regions.length ? ` @ ${c.regions.join(', ')}` : ''}`
    case 'turn.strike':
      return `${c.struck ? 'struck' : 'restored'} ${c.list} #${c.index + 1}`
    case 'turn.emotionSign':
      return `emotion #${c.index + 1}: ${c.from} → ${c.sign}`
    case 'turn.infoGrade':
      return `info #${c.index + 1}: grade ${c.grade}`
    case 'settings.set':
      return `setting ${c.key} = ${JSON.stringify(c.value)}`
    case 'board.announce':
    case 'turn.publish':
      return `board: “${c.text}”`
    case 'campaign.rename':
      return `renamed to ${c.name}`
    case 'turn.retract':
      return `${c.actor} withdrew the declaration`
    default:
      return c.type
  }
}

/** Builds the GM view of the engine's state. */
export function gmView(
  snapshot: CampaignSnapshot,
  events: readonly LoggedEvent[],
  head: number,
  board: BoardView
): GmView {
  const from = Math.max(0, Math.min(head, events.length) - gmLogLines)
  const log: LogLine[] = []
  for (let i = from; i < events.length && log.length < gmLogLines + 10; i++) {
    const e = events[i]
    log.push({ index: i, at: e.at, type: e.command.type, text: describeEvent(e), rules: e.rules, undone: i >= head })
  }
  return {
    step: typeof snapshot.value === 'string' ? snapshot.value : JSON.stringify(snapshot.value),
    context: snapshot.context,
    head,
    canUndo: head > 0,
    canRedo: head < events.length,
    log,
    board
  }
}

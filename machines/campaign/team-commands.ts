import type { CampaignSnapshot } from './machine'
import { parseCommand, type Command } from './commands'
import { teamView } from './team-view'
import { boardView } from './board-view'
import { reason, type Reason } from '../reasons/reason'

/** The commands a team may ever send from its page: the war-turn declarations of its own living actors (T.1). */
export const teamCommandTypes = ['turn.declare', 'turn.retract'] as const

/** A team's command, checked against its prompt: the validated command, or why it is refused. */
export type TeamCommandCheck = { ok: true; command: Command } | { ok: false; why: Reason }

/**
 * Why a team may not send this command now (issue 18), or the validated command when it may: it
 * must pass the command schemas, be one its current prompt asks for, and name one of its own living
 * actors. The rules' own checks (T.1–T.5, V.6) follow when the engine applies it, as for the GM.
 */
export function checkTeamCommand(snapshot: CampaignSnapshot, team: string, raw: unknown): TeamCommandCheck {
  const view = teamView(snapshot, team)
  if (!view) return { ok: false, why: reason('reason.campaign.unknownTeam', { team }) }
  const parsed = parseCommand(raw)
  if (!parsed.ok) return parsed
  const command = parsed.value
  if (command.type !== 'turn.declare' && command.type !== 'turn.retract') return { ok: false, why: reason('reason.campaign.teamNotAsked') }
  const prompt = view.prompt
  if (prompt?.kind !== 'warTurn') return { ok: false, why: reason('reason.campaign.teamNotAsked') }
  if (!prompt.open) return { ok: false, why: reason('reason.warTurn.declarationsClosed') }
  if (!prompt.slots.some((slot) => slot.actor === command.actor)) {
    // Named as the board names it: a refusal must not tell a team another servant's true name.
    const label = boardView(snapshot).teams.flatMap((t) => [t.master, t.servant]).find((a) => a.id === command.actor)?.label
    return { ok: false, why: reason('reason.campaign.teamNotOwnActor', { actor: label ?? command.actor }) }
  }
  return { ok: true, command }
}

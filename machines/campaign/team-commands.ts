import type { CampaignSnapshot } from './machine'
import { parseCommand, type Command } from './commands'
import { boardView } from './board-view'
import { definitionOf } from './phases'
import { reason, type Reason, type ReasonParam } from '../reasons/reason'

/** A team's command, checked against its prompt: the validated command, or why it is refused. */
export type TeamCommandCheck = { ok: true; command: Command } | { ok: false; why: Reason }

/** An actor as the board names it (a servant by its class until its true name is shown); a PC by its public name. */
function publicName(snapshot: CampaignSnapshot, actor: string): ReasonParam {
  const label = boardView(snapshot).teams.flatMap((t) => [t.master, t.servant]).find((a) => a.id === actor)?.label
  if (label) return label
  const pc = snapshot.context.campaign.pcs.find((p) => p.id === actor)
  return pc ? { ko: pc.name.ko, en: pc.name.en } : actor
}

/**
 * Why a team may not send this command now, or the validated command when it may: it must pass
 * the command schemas, be one the running phase lets teams send (`team.sends`), and answer for one
 * of the actors the phase asks of this team now. The rules' own checks follow when the engine
 * applies it, as for the GM. The campaign layer only routes: what is asked is the phase's.
 */
export function checkTeamCommand(snapshot: CampaignSnapshot, team: string, raw: unknown): TeamCommandCheck {
  const { campaign, phase } = snapshot.context
  if (!campaign.teams.some((t) => t.id === team)) return { ok: false, why: reason('reason.campaign.unknownTeam', { team }) }
  const parsed = parseCommand(raw)
  if (!parsed.ok) return parsed
  const command = parsed.value
  const sends = phase ? definitionOf(phase.kind).team?.sends : undefined
  const actors = phase && sends?.commands.includes(command.type) ? sends.actors(phase.value, phase.context, campaign, team) : null
  if (!sends || actors === null) return { ok: false, why: reason('reason.campaign.teamNotAsked') }
  if (!Array.isArray(actors)) return { ok: false, why: actors as Reason }
  const actor = sends.actorOf(command)
  // Named as the board names it: a refusal must not tell a team another servant's true name.
  if (!actors.includes(actor)) return { ok: false, why: reason('reason.campaign.teamNotOwnActor', { actor: publicName(snapshot, actor) }) }
  return { ok: true, command }
}

import type { CampaignSnapshot } from './machine'
import { parseCommand, type Command } from './commands'
import { teamView } from './team-view'
import { boardView } from './board-view'
import { reason, type Reason } from '../reasons/reason'

/**
 * The commands a team may ever send from its page, by the prompt that asks for them: the war-turn
 * declarations of its own living actors (T.1), the sealed duel plays of its own fighters (D.50) and
 * the secret plots of the PCs its players play (E.11).
 */
export const teamCommandTypes = { warTurn: ['turn.declare', 'turn.retract'], duel: ['duel.play', 'duel.unplay'], encounter: ['encounter.plot'] } as const

type TeamCommand = Extract<Command, { type: (typeof teamCommandTypes)[keyof typeof teamCommandTypes][number] }>

const askedBy = (type: string): keyof typeof teamCommandTypes | null =>
  (Object.keys(teamCommandTypes) as (keyof typeof teamCommandTypes)[]).find((kind) => (teamCommandTypes[kind] as readonly string[]).includes(type)) ?? null

/** A team's command, checked against its prompt: the validated command, or why it is refused. */
export type TeamCommandCheck = { ok: true; command: Command } | { ok: false; why: Reason }

/**
 * Why a team may not send this command now, or the validated command when it may: it
 * must pass the command schemas, be one its current prompt asks for, and name one of its own living
 * actors. The rules' own checks (T.1–T.5, V.6) follow when the engine applies it, as for the GM.
 */
export function checkTeamCommand(snapshot: CampaignSnapshot, team: string, raw: unknown): TeamCommandCheck {
  const view = teamView(snapshot, team)
  if (!view) return { ok: false, why: reason('reason.campaign.unknownTeam', { team }) }
  const parsed = parseCommand(raw)
  if (!parsed.ok) return parsed
  const kind = askedBy(parsed.value.type)
  const prompt = view.prompt
  if (!kind || prompt?.kind !== kind) return { ok: false, why: reason('reason.campaign.teamNotAsked') }
  const command = parsed.value as TeamCommand
  if (prompt.kind === 'warTurn' && !prompt.open) return { ok: false, why: reason('reason.warTurn.declarationsClosed') }
  if (prompt.kind === 'duel' && !prompt.collecting) return { ok: false, why: reason('reason.duel.playsClosed') }
  if (command.type === 'encounter.plot') {
    if (prompt.kind !== 'encounter' || prompt.slots.some((slot) => slot.pc === command.pc)) return { ok: true, command }
    // A PC's name is public (the board shows every PC of the battle).
    const sheet = snapshot.context.campaign.pcs.find((pc) => pc.id === command.pc)
    return { ok: false, why: reason('reason.campaign.teamNotOwnActor', { actor: sheet ? { ko: sheet.name.ko, en: sheet.name.en } : command.pc }) }
  }
  const own = prompt.kind === 'warTurn' ? prompt.slots.map((slot) => slot.actor) : prompt.kind === 'duel' ? prompt.fighters.filter((f) => f.status === 'in').map((f) => f.actor) : []
  if (!own.includes(command.actor)) {
    // Named as the board names it: a refusal must not tell a team another servant's true name.
    const label = boardView(snapshot).teams.flatMap((t) => [t.master, t.servant]).find((a) => a.id === command.actor)?.label
    return { ok: false, why: reason('reason.campaign.teamNotOwnActor', { actor: label ?? command.actor }) }
  }
  return { ok: true, command }
}

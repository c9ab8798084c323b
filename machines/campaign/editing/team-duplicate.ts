import type { Campaign, Master, Servant, Team } from '../model/campaign'
import type { CommandOf } from '../commands'
import type { Bilingual } from '../../text/bilingual'
import { idFromName } from './id-from-name'
import { phaseLock, type EditContext } from './edit-context'
import { campaignProblem } from './validate'
import { maxTeams } from '../team-import'
import { reason, type Reason } from '../../reasons/reason'

/** A name marked as a copy in both languages: `붉은 진영 (사본)` / `Red (copy)` (duplicate). */
export function copyName(name: Bilingual): Bilingual {
  return { ko: `${name.ko} (사본)`, en: `${name.en} (copy)` }
}

const actorIds = (campaign: Campaign): string[] => [...campaign.masters, ...campaign.servants].map((a) => a.id)

/**
 * The team a "duplicate" form starts from: the source's colour and base region, its name marked as a copy,
 * and free ids from the copies' names (the team's, its master's, its servant's class), which the GM may edit.
 */
export function duplicateTeamDraft(campaign: Campaign, source: Team): Team {
  const master = campaign.masters.find((m) => m.id === source.master)
  const servant = campaign.servants.find((s) => s.id === source.servant)
  const taken = actorIds(campaign)
  const masterId = idFromName(copyName(master?.name ?? { ko: source.master, en: source.master }), taken, 'master')
  const servantId = idFromName(copyName(servant?.className ?? { ko: source.servant, en: source.servant }), [...taken, masterId], 'servant')
  const name = copyName(source.name)
  return { ...source, id: idFromName(name, campaign.teams.map((t) => t.id), 'team'), name, master: masterId, servant: servantId }
}

/**
 * Why duplicating a team is refused: the source must exist, no phase may run (a new team joins between phases),
 * the new team's id and its master's and servant's ids must all be free and distinct — never a silent replace.
 */
export function checkTeamDuplicate(context: EditContext, command: CommandOf<'edit.team.duplicate'>): Reason | undefined {
  const { campaign } = context
  const { team } = command
  if (!campaign.teams.some((t) => t.id === command.from)) return reason('reason.campaign.unknownTeam', { team: command.from })
  const lock = phaseLock(context, 'newTeam')
  if (lock) return lock
  if (campaign.teams.length >= maxTeams) return reason('reason.campaign.tooManyTeams', { max: maxTeams })
  const sameId = campaign.teams.find((t) => t.id === team.id)
  if (sameId) return reason('reason.campaign.recordExists', { path: 'team.id', kind: { ko: '진영', en: 'team' }, id: team.id, name: sameId.name })
  if (team.master === team.servant) return reason('reason.campaign.teamSameIds')
  const taken = [...campaign.masters, ...campaign.servants].find((a) => a.id === team.master || a.id === team.servant)
  if (taken) return reason('reason.campaign.idTaken', { id: taken.id, team: taken.team })
  return campaignProblem(applyTeamDuplicate(campaign, command))
}

/**
 * Adds the copy: the team as the form sent it, and copies of the source's master and servant sheets under
 * the new ids, their names marked as copies. Aliases stay with the originals (a typed alias must find one actor).
 */
export function applyTeamDuplicate(campaign: Campaign, command: CommandOf<'edit.team.duplicate'>): Campaign {
  const source = campaign.teams.find((t) => t.id === command.from)!
  const { team } = command
  const master = campaign.masters.find((m) => m.id === source.master)!
  const servant = campaign.servants.find((s) => s.id === source.servant)!
  const masterCopy: Master = { ...structuredClone(master), id: team.master, team: team.id, name: copyName(master.name), aliases: [] }
  const servantCopy: Servant = { ...structuredClone(servant), id: team.servant, team: team.id, className: copyName(servant.className), aliases: [] }
  return { ...campaign, teams: [...campaign.teams, team], masters: [...campaign.masters, masterCopy], servants: [...campaign.servants, servantCopy] }
}

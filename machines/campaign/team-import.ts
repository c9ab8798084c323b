import { z } from 'zod'
import { masterSchema, servantSchema, teamSchema, type Campaign } from './model/campaign'
import { campaignProblem } from './editing/validate'
import { reason, type Reason } from '../reasons/reason'

/** Copies a team (its master and servant) from another campaign file into this one. */
export const teamImportCommandSchema = z.strictObject({
  type: z.literal('team.import'),
  team: teamSchema,
  master: masterSchema,
  servant: servantSchema
})

/** The `team.import` command. */
export type TeamImportCommand = z.infer<typeof teamImportCommandSchema>

/** The most teams a campaign holds (the campaign schema's limit). */
export const maxTeams = 20

/** Why a team cannot be imported into this campaign (ids must not clash), or undefined when it can. */
export function checkImportTeam(context: { campaign: Campaign; phase: { kind: string } | null }, command: TeamImportCommand): Reason | undefined {
  const { campaign } = context
  const { team, master, servant } = command
  // A running phase holds the actors it started with; a new team joins between phases.
  if (context.phase) return reason('reason.campaign.importInPhase')
  if (campaign.teams.length >= maxTeams) return reason('reason.campaign.tooManyTeams', { max: maxTeams })
  if (team.master !== master.id || team.servant !== servant.id || master.team !== team.id || servant.team !== team.id) {
    return reason('reason.campaign.importTeamMismatch')
  }
  if (campaign.teams.some((t) => t.id === team.id)) return reason('reason.campaign.importTeamTaken', { team: team.id })
  const actors = new Set([...campaign.masters, ...campaign.servants].map((a) => a.id))
  for (const id of [master.id, servant.id]) {
    if (actors.has(id)) return reason('reason.campaign.importActorTaken', { id })
  }
  if (master.id === servant.id) return reason('reason.campaign.importSharedId', { id: master.id })
  if (!campaign.regions.some((r) => r.id === team.base)) return reason('reason.campaign.importNoBase', { region: team.base })
  return campaignProblem(applyImportTeam(campaign, command))
}

/** Adds an imported team, already checked by `checkImportTeam`. */
export function applyImportTeam(campaign: Campaign, command: TeamImportCommand): Campaign {
  return {
    ...campaign,
    teams: [...campaign.teams, command.team],
    masters: [...campaign.masters, command.master],
    servants: [...campaign.servants, command.servant]
  }
}

import { CampaignEngine } from '@machines/campaign/engine'
import type { CampaignDocument } from '@machines/campaign/document'
import type { Campaign } from '@machines/campaign/model/campaign'
import { checkImportTeam, type TeamImportCommand } from '@machines/campaign/team-import'
import type { ServantChoice } from '../../shared/contract'
import { fail, type Failure } from '../../shared/message'

/** The campaign a file holds now: its state at the head of its log. */
export function campaignAtHead(doc: CampaignDocument): Campaign {
  return new CampaignEngine(doc).current.context.campaign
}

/**
 * The `team.import` command that copies one servant of `source` and its team's master into
 * `target`, or why not. The copy starts unrevealed (nobody here has seen its true name); a base
 * region the target lacks becomes the target's first region.
 */
export function teamImportCommand(source: Campaign, servantId: string, target: Campaign): { ok: true; command: TeamImportCommand; movedBase: boolean } | Failure {
  const servant = source.servants.find((s) => s.id === servantId)
  if (!servant) return fail('store.servant.notInFile', { servant: servantId })
  const team = source.teams.find((t) => t.id === servant.team)
  const master = team && source.masters.find((m) => m.id === team.master)
  if (!team || !master) return fail('store.servant.noTeam', { servant: servantId })
  const keepsBase = target.regions.some((r) => r.id === team.base)
  const base = keepsBase ? team.base : target.regions[0].id
  return {
    ok: true,
    movedBase: !keepsBase,
    command: {
      type: 'team.import',
      team: { ...team, base },
      master: { ...master },
      servant: { ...servant, trueNameRevealed: false }
    }
  }
}

/** The servants of a file the GM may copy into `target`, each with the reason it cannot be, if any. */
export function servantChoices(source: Campaign, target: { campaign: Campaign; phase: { kind: string } | null }): ServantChoice[] {
  return source.servants.map((servant) => {
    const team = source.teams.find((t) => t.id === servant.team)
    const master = team && source.masters.find((m) => m.id === team.master)
    const built = teamImportCommand(source, servant.id, target.campaign)
    return {
      id: servant.id,
      className: servant.className,
      trueName: servant.trueName,
      team: team?.name ?? { ko: servant.team, en: servant.team },
      master: master?.name ?? { ko: '?', en: '?' },
      refusal: built.ok ? (checkImportTeam(target, built.command) ?? null) : built.why
    }
  })
}

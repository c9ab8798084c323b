import type { Campaign } from '../../model/campaign'
import type { CommandOf } from '../../commands'
import type { EditContext } from '../edit-context'
import type { Bilingual } from '../../../text/bilingual'
import { applyImportTeam, checkImportTeam } from '../../team-import'
import { applyTeamUpsert, checkTeamUpsert } from '../team-upsert'
import { applyMasterUpsert, checkMasterUpsert } from '../master-upsert'
import { applyServantUpsert, checkServantUpsert } from '../servant-upsert'
import { applyRegionUpsert, checkRegionUpsert } from '../region-upsert'
import { applyPcUpsert, checkPcUpsert } from '../encounter-records'
import { campaignProblem } from '../validate'
import { reason, type Reason } from '../../../reasons/reason'

type Paste = CommandOf<'edit.paste'>

/** One record a paste puts: the GM's name for it, whether one of its id exists, and how to check and put it. */
interface PasteStep {
  label: Bilingual
  kind: Bilingual
  exists(campaign: Campaign): Bilingual | undefined
  check(context: EditContext): Reason | undefined
  apply(campaign: Campaign): Campaign
}

const teamWord = { ko: '진영', en: 'team' }
const masterWord = { ko: '마스터', en: 'master' }
const regionWord = { ko: '지역', en: 'region' }
const pcWord = { ko: 'PC', en: 'PC' }

/** A pasted team row: a new team is imported whole; an existing one has its team, master and servant sheets replaced. */
function teamStep(row: Paste['teams'][number]): PasteStep {
  const { team, master, servant } = row
  const present = (campaign: Campaign): boolean => campaign.teams.some((t) => t.id === team.id)
  const upserts = {
    team: { type: 'edit.team.upsert', team } as const,
    master: { type: 'edit.master.upsert', master } as const,
    servant: { type: 'edit.servant.upsert', servant } as const
  }
  return {
    label: team.name,
    kind: teamWord,
    exists: (campaign) => campaign.teams.find((t) => t.id === team.id)?.name,
    check(context) {
      if (!present(context.campaign)) return checkImportTeam(context, { type: 'team.import', team, master, servant })
      const first = checkTeamUpsert(context, upserts.team)
      if (first) return first
      const withTeam = { ...context, campaign: applyTeamUpsert(context.campaign, upserts.team) }
      const second = checkMasterUpsert(withTeam, upserts.master)
      if (second) return second
      return checkServantUpsert({ ...withTeam, campaign: applyMasterUpsert(withTeam.campaign, upserts.master) }, upserts.servant)
    },
    apply(campaign) {
      if (!present(campaign)) return applyImportTeam(campaign, { type: 'team.import', team, master, servant })
      return applyServantUpsert(applyMasterUpsert(applyTeamUpsert(campaign, upserts.team), upserts.master), upserts.servant)
    }
  }
}

/** The records a paste puts, in order: teams, masters, regions, then PCs. */
function stepsOf(command: Paste): PasteStep[] {
  return [
    ...command.teams.map(teamStep),
    ...command.masters.map((master): PasteStep => ({
      label: master.name,
      kind: masterWord,
      exists: (campaign) => campaign.masters.find((m) => m.id === master.id)?.name,
      check: (context) => checkMasterUpsert(context, { type: 'edit.master.upsert', master }),
      apply: (campaign) => applyMasterUpsert(campaign, { type: 'edit.master.upsert', master })
    })),
    ...command.regions.map((region): PasteStep => ({
      label: region.name,
      kind: regionWord,
      exists: (campaign) => campaign.regions.find((r) => r.id === region.id)?.name,
      check: (context) => checkRegionUpsert(context, { type: 'edit.region.upsert', region }),
      apply: (campaign) => applyRegionUpsert(campaign, { type: 'edit.region.upsert', region })
    })),
    ...command.pcs.map((pc): PasteStep => ({
      label: pc.name,
      kind: pcWord,
      exists: (campaign) => campaign.pcs.find((p) => p.id === pc.id)?.name,
      check: (context) => checkPcUpsert(context, { type: 'edit.pc.upsert', pc }),
      apply: (campaign) => applyPcUpsert(campaign, { type: 'edit.pc.upsert', pc })
    }))
  ]
}

/**
 * Why a paste is refused, naming the record: each record is checked as its own edit would be, on the
 * campaign the records before it made (all or nothing); an existing id is refused unless `overwrite`.
 */
export function checkPaste(context: EditContext, command: Paste): Reason | undefined {
  const steps = stepsOf(command)
  if (steps.length === 0) return reason('reason.campaign.pasteNothing')
  let campaign = context.campaign
  for (const step of steps) {
    const existing = step.exists(campaign)
    if (existing && !command.overwrite) return reason('reason.campaign.pasteExists', { kind: step.kind, name: existing })
    const why = step.check({ ...context, campaign })
    if (why) return reason('reason.campaign.pasteRow', { label: step.label, detail: why })
    campaign = step.apply(campaign)
  }
  return campaignProblem(campaign)
}

/** Puts every pasted record, already checked by `checkPaste`. */
export function applyPaste(campaign: Campaign, command: Paste): Campaign {
  return stepsOf(command).reduce((next, step) => step.apply(next), campaign)
}

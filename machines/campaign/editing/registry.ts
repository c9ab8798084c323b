import type { Campaign } from '../model/campaign'
import type { Command, CommandOf } from '../commands'
import type { EditContext } from './edit-context'
import type { Reason } from '../../reasons/reason'
import { applyTeamUpsert, checkTeamUpsert } from './team-upsert'
import { applyTeamRemove, checkTeamRemove } from './team-remove'
import { applyTeamDuplicate, checkTeamDuplicate } from './team-duplicate'
import { applyMasterUpsert, checkMasterUpsert } from './master-upsert'
import { applyServantUpsert, checkServantUpsert } from './servant-upsert'
import { applyCardOverride, checkCardOverride } from './card-override'
import { applyRegionUpsert, checkRegionUpsert } from './region-upsert'
import { applyRegionRemove, checkRegionRemove } from './region-remove'
import {
  applyMonsterRemove,
  applyPartyWheel,
  checkPartyWheel,
  applyMonsterUpsert,
  applyPcRemove,
  applyPcUpsert,
  applyTableRemove,
  applyTableUpsert,
  checkMonsterRemove,
  checkMonsterUpsert,
  checkPcRemove,
  checkPcUpsert,
  checkTableRemove,
  checkTableUpsert
} from './encounter-records'
import { applySettingsReset, checkSettingsReset } from './settings-reset'
import { checkNewRecord, type RecordUpsertType } from './new-record'
import { applyReorder, checkReorder } from './reorder'
import { applyBotTableWord, checkBotTableWord } from './bot-table-word'
import { applyPaste, checkPaste } from './sheet-paste/paste-command'

/** The type of an authoring command. */
export type EditType = Extract<Command['type'], `edit.${string}`> | 'settings.reset'
/** An authoring command. */
export type EditCommand = CommandOf<EditType>

interface Edit<T extends EditType> {
  check(context: EditContext, command: CommandOf<T>): Reason | undefined
  apply(campaign: Campaign, command: CommandOf<T>): Campaign
}

/** A record upsert's check, refusing first a record sent as new whose id is taken (never a silent replace). */
function newOrEdit<T extends RecordUpsertType>(check: Edit<T>['check']): Edit<T>['check'] {
  return (context, command) => checkNewRecord(context.campaign, command) ?? check(context, command)
}

/** Every authoring command's check (the guard and the refusal reason) and apply, by type; the campaign's command registry takes them all. */
export const edits: { [T in EditType]: Edit<T> } = {
  'edit.team.upsert': { check: newOrEdit(checkTeamUpsert), apply: applyTeamUpsert },
  'edit.team.remove': { check: checkTeamRemove, apply: applyTeamRemove },
  'edit.team.duplicate': { check: checkTeamDuplicate, apply: applyTeamDuplicate },
  'edit.master.upsert': { check: newOrEdit(checkMasterUpsert), apply: applyMasterUpsert },
  'edit.servant.upsert': { check: newOrEdit(checkServantUpsert), apply: applyServantUpsert },
  'edit.servant.cardOverride': { check: checkCardOverride, apply: applyCardOverride },
  'edit.region.upsert': { check: newOrEdit(checkRegionUpsert), apply: applyRegionUpsert },
  'edit.region.remove': { check: checkRegionRemove, apply: applyRegionRemove },
  'edit.pc.upsert': { check: newOrEdit(checkPcUpsert), apply: applyPcUpsert },
  'edit.pc.remove': { check: checkPcRemove, apply: applyPcRemove },
  'edit.party.wheel': { check: checkPartyWheel, apply: applyPartyWheel },
  'edit.monster.upsert': { check: newOrEdit(checkMonsterUpsert), apply: applyMonsterUpsert },
  'edit.monster.remove': { check: checkMonsterRemove, apply: applyMonsterRemove },
  'edit.table.upsert': { check: newOrEdit(checkTableUpsert), apply: applyTableUpsert },
  'edit.table.remove': { check: checkTableRemove, apply: applyTableRemove },
  'edit.botTableWord': { check: checkBotTableWord, apply: applyBotTableWord },
  'edit.reorder': { check: checkReorder, apply: applyReorder },
  'edit.paste': { check: checkPaste, apply: applyPaste },
  'settings.reset': { check: checkSettingsReset, apply: applySettingsReset }
}

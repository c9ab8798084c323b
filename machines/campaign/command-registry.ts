import type { Campaign } from './model/campaign'
import type { CampaignCommand, CommandOf } from './commands'
import { currentTurn, type EditContext } from './editing/edit-context'
import { edits } from './editing/registry'
import { announce, applyAdjust, applySetting, checkAdjust, checkSetting } from './edits'
import { applyDiceRoll, checkDiceRoll } from './dice-box'
import { applyMarkGuess, applyRecordGuess, applyReveal, checkMarkGuess, checkRecordGuess, checkReveal } from './knowledge'
import { applyImportTeam, checkImportTeam } from './team-import'
import { applyLifeAccept, applyLifeStrike, checkLifeDecision } from './life-decisions'
import { applyOfferStrike, checkOfferStrike } from './offers'
import { reason, type Reason } from '../reasons/reason'

/** The type of one of the campaign's own commands. */
export type CampaignCommandType = CampaignCommand['type']

/** What the campaign does with one of its commands: whether (and why not) it may run now, and what it changes. */
interface CampaignCommandRule<T extends CampaignCommandType> {
  /** Why the command is refused now, or undefined when it is allowed; the machine's guard and the engine's refusal both ask. */
  check(context: EditContext, command: CommandOf<T>): Reason | undefined
  /** The campaign after the command, already allowed by `check`; `context` is the state it was checked in. */
  apply(campaign: Campaign, command: CommandOf<T>, context: EditContext): Campaign
}

const allowed = (): undefined => undefined

/**
 * Every campaign command's check and apply, by type (the GM's overrides, notes, guesses, imports and
 * the authoring commands of `editing/registry.ts`). Phase commands are the phases' own (`phases.ts`).
 */
export const campaignCommands: { [T in CampaignCommandType]: CampaignCommandRule<T> } = {
  'actor.adjust': { check: (context, command) => checkAdjust(context.campaign, command), apply: applyAdjust },
  'notes.set': { check: allowed, apply: (campaign, command) => ({ ...campaign, notes: command.text }) },
  'campaign.rename': {
    // A rename to the same name would log "A → A" and cost an undo step for nothing.
    check: (context, command) => (command.name === context.campaign.name ? reason('reason.campaign.renameSame', { name: command.name }) : undefined),
    apply: (campaign, command) => ({ ...campaign, name: command.name })
  },
  // Stamped with the war turn being played, as the turn's own published news are (its "N회차").
  'board.announce': { check: allowed, apply: (campaign, command, context) => announce(campaign, command.text, currentTurn(context)) },
  'dice.roll': { check: (_context, command) => checkDiceRoll(command), apply: applyDiceRoll },
  'settings.set': { check: (_context, command) => checkSetting(command), apply: applySetting },
  // rule V.9: the GM ends a free scene; a war turn or a battle ends its own scene when applied.
  'scene.advance': {
    check: (context) => (context.phase ? reason('reason.campaign.sceneAdvanceInPhase') : undefined),
    apply: (campaign) => ({ ...campaign, scene: campaign.scene + 1 })
  },
  'life.accept': { check: checkLifeDecision, apply: applyLifeAccept },
  'life.strike': { check: checkLifeDecision, apply: applyLifeStrike },
  'offer.strike': { check: (context, command) => checkOfferStrike(context.campaign, command), apply: applyOfferStrike },
  'guess.record': { check: (context, command) => checkRecordGuess(context.campaign, command), apply: applyRecordGuess },
  'guess.mark': { check: (context, command) => checkMarkGuess(context.campaign, command), apply: applyMarkGuess },
  'servant.reveal': { check: (context, command) => checkReveal(context.campaign, command), apply: applyReveal },
  'team.import': { check: checkImportTeam, apply: applyImportTeam },
  ...edits
}

/** The types of every campaign command. */
export const campaignCommandTypes = Object.keys(campaignCommands) as CampaignCommandType[]

/** Whether a command is one of the campaign's own (not a phase's). */
export function isCampaignCommand(command: { type: string }): command is CampaignCommand {
  return Object.hasOwn(campaignCommands, command.type)
}

// One cast each, here: TypeScript cannot pair a command with its own rule through the mapped type.
/** Why a campaign command is refused now, or undefined when it is allowed. */
export function checkCampaignCommand(context: EditContext, command: CampaignCommand): Reason | undefined {
  return (campaignCommands[command.type] as CampaignCommandRule<CampaignCommandType>).check(context, command as never)
}

/** Applies a campaign command already allowed by `checkCampaignCommand`. */
export function applyCampaignCommand(context: EditContext, command: CampaignCommand): Campaign {
  return (campaignCommands[command.type] as CampaignCommandRule<CampaignCommandType>).apply(context.campaign, command as never, context)
}

import type { Campaign, Actor } from './model/campaign'
import type { CommandOf } from './commands'
import { settingsSchema } from './model/settings'
import { findActor } from './model/roster'
import { reason, type Reason } from '../reasons/reason'
import { schemaReason } from '../reasons/schema-issue'

/** Why a GM adjustment of hp / mp / seals is refused, or undefined when it is allowed. */
export function checkAdjust(campaign: Campaign, command: CommandOf<'actor.adjust'>): Reason | undefined {
  const actor = findActor(campaign, command.actor)
  if (!actor) return reason('reason.campaign.unknownActor', { actor: command.actor })
  if (command.hp === undefined && command.mp === undefined && command.commandSeals === undefined) return reason('reason.campaign.nothingToChange')
  if (command.commandSeals !== undefined) {
    if (!('commandSeals' in actor)) return reason('reason.campaign.sealsMastersOnly')
    if (actor.commandSeals + command.commandSeals < 0) return reason('reason.campaign.sealsTooFew', { actor: actor.id, count: actor.commandSeals })
  }
  return undefined
}

/** Applies a GM adjustment (deltas; hp and mp are capped at their maximum but may go below 0 — V.4, V.6). */
export function applyAdjust(campaign: Campaign, command: CommandOf<'actor.adjust'>): Campaign {
  const change = <A extends Actor>(actor: A): A => {
    if (actor.id !== command.actor) return actor
    const next = { ...actor }
    if (command.hp !== undefined) next.hp = Math.min(actor.maxHp, actor.hp + command.hp)
    if (command.mp !== undefined) next.mp = Math.min(actor.maxMp, actor.mp + command.mp)
    if (command.commandSeals !== undefined && 'commandSeals' in next) {
      ;(next as { commandSeals: number }).commandSeals += command.commandSeals
    }
    return next
  }
  return { ...campaign, masters: campaign.masters.map(change), servants: campaign.servants.map(change) }
}

/** Why a settings change is refused (the value must fit the setting's schema). */
export function checkSetting(command: CommandOf<'settings.set'>): Reason | undefined {
  // Checked as a one-key settings object, so the reason's path starts at the setting's key.
  const schema = settingsSchema.pick({ [command.key]: true } as Record<typeof command.key, true>)
  const raw = { [command.key]: command.value }
  const result = schema.safeParse(raw)
  return result.success ? undefined : schemaReason(schema, raw, result.error, 'settings')
}

/** Applies a settings change already checked by `checkSetting`. */
export function applySetting(campaign: Campaign, command: CommandOf<'settings.set'>): Campaign {
  const value = settingsSchema.shape[command.key].parse(command.value)
  return { ...campaign, settings: { ...campaign.settings, [command.key]: value } }
}

/** Adds a public line the GM chose to show on the board, filed under `turn`. */
export function announce(campaign: Campaign, text: string, turn: number): Campaign {
  return { ...campaign, announcements: [...campaign.announcements, { turn, scene: campaign.scene, text }] }
}

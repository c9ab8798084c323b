import type { Campaign } from '../model/campaign'
import type { CommandOf } from '../commands'
import { defaultSettings, type SettingKey } from '../model/settings'
import type { EditContext } from './edit-context'
import { reason, type Reason } from '../../reasons/reason'

// Key order may differ between a stored setting and its default (a cycle typed in another order).
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b))) : v
  )

/** Whether a setting of the campaign holds its default from `data/rules.json`. */
export function isDefaultSetting(campaign: Campaign, key: SettingKey): boolean {
  return canonical(campaign.settings[key]) === canonical(defaultSettings[key])
}

/** Why resetting one setting (or all) is refused: there must be something to reset. */
export function checkSettingsReset(context: EditContext, command: CommandOf<'settings.reset'>): Reason | undefined {
  const keys = command.key ? [command.key] : (Object.keys(defaultSettings) as SettingKey[])
  if (keys.every((key) => isDefaultSetting(context.campaign, key))) {
    return command.key ? reason('reason.campaign.settingIsDefault', { key: command.key }) : reason('reason.campaign.settingsAreDefault')
  }
  return undefined
}

/** Puts one setting, or all of them, back to the defaults of `data/rules.json`. */
export function applySettingsReset(campaign: Campaign, command: CommandOf<'settings.reset'>): Campaign {
  const settings = command.key ? { ...campaign.settings, [command.key]: structuredClone(defaultSettings[command.key]) } : structuredClone(defaultSettings)
  return { ...campaign, settings }
}

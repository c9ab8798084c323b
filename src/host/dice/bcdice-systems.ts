import { diceSystems, type DiceSystem } from '../../../machines/dice/systems'

/**
 * The BCDice game systems Overseer uses — those a campaign's ⚙ `diceSystem` may name: Amadeus (the
 * encounter checks of E.70 follow its dice bot), its Korean edition (the default) and BCDice's
 * generic DiceBot. The desktop package carries only these of BCDice's hundreds
 * (electron-builder.config.ts packs from this list).
 */
export const bcdiceSystems: readonly DiceSystem[] = diceSystems

/** A BCDice game system id. */
export type BcdiceSystem = DiceSystem

/** The file BCDice loads a system from (`lib/bcdice/game_system/<name>.js`): its id with `_` for `:`. */
export function bcdiceFileName(system: BcdiceSystem): string {
  return system.replace(':', '_')
}

/** The system whose translations a system reads (`lib/bcdice/i18n/<base>.<locale>.json`): a translated edition reads its original's. */
export function bcdiceI18nBase(system: BcdiceSystem): string {
  return system.split(':')[0]
}

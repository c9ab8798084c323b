import type { Settings } from '../campaign/model/settings'
import type { Declaration } from './campaign-input'
import type { TurnResolution } from './resolution'

/**
 * One hp / mp change a war turn makes when applied: a rest (V.7), a daily servant's recovery (T.16,
 * with its master's mana supply when there is one), or the supply of a servant investigating with
 * its master (T.21). The GM may amend or strike it like every outcome.
 */
export interface RecoveryLine {
  actor: string
  rule: 'V.7' | 'T.16' | 'T.21'
  hp: number
  mp: number
  /** The mana supply the mp comes from (its index in the turn's supply list), or null. */
  supply: number | null
  /** The mp when that supply is struck. */
  mpWithoutSupply: number
}

/** The recovery lines of a resolved turn, one per actor that rests or recovers (V.7, T.16, T.21), in declaration order. */
export function recoveryLines(
  declarations: readonly Declaration[],
  kindOf: (actor: string) => 'master' | 'servant' | undefined,
  resolution: Pick<TurnResolution, 'manaSupply'>,
  settings: Pick<Settings, 'restHp' | 'restMp' | 'recoveryHp' | 'recoveryMp' | 'manaSupplyMp'>
): RecoveryLine[] {
  const supplyOf = new Map(resolution.manaSupply.map((supply, index) => [supply.servant, index]))
  return declarations.flatMap((d): RecoveryLine[] => {
    if (d.action === 'rest') return [{ actor: d.actor, rule: 'V.7', hp: settings.restHp, mp: settings.restMp, supply: null, mpWithoutSupply: settings.restMp }]
    if (kindOf(d.actor) !== 'servant') return []
    const supply = supplyOf.get(d.actor) ?? null
    if (d.action === 'daily') {
      const mp = supply === null ? settings.recoveryMp : settings.manaSupplyMp
      return [{ actor: d.actor, rule: 'T.16', hp: settings.recoveryHp, mp, supply, mpWithoutSupply: settings.recoveryMp }]
    }
    return supply === null ? [] : [{ actor: d.actor, rule: 'T.21', hp: 0, mp: settings.manaSupplyMp, supply, mpWithoutSupply: 0 }]
  })
}

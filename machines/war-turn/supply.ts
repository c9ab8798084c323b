import type { ManaSupply } from './resolution'
import type { TurnIndex } from './turn-index'

/** Mana supply (T.16, T.17, T.21), one per servant, in input order. */
export function resolveManaSupply(index: TurnIndex): ManaSupply[] {
  const supply: ManaSupply[] = []
  for (const servant of index.declared) {
    if (servant.kind !== 'servant') continue
    const master = servant.mate
    const region = servant.presentIn[0]
    // T.17 (3.7): different actions never supply, even where regions overlap.
    if (!master || region === undefined || master.action !== servant.action) continue
    if (!master.presentIn.includes(region)) continue
    const rule = servant.action === 'daily' ? 'T.16' : 'T.21'
    supply.push({ servant: servant.id, master: master.id, region: index.regionIds[region], rule })
  }
  return supply
}

import type { Trace } from './input'
import type { TurnIndex } from './turn-index'

/** Traces left for the next turn (T.20, T.21, T.5), one per servant, in input order. */
export function resolveTraces(index: TurnIndex, restLeavesTrace: boolean): Trace[] {
  const traces: Trace[] = []
  for (const servant of index.declared) {
    if (servant.kind !== 'servant') continue
    if (servant.action === 'rest') {
      // T.5 ⚙ restLeavesTrace: a rest leaves a trace only if the GM says so, where the servant rests.
      if (restLeavesTrace && servant.restsIn !== undefined) {
        traces.push({ servant: servant.id, region: index.regionIds[servant.restsIn] })
      }
      continue
    }
    const region = servant.presentIn[0]
    const master = servant.mate
    // T.21 (3.8): master and servant investigating together erase the servant's trace there.
    const erased =
      servant.action === 'investigate' && master?.action === 'investigate' && master.presentIn[0] === region
    if (!erased) traces.push({ servant: servant.id, region: index.regionIds[region] })
  }
  return traces
}

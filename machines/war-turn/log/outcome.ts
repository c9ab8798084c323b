import type { TurnResolution } from '../resolution'
import type { ProposalListName } from '../commands'
import { join, type Bilingual } from '../../text/bilingual'
import type { NameOf } from '../../campaign/model/roster'

/** One outcome of a war-turn proposal in words: who, what, where (T.6–T.22). */
export function describeOutcome(list: ProposalListName, resolution: TurnResolution, index: number, name: NameOf): Bilingual | null {
  const at = (region: string): Bilingual => ({ ko: ` @ ${name(region).ko}`, en: ` @ ${name(region).en}` })
  const pair = (a: string, b: string, mark: string): Bilingual => join([name(a), name(b)], ` ${mark} `)
  const then = (first: Bilingual, second: Bilingual): Bilingual => ({ ko: first.ko + second.ko, en: first.en + second.en })
  switch (list) {
    case 'emotionExchanges': {
      const item = resolution.emotionExchanges[index]
      return item ? then(pair(item.actors[0], item.actors[1], '⇄'), at(item.region)) : null
    }
    case 'info': {
      const item = resolution.info[index]
      return item ? then(pair(item.team, item.servant, '←'), at(item.region)) : null
    }
    case 'fights': {
      const item = resolution.fights[index]
      return item ? then(pair(item.actors[0], item.actors[1], '⚔'), at(item.region)) : null
    }
    case 'duelOpportunities': {
      const item = resolution.duelOpportunities[index]
      return item ? then(pair(item.by, item.servant, '→'), at(item.region)) : null
    }
    case 'manaSupply': {
      const item = resolution.manaSupply[index]
      return item ? then(pair(item.master, item.servant, '→'), at(item.region)) : null
    }
    case 'traces': {
      const item = resolution.traces[index]
      return item ? then(name(item.servant), at(item.region)) : null
    }
  }
}

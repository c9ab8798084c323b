import type { TurnResolution } from '../resolution'
import type { ProposalListName, StrikableList } from '../commands'
import { join, signed, type Bilingual } from '../../text/bilingual'
import type { NameOf } from '../../campaign/model/roster'
import { recoveryGain, type TurnProposal } from '../proposal'

/** A recovery line in words: who gains what, by which rule (V.7, T.16, T.21). */
export function describeRecovery(proposal: TurnProposal, index: number, name: NameOf): Bilingual | null {
  const item = proposal.recovery[index]
  if (!item) return null
  const gain = recoveryGain(proposal, index)
  const who = name(item.actor)
  const parts = (hp: string, mp: string): string =>
    [gain.hp ? `${hp} ${signed(gain.hp)}` : null, gain.mp ? `${mp} ${signed(gain.mp)}` : null].filter(Boolean).join(', ') || '±0'
  return { ko: `${who.ko} ${parts('생명력', '마력')} (${item.rule})`, en: `${who.en} ${parts('HP', 'MP')} (${item.rule})` }
}

/** One line of any strikable list of a proposal in words. */
export function describeLine(list: StrikableList, proposal: TurnProposal, index: number, name: NameOf): Bilingual | null {
  return list === 'recovery' ? describeRecovery(proposal, index, name) : describeOutcome(list, proposal.resolution, index, name)
}

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

import type { DuelContext } from './context'
import type { DuelEvent } from './events'
import { checkIntrusion } from './intrusion'
import { checkPlay } from './plays'
import { missingPlays, revealExchange } from './reveal'
import { checkSettle } from './settle'
import { checkRetreat } from './retreat'
import { reason, type Reason } from '../reasons/reason'
import { aftermathWord } from './words'

/** The steps of a running duel that a checkpoint may hold. */
export const duelSteps = ['collecting', 'revealed', 'over'] as const

const notCollecting = (step: string): Reason => (step === 'revealed' ? reason('reason.duel.exchangeRevealed') : reason('reason.duel.duelOver'))

/** Why the duel refuses an event in the given step, or undefined when it accepts it; the machine's guards ask the same. */
export function explainDuelEvent(step: string, context: DuelContext, event: DuelEvent): Reason | undefined {
  const { campaign } = event
  const pendingLife = (): Reason | undefined =>
    context.life.length ? reason('reason.duel.decideLifeFirst', { rule: context.life[0].rule, actors: context.life.map((p) => p.actor).join(', ') }) : undefined
  switch (event.type) {
    case 'duel.play':
      if (step !== 'collecting') return step === 'revealed' ? reason('reason.duel.playsClosed') : notCollecting(step)
      return checkPlay(context.combatants, context.plays, event)
    case 'duel.unplay':
      if (step !== 'collecting') return notCollecting(step)
      return context.plays.some((p) => p.actor === event.actor) ? undefined : reason('reason.duel.noSealedPlay', { actor: event.actor })
    case 'duel.row': {
      if (step !== 'collecting') return notCollecting(step)
      const combatant = context.combatants.find((c) => c.id === event.actor)
      if (!combatant || combatant.status !== 'in') return reason('reason.duel.notFighting', { actor: event.actor })
      const involved = context.plays.some((p) => p.actor === event.actor || p.support?.ally === event.actor)
      return involved ? reason('reason.duel.clearPlaysFirst', { actor: event.actor }) : undefined
    }
    case 'duel.reveal': {
      if (step !== 'collecting') return step === 'revealed' ? reason('reason.duel.alreadyRevealed') : notCollecting(step)
      const missing = missingPlays(context.combatants, context.plays)
      if (missing.length) return reason('reason.duel.waitingForPlays', { actors: missing.join(', ') })
      const life = pendingLife()
      if (life) return life
      const revealed = revealExchange(context.combatants, context.plays, context.exchanges + 1, campaign.settings)
      return revealed.ok ? undefined : revealed.why
    }
    case 'duel.amend':
      if (step !== 'revealed') return reason('reason.duel.revealFirst')
      return context.revealed?.pairings[event.pairing] ? undefined : reason('reason.duel.noPairing', { n: event.pairing + 1 })
    case 'duel.accept':
      return step === 'revealed' ? undefined : reason('reason.duel.revealFirst')
    case 'duel.settle':
      if (step !== 'collecting') return notCollecting(step)
      return checkSettle(context.combatants, context.life, event.actor, event.outcome, campaign)
    case 'duel.retreat':
      if (step !== 'collecting') return notCollecting(step)
      return checkRetreat(context.combatants, event, campaign)
    case 'duel.intrude':
      if (step !== 'collecting') return notCollecting(step)
      return checkIntrusion(context.combatants, event, campaign, context.scene)
    case 'duel.end':
      if (step !== 'collecting') return notCollecting(step)
      return pendingLife()
    case 'duel.resume': {
      if (step !== 'over') return reason('reason.duel.notOver')
      const sides = new Set(context.combatants.filter((c) => c.status === 'in').map((c) => c.side))
      return sides.size >= 2 ? undefined : reason('reason.duel.nobodyLeft')
    }
    case 'duel.strike':
      if (step !== 'over' || !context.over) return reason('reason.duel.notOver')
      if (event.list === 'endOfScene') return reason('reason.duel.endOfSceneIsCampaigns')
      return context.over[event.list][event.index] ? undefined : reason('reason.duel.noAftermathItem', { list: aftermathWord(event.list), n: event.index + 1 })
    case 'duel.emotionSign': {
      if (step !== 'over' || !context.over) return reason('reason.duel.notOver')
      const exchange = context.over.emotions[event.index]
      if (!exchange) return reason('reason.duel.noEmotionExchange', { n: event.index + 1 })
      return exchange.actors.includes(event.from) ? undefined : reason('reason.duel.notInEmotionExchange', { actor: event.from })
    }
    case 'duel.apply':
      return step === 'over' ? undefined : reason('reason.duel.endFirst')
    case 'duel.cancel':
      return undefined
  }
}

import type { DuelContext } from './context'
import type { DuelEvent } from './events'
import { checkIntrusion } from './intrusion'
import { checkPlay } from './plays'
import { missingPlays, revealExchange } from './reveal'
import { checkSettle } from './settle'
import { checkRetreat } from './withdraw'

/** The steps of a running duel that a checkpoint may hold. */
export const duelSteps = ['collecting', 'revealed', 'over'] as const
/** A step of a running duel. */
export type DuelStep = (typeof duelSteps)[number]

const notCollecting = (step: string): string =>
  step === 'revealed' ? 'the exchange is revealed: accept it (or amend it) before anything else' : 'the duel is over: resume it or apply it'

/** Why the duel refuses an event in the given step, or undefined when it accepts it; the machine's guards ask the same. */
export function explainDuelEvent(step: string, context: DuelContext, event: DuelEvent): string | undefined {
  const { campaign } = event
  const pendingLife = (): string | undefined =>
    context.life.length ? `rule ${context.life[0].rule}: decide on ${context.life.map((p) => p.actor).join(', ')} at 0 hp first` : undefined
  switch (event.type) {
    case 'duel.play':
      if (step !== 'collecting') return step === 'revealed' ? 'plays are closed: this exchange is revealed (accept it to play the next)' : notCollecting(step)
      return checkPlay(context.combatants, context.plays, event)
    case 'duel.unplay':
      if (step !== 'collecting') return notCollecting(step)
      return context.plays.some((p) => p.actor === event.actor) ? undefined : `${event.actor} has no sealed play`
    case 'duel.row': {
      if (step !== 'collecting') return notCollecting(step)
      const combatant = context.combatants.find((c) => c.id === event.actor)
      if (!combatant || combatant.status !== 'in') return `${event.actor} is not fighting in this duel`
      const involved = context.plays.some((p) => p.actor === event.actor || p.support?.ally === event.actor)
      return involved ? `clear the plays that involve ${event.actor} first` : undefined
    }
    case 'duel.reveal': {
      if (step !== 'collecting') return step === 'revealed' ? 'this exchange is already revealed' : notCollecting(step)
      const missing = missingPlays(context.combatants, context.plays)
      if (missing.length) return `rule D.50: reveal only when every play is in — waiting for ${missing.join(', ')}`
      const life = pendingLife()
      if (life) return life
      const revealed = revealExchange(context.combatants, context.plays, context.exchanges + 1, campaign.settings)
      return revealed.ok ? undefined : revealed.error
    }
    case 'duel.amend':
      if (step !== 'revealed') return 'reveal the exchange first'
      return context.revealed?.pairings[event.pairing] ? undefined : `no pairing #${event.pairing + 1}`
    case 'duel.accept':
      return step === 'revealed' ? undefined : 'reveal the exchange first'
    case 'duel.settle':
      if (step !== 'collecting') return notCollecting(step)
      return checkSettle(context.combatants, context.life, event.actor, event.outcome, campaign)
    case 'duel.retreat':
      if (step !== 'collecting') return notCollecting(step)
      return checkRetreat(context.combatants, event, campaign)
    case 'duel.intrude':
      if (step !== 'collecting') return notCollecting(step)
      return checkIntrusion(context.combatants, event, campaign)
    case 'duel.end':
      if (step !== 'collecting') return notCollecting(step)
      return pendingLife()
    case 'duel.resume': {
      if (step !== 'over') return 'the duel is not over'
      const sides = new Set(context.combatants.filter((c) => c.status === 'in').map((c) => c.side))
      return sides.size >= 2 ? undefined : 'nobody is left to fight: fewer than two sides are still in'
    }
    case 'duel.strike':
      if (step !== 'over' || !context.over) return 'the duel is not over'
      return context.over[event.list][event.index] ? undefined : `no ${event.list} item #${event.index + 1}`
    case 'duel.emotionSign': {
      if (step !== 'over' || !context.over) return 'the duel is not over'
      const exchange = context.over.emotions[event.index]
      if (!exchange) return `no emotion exchange #${event.index + 1}`
      return exchange.actors.includes(event.from) ? undefined : `${event.from} is not part of that exchange`
    }
    case 'duel.apply':
      return step === 'over' ? undefined : 'end the duel first'
    case 'duel.cancel':
      return undefined
  }
}

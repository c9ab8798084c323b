import type { CampaignContext } from '../../../../machines/campaign/machine'
import type { PhaseState } from '../../../../machines/campaign/phases'
import { publicLines } from '../../../../machines/campaign/session-log/public-lines'
import { publicPicture } from '../../../../machines/campaign/session-log/public-view'
import type { Bilingual } from '../../../../machines/campaign/session-log/text'

function swapPhase(phase: PhaseState): PhaseState {
  switch (phase.kind) {
    case 'warTurn':
      return phase
    case 'duel': {
      const duel = phase.context
      // D.50: while plays are collected, every sealed play becomes a wait; every hand's counts change.
      const plays = phase.value === 'collecting' ? duel.plays.map((p) => ({ actor: p.actor, cards: [] })) : duel.plays
      const combatants = duel.combatants.map((c) => ({ ...c, hand: { ...c.hand, cards: c.hand.cards.map((card) => ({ ...card, count: card.count + 7 })), generalSupport: 9, skillSupport: 9 } }))
      return { ...phase, context: { ...duel, plays, combatants } }
    }
    case 'encounter': {
      const battle = phase.context
      // E.11 plots before their reveal, E.71 the dice of a pending check, 14.09 every face-down threat card.
      const sealed = battle.step === 'plotting' && !battle.plotsRevealed
      const plots = sealed ? Object.fromEntries(Object.entries(battle.plots).map(([pc, plot]) => [pc, (plot % 6) + 1])) : battle.plots
      const check = battle.check ? { ...battle.check, dice: battle.check.dice.map((d) => (d % 6) + 1) } : null
      const faceUp = new Set(battle.slots.filter((s) => s.placedIn !== null).map((s) => s.threat))
      const threats = battle.monster.threats.map((t) =>
        faceUp.has(t.id)
          ? t
          : { ...t, name: { ko: 'swapped', en: 'swapped' }, kind: t.kind === 'attack' ? ('spell' as const) : ('attack' as const), durability: t.durability + 11, attack: t.attack + 1, power: t.power + 13, effect: 'swapped' }
      )
      return { ...phase, context: { ...battle, plots, check, monster: { ...battle.monster, threats } } }
    }
  }
}

/** The same state with every hidden value changed: notes, unrevealed true names, workshops, and the phase's secrets. */
export function swapHidden(context: CampaignContext): CampaignContext {
  const campaign = {
    ...context.campaign,
    notes: 'swapped notes',
    servants: context.campaign.servants.map((s) => ({ ...s, trueName: s.trueNameRevealed ? s.trueName : `swapped ${s.id}`, workshop: 'swapped' }))
  }
  return { campaign, phase: context.phase ? swapPhase(context.phase) : null }
}

/** The public lines an event would have written had every hidden value been different. */
export function publicLinesSwapped(before: CampaignContext, after: CampaignContext): Bilingual[] {
  return publicLines(publicPicture(swapHidden(before)), publicPicture(swapHidden(after)))
}

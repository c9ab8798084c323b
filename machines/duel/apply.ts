import type { Campaign, Master, Servant } from '../campaign/model/campaign'
import { addEmotion } from '../campaign/model/emotions'
import type { DuelContext } from './context'
import type { AftermathList } from './rules/terms'
import { afterDuel } from './ending'
import { usedCounts } from './rules/melee'

/**
 * Writes a finished duel into the campaign: hp and mp (D.21's extra lost first), spent conviction
 * (D.21) and fate (D.61), recalls (V.5), destructions and deaths the GM confirmed (V.3), the T.12
 * seal, T.23 emotions and T.24 info, the uses each fighter spent in this scene (D.52), and the
 * pending fight or opportunity it played. A duel ends no scene (V.9); the campaign puts whoever it
 * left at 0 or below on the at-risk list (V.10).
 */
export function applyDuel(campaign: Campaign, context: DuelContext): Campaign {
  const over = context.over
  if (!over) throw new Error('the duel is not over')
  const kept = <T>(list: AftermathList, items: readonly T[]): T[] => items.filter((_, i) => !over.struck[list].includes(i))
  const byId = new Map(context.combatants.map((c) => [c.id, c]))
  const destroyed = new Set(context.combatants.filter((c) => c.status === 'destroyed').map((c) => c.id))
  const dead = new Set(context.combatants.filter((c) => c.status === 'dead').map((c) => c.id))
  const recalledBy = new Set(
    context.combatants.filter((c) => c.status === 'recalled').flatMap((c) => campaign.teams.filter((t) => t.servant === c.id).map((t) => t.master))
  )
  const sealLosers = kept('seals', over.seals).map((s) => s.master)

  const afterPools = <A extends Master | Servant>(actor: A): A => {
    const combatant = byId.get(actor.id)
    if (!combatant) return actor
    const life = afterDuel(combatant, campaign)
    return { ...actor, hp: Math.min(actor.maxHp, life.hp), mp: Math.min(actor.maxMp, life.mp) }
  }
  const masters = campaign.masters.map((master): Master => {
    const combatant = byId.get(master.id)
    let next = afterPools(master)
    if (combatant) {
      next = {
        ...next,
        pools: { fate: Math.max(0, next.pools.fate - combatant.fateSpent), conviction: Math.max(0, next.pools.conviction - (combatant.conviction ? 1 : 0)) }
      }
    }
    // rule V.5: the recall costs a command seal and the once-per-game use
    if (recalledBy.has(master.id)) next = { ...next, commandSeals: Math.max(0, next.commandSeals - 1), recallUsed: true }
    // rule T.12: the loser of a fight between masters loses a command seal
    const seals = sealLosers.filter((id) => id === master.id).length
    if (seals) next = { ...next, commandSeals: Math.max(0, next.commandSeals - seals) }
    if (dead.has(master.id)) next = { ...next, status: 'dead' }
    return next
  })
  const servants = campaign.servants.map((servant): Servant => {
    const next = afterPools(servant)
    return destroyed.has(servant.id) ? { ...next, status: 'destroyed' } : next
  })

  let emotions = campaign.emotions
  over.emotions.forEach((exchange, index) => {
    if (over.struck.emotions.includes(index)) return
    const [x, y] = exchange.actors
    const signOf = (from: string) => over.emotionSigns[`${index}:${from}`] ?? 'positive'
    emotions = addEmotion(emotions, x, y, signOf(x))
    emotions = addEmotion(emotions, y, x, signOf(y))
  })
  const info = [
    ...campaign.info,
    ...kept('info', over.info).map((item) => ({ team: item.team, servant: item.servant, grade: campaign.settings.infoGrade, source: 'fight', turn: campaign.turn, rule: item.rule }))
  ]
  const offers = context.offer ? campaign.offers.map((o) => (o.id === context.offer ? { ...o, state: 'played' as const, settledTurn: campaign.turn } : o)) : campaign.offers
  return { ...campaign, masters, servants, emotions, info, offers, sceneUses: withSceneUses(campaign, context) }
}

/** D.52: what each fighter spent in this duel, added to what it spent earlier in the same scene. */
function withSceneUses(campaign: Campaign, context: DuelContext): Campaign['sceneUses'] {
  let uses = campaign.sceneUses
  for (const combatant of context.combatants) {
    const spent = usedCounts(combatant.fresh, combatant.hand)
    if (Object.values(spent.cards).every((n) => n === 0) && spent.generalSupport === 0 && spent.skillSupport === 0) continue
    const earlier = uses.find((u) => u.actor === combatant.id && u.scene === context.scene)
    // An intruder without reorganize joined with the scene's earlier uses already spent from its hand.
    const base = combatant.opponent !== undefined && !combatant.reorganize ? undefined : earlier
    const cards = { ...(base?.cards ?? {}) }
    for (const [key, n] of Object.entries(spent.cards)) if (n > 0) cards[key] = (cards[key] ?? 0) + n
    const entry = {
      actor: combatant.id,
      scene: context.scene,
      cards,
      generalSupport: (base?.generalSupport ?? 0) + spent.generalSupport,
      skillSupport: (base?.skillSupport ?? 0) + spent.skillSupport
    }
    uses = earlier ? uses.map((u) => (u === earlier ? entry : u)) : [...uses, entry]
  }
  return uses
}

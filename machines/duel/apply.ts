import type { Campaign, Master, Servant } from '../campaign/model/campaign'
import { addEmotion } from '../campaign/model/emotions'
import type { DuelContext } from './context'
import type { AftermathList } from './rules/terms'
import { afterDuel } from './ending'
import { updateDeadlines } from './rules/life'

/**
 * Writes a finished duel into the campaign: hp and mp (D.21's extra lost first), spent conviction
 * (D.21) and fate (D.61), recalls (V.5), destructions and deaths the GM confirmed (V.3) or kept
 * (V.4, V.6), the T.12 seal, T.23 emotions and T.24 info, the V.4 / V.6 deadlines; a duel is one
 * scene, so the scene advances.
 */
export function applyDuel(campaign: Campaign, context: DuelContext): Campaign {
  const over = context.over
  if (!over) throw new Error('the duel is not over')
  const kept = <T>(list: AftermathList, items: readonly T[]): T[] => items.filter((_, i) => !over.struck[list].includes(i))
  const byId = new Map(context.combatants.map((c) => [c.id, c]))
  const endOfScene = kept('endOfScene', over.endOfScene)
  const destroyed = new Set([
    ...context.combatants.filter((c) => c.status === 'destroyed').map((c) => c.id),
    ...endOfScene.filter((p) => p.consequence === 'destroyed').map((p) => p.actor)
  ])
  const dead = new Set([...context.combatants.filter((c) => c.status === 'dead').map((c) => c.id), ...endOfScene.filter((p) => p.consequence === 'dead').map((p) => p.actor)])
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

  const lives = context.combatants
    .filter((c) => !destroyed.has(c.id) && !dead.has(c.id))
    .map((c) => afterDuel(c, campaign))
  const gone = new Set([...destroyed, ...dead])
  const deadlines = updateDeadlines(campaign.deadlines, lives, campaign.scene).filter((d) => !gone.has(d.actor))

  return { ...campaign, masters, servants, emotions, info, deadlines, scene: campaign.scene + 1 }
}

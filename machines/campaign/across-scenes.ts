import type { Campaign } from './model/campaign'
import { endOfScene, trackFalls } from './model/at-risk'

/**
 * The campaign after a command, as the rules that reach across scenes read it (V.4, V.6, V.9,
 * V.10, D.52): a watched pool that fell to 0 or below is put on the at-risk list as fallen in scene
 * `fell`; when the command ended a scene (a war turn applied, a battle finished, a free scene
 * ended), the recovered leave the list, the overdue are proposed destroyed or dead, and the duel
 * uses remembered for that scene are forgotten.
 */
export function acrossScenes(before: Campaign, after: Campaign, fell: number): Campaign {
  const active = new Set([...after.masters, ...after.servants].filter((a) => a.status === 'active').map((a) => a.id))
  let next: Campaign = {
    ...after,
    atRisk: trackFalls(before, after, fell),
    lifeProposals: after.lifeProposals.filter((p) => active.has(p.actor))
  }
  if (after.scene <= before.scene) return next
  const end = endOfScene(next, after.scene)
  next = {
    ...next,
    atRisk: end.atRisk,
    lifeProposals: [...next.lifeProposals, ...end.proposals],
    sceneUses: next.sceneUses.filter((uses) => uses.scene > after.scene)
  }
  return next
}

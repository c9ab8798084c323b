import type { Campaign, Actor, Offer } from '../campaign/model/campaign'
import { addEmotion } from '../campaign/model/emotions'
import { type TurnProposal, isKept, keptItems, recoveryGain } from './proposal'

const cap = (value: number, max: number): number => Math.min(max, value)

/** How many settled (played or struck) offers the pending list keeps besides every pending one. */
const settledOffersKept = 200

/** The pending list with this turn's kept fights (T.12) and duel opportunities (T.15) added; it belongs to the turn's scene (V.9). */
function withOffers(campaign: Campaign, proposal: TurnProposal, turn: number, scene: number): Offer[] {
  const fights = keptItems(proposal, 'fights').map(
    (f, i): Offer => ({ id: `t${turn}-f${i + 1}`, kind: 'fight', rule: 'T.12', turn, scene, actors: [f.actors[0], f.actors[1]], region: f.region, state: 'pending' })
  )
  const opportunities = keptItems(proposal, 'duelOpportunities').map(
    (o, i): Offer => ({ id: `t${turn}-o${i + 1}`, kind: 'opportunity', rule: 'T.15', turn, scene, actors: [o.by, o.servant], region: o.region, state: 'pending' })
  )
  const settled = campaign.offers.filter((o) => o.state !== 'pending').slice(-settledOffersKept)
  const kept = campaign.offers.filter((o) => o.state === 'pending' || settled.includes(o))
  return [...kept, ...fights, ...opportunities]
}

/** Writes an amended, accepted turn into the campaign: emotions, info, traces, offers, and the recovery lines (V.7, T.16, T.21). */
export function applyTurn(campaign: Campaign, proposal: TurnProposal): Campaign {
  const { settings } = campaign
  const turn = campaign.turn + 1 // `campaign.turn` counts completed turns
  let emotions = campaign.emotions
  proposal.resolution.emotionExchanges.forEach((exchange, index) => {
    if (!isKept(proposal, 'emotionExchanges', index)) return
    const [x, y] = exchange.actors
    // T.9: a positive-only exchange can never produce a negative emotion.
    const signOf = (from: string) => (exchange.positiveOnly ? 'positive' : (proposal.emotionSigns[`${index}:${from}`] ?? 'positive'))
    emotions = addEmotion(emotions, x, y, signOf(x))
    emotions = addEmotion(emotions, y, x, signOf(y))
  })

  const info = [...campaign.info]
  proposal.resolution.info.forEach((item, index) => {
    if (!isKept(proposal, 'info', index)) return
    const grade = proposal.infoGrades[String(index)] ?? settings.infoGrade // T.22
    info.push({ team: item.team, servant: item.servant, grade, source: item.source, turn, rule: item.rule })
  })

  const gains = new Map<string, { hp: number; mp: number }>()
  proposal.recovery.forEach((line, index) => {
    if (isKept(proposal, 'recovery', index)) gains.set(line.actor, recoveryGain(proposal, index))
  })
  const restore = <A extends Actor>(actor: A): A => {
    const gain = gains.get(actor.id)
    if (!gain) return actor
    const hp = cap(actor.hp + gain.hp, actor.maxHp)
    const mp = cap(actor.mp + gain.mp, actor.maxMp)
    return hp === actor.hp && mp === actor.mp ? actor : { ...actor, hp, mp }
  }
  const scene = campaign.scene + 1 // rule V.9: an applied war turn is one scene
  return {
    ...campaign,
    emotions,
    info,
    traces: keptItems(proposal, 'traces').map((t) => ({ servant: t.servant, region: t.region })), // T.20
    offers: withOffers(campaign, proposal, turn, scene),
    masters: campaign.masters.map(restore),
    servants: campaign.servants.map(restore),
    turn,
    scene
  }
}

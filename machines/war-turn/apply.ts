import type { Campaign, Actor } from '../campaign/model/campaign'
import { addEmotion } from '../campaign/model/emotions'
import type { Declaration } from './campaign-input'
import { type TurnProposal, isKept, keptItems } from './proposal'

const cap = (value: number, max: number): number => Math.min(max, value)

/** Writes an amended, accepted turn into the campaign: emotions, info, traces, supply, recovery, rest. */
export function applyTurn(campaign: Campaign, declarations: readonly Declaration[], proposal: TurnProposal): Campaign {
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

  const supplied = new Set(keptItems(proposal, 'manaSupply').map((s) => s.servant))
  const declared = new Map(declarations.map((d) => [d.actor, d]))
  const restore = <A extends Actor>(actor: A, isServant: boolean): A => {
    const d = declared.get(actor.id)
    if (!d) return actor
    let { hp, mp } = actor
    if (d.action === 'rest') {
      hp = cap(hp + settings.restHp, actor.maxHp) // V.7
      mp = cap(mp + settings.restMp, actor.maxMp)
    } else if (isServant && d.action === 'daily') {
      hp = cap(hp + settings.recoveryHp, actor.maxHp) // T.16 recovery
      mp = cap(mp + (supplied.has(actor.id) ? settings.manaSupplyMp : settings.recoveryMp), actor.maxMp)
    } else if (isServant && supplied.has(actor.id)) {
      mp = cap(mp + settings.manaSupplyMp, actor.maxMp) // T.21 joint investigation
    }
    return hp === actor.hp && mp === actor.mp ? actor : { ...actor, hp, mp }
  }

  return {
    ...campaign,
    emotions,
    info,
    traces: keptItems(proposal, 'traces').map((t) => ({ servant: t.servant, region: t.region })), // T.20
    lastTurn: {
      turn,
      fights: keptItems(proposal, 'fights').map((f) => ({ actors: f.actors, region: f.region })), // T.12
      duelOpportunities: keptItems(proposal, 'duelOpportunities').map((o) => ({ by: o.by, servant: o.servant, region: o.region })) // T.15
    },
    masters: campaign.masters.map((m) => restore(m, false)),
    servants: campaign.servants.map((s) => restore(s, true)),
    turn,
    scene: campaign.scene + 1 // a resolved war turn is one scene (glossary)
  }
}

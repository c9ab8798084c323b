import type { CampaignContext } from '@machines/campaign/machine'
import type { AbilityName } from '@machines/campaign/model/encounter-records'
import { diceCountByRank } from '@machines/encounter/rules/check'
import { orderRollLimit } from '@machines/encounter/transitions/order'
import type { DiceRequest } from '@machines/dice/requests'

// `play` lets a script write "roll" wherever a command carries dice: the host rolls them from its own
// (seeded) source, as the GM window's empty dice fields do (E.71). The count is the one the rules ask
// there: a check rolls its PC's rank dice (E.70), a table its own dice, an order roll its tie-break
// dice (E.12); anywhere else one die. A wrong count is refused by the rules, as a typed one would be.

type Fields = Record<string, unknown>
const isRecord = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value)

const request = (count: number): DiceRequest => ({ roll: { count, sides: 6 } })

/** The running battle's state, when an encounter is the phase now. */
function battleOf(context: CampaignContext) {
  return context.phase?.kind === 'encounter' ? context.phase.context : null
}

/** How many dice the PC's ability rolls (E.70); one when the PC or ability is unknown (the rules then say why). */
function rankDice(context: CampaignContext, pc: unknown, ability: AbilityName | undefined): number {
  const sheet = context.campaign.pcs.find((p) => p.id === pc)
  return sheet && ability ? diceCountByRank[sheet.abilities[ability].rank] : 1
}

/** The ability a threat's defence or obstruction check uses (E.31, E.32). */
function threatCheck(context: CampaignContext, threat: unknown): AbilityName | undefined {
  return battleOf(context)?.monster.threats.find((t) => t.id === threat)?.check
}

/** How many dice a command's top-level `dice` field rolls now. */
function diceCount(command: Fields, context: CampaignContext): number {
  const battle = battleOf(context)
  switch (command.type) {
    case 'encounter.scout':
      return rankDice(context, command.pc, 'mind')
    case 'encounter.attack':
      return rankDice(context, command.pc, 'valor')
    case 'encounter.pursuit':
      return rankDice(context, command.pc, command.ability === 'skill' ? 'skill' : 'mind')
    case 'encounter.threatAttack':
      return rankDice(context, command.target, threatCheck(context, command.threat))
    case 'encounter.outcome': {
      const due = battle?.due[0]
      return context.campaign.tables.find((t) => t.id === due?.table)?.dice === '2D6' ? 2 : 1
    }
    case 'encounter.effect':
      return Math.max(1, battle?.table?.effectDice ?? 1)
    default:
      return 1
  }
}

/** The dice one placeholder at `key` of `command` stands for. */
function placeholderCount(command: Fields, key: string, parent: string | null, context: CampaignContext): number {
  if (parent === null && key === 'dice') return diceCount(command, context)
  if (parent === 'obstruct' && key === 'dice' && isRecord(command.obstruct)) return rankDice(context, command.obstruct.pc, threatCheck(context, command.threat))
  if (parent === 'rolls' && command.type === 'encounter.order') return orderRollLimit
  return 1
}

/**
 * A script step with each `"roll"` where dice go replaced by the host's dice request for the count the
 * rules ask now; without a context (checking a script's shape before it runs) one die each.
 */
export function fillRollPlaceholders(step: unknown, context: CampaignContext | null): unknown {
  if (!isRecord(step)) return step
  const fill = (fields: Fields, parent: string | null): Fields =>
    Object.fromEntries(
      Object.entries(fields).map(([key, value]) => {
        if (value === 'roll') return [key, request(context ? placeholderCount(step, key, parent, context) : 1)]
        // One level down only: the order's rolls, the round end's dice by unit, an obstruction's dice.
        if (parent === null && isRecord(value)) return [key, fill(value, key)]
        return [key, value]
      })
    )
  return fill(step, null)
}

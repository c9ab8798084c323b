import type { Campaign } from '../campaign/model/campaign'
import type { AbilityName } from '../campaign/model/encounter-records'
import type { EncounterContext } from './context'
import type { AttackTarget } from './rules/targets'
import { attackAbility, attackDefence } from './transitions/pc'
import { pursuitTarget } from './transitions/round'
import { slotThreatCheck } from './rules/combat'
import { checkNumbers, type CheckNumbers } from './transitions/pending-check'
import { scoutAbility, scoutTarget } from './rules/scout'
import { findPc, findThreat } from './units'
import { fieldEffect } from './battlefield'

/** Which check a dice field is for: the command it will be sent with names the same things. */
export type CheckAsked =
  | { purpose: 'scout' }
  | { purpose: 'attack'; target: AttackTarget }
  | { purpose: 'defence' | 'obstruct'; threat: string }
  | { purpose: 'pursuit'; ability: AbilityName }

/**
 * The rank, modifier and target of the check a PC is about to roll, as the machine will make it
 * (E.1 scout, E.20 attack, E.31 defence, E.32 obstruction, E.50 pursuit; E.60 bound, E.63 battlefield): what a pasted
 * BCDice line is compared with. Null when the PC or the threat is not in the battle.
 */
export function expectedCheck(context: EncounterContext, campaign: Campaign, pc: string, asked: CheckAsked): CheckNumbers | null {
  const found = findPc(context, campaign, pc)
  if (!found.ok) return null
  const { pc: unit, sheet } = found.value
  const field = fieldEffect(context)
  switch (asked.purpose) {
    case 'scout':
      return checkNumbers(unit, sheet, scoutAbility, scoutTarget(campaign.settings), field)
    case 'attack':
      return checkNumbers(unit, sheet, attackAbility, attackDefence(context, asked.target), field)
    case 'pursuit':
      return checkNumbers(unit, sheet, asked.ability, pursuitTarget(context), field)
    case 'defence':
    case 'obstruct': {
      const threat = findThreat(context, asked.threat)
      if (!threat.ok) return null
      const { ability, target } = slotThreatCheck(context, threat.value.slot, threat.value.card)
      return checkNumbers(unit, sheet, ability, target, field)
    }
  }
}

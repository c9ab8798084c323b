import { basicCardKinds, parameterNames, type SettingKey } from '@machines/campaign/model/settings'
import { diceSystems } from '@machines/dice/systems'

/** How the settings view edits one ⚙ setting. */
export type SettingKind =
  | { kind: 'number' }
  | { kind: 'boolean' }
  | { kind: 'choice'; options: readonly string[] }
  | { kind: 'optionalNumber' }
  | { kind: 'numberList' }
  | { kind: 'numberMap' }
  | { kind: 'choiceMap'; options: readonly string[] }

const number = { kind: 'number' } as const
const boolean = { kind: 'boolean' } as const

/** The editor of every setting; a new key in `settingsSchema` must be given one here. */
export const settingKinds: Record<SettingKey, SettingKind> = {
  rankGrades: { kind: 'numberMap' },
  commandSeals: number,
  restLeavesTrace: boolean,
  manaSupplyMp: number,
  recoveryHp: number,
  recoveryMp: number,
  infoGrade: number,
  cardCycle: { kind: 'choiceMap', options: basicCardKinds },
  masterVsServantReduction: number,
  servantCardsFrom: { kind: 'choiceMap', options: parameterNames },
  specialVsSpecial: { kind: 'choice', options: ['difference', 'full'] },
  retreatCards: number,
  retreatFailThreshold: number,
  retreatFailTakesDamage: boolean,
  maxExchanges: { kind: 'optionalNumber' },
  winnerCountsMp: boolean,
  restHp: number,
  restMp: number,
  servantMpFloorBase: number,
  scoutTarget: number,
  marginValue: number,
  incapacitatedUntargetable: boolean,
  awakeningThresholds: { kind: 'numberList' },
  diceSystem: { kind: 'choice', options: diceSystems }
}

import type { Trace } from './input'

/** The rule that allowed an emotion exchange. */
export type ExchangeRule = 'T.7' | 'T.8' | 'T.9' | 'T.18'

/** One mutual emotion exchange (T.9c); `positiveOnly` when only T.9 allowed it. */
export interface EmotionExchange {
  actors: [string, string]
  region: string
  positiveOnly: boolean
  rule: ExchangeRule
}

/** How a team learned about a servant: meeting someone this turn, or a trace from the last. */
export type InfoSource = 'encounter' | 'trace'

/** One info point a team gains on a servant (T.22). */
export interface InfoGain {
  team: string
  servant: string
  by: string
  region: string
  source: InfoSource
  rule: 'T.10' | 'T.11' | 'T.12' | 'T.13'
}

/** A master-vs-master fight whose loser loses one command seal (T.12). */
export interface TurnFight {
  kind: 'masters'
  actors: [string, string]
  region: string
  stake: 'command-seal'
  rule: 'T.12'
}

/** A duel the investigator may start with a servant this turn, offered to the GM (T.15). */
export interface DuelOpportunity {
  by: string
  servant: string
  region: string
  rule: 'T.15'
}

/** Mana a master supplies to its servant (T.16 daily overlap, T.21 joint investigation). */
export interface ManaSupply {
  servant: string
  master: string
  region: string
  rule: 'T.16' | 'T.21'
}

/** The `resolve-turn` output contract of docs/contracts.md: every proposal of one war turn. */
export interface TurnResolution {
  emotionExchanges: EmotionExchange[]
  info: InfoGain[]
  fights: TurnFight[]
  duelOpportunities: DuelOpportunity[]
  manaSupply: ManaSupply[]
  traces: Trace[]
}

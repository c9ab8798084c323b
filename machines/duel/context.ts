import type { Campaign } from '../campaign/model/campaign'
import type { AfterFightExchange, AfterFightInfo } from './after-fight'
import type { Combatant } from './combatant'
import type { HandCard } from './rules/hand'
import type { LifeProposal } from './rules/life'
import type { DamageRecord, DuelVerdict, EndReason } from './rules/outcome'
import type { SealedPlay } from './plays'
import type { RevealedExchange } from './reveal'
import type { AftermathList, FightKind } from './rules/terms'

/** A withdrawal attempt as it happened (D.60, D.61). */
export interface RetreatRecord {
  /** The exchange it came after (0: before the first). */
  after: number
  actor: string
  opponent: string
  escaped: boolean
  fateSpent: boolean
  presented: Pick<HandCard, 'key' | 'kind' | 'grade'>[]
  damage: number
  taken: { hp: number; mp: number }
  rules: string[]
}

/** An actor joining the running duel (D.52). */
export interface IntrusionRecord {
  after: number
  actor: string
  opponent: string
  reorganize: boolean
}

/** A command seal lost by the loser of a fight between masters (T.12). */
export interface SealLoss {
  master: string
  rule: 'T.12'
}

/** A finished duel awaiting the GM: why it ended, the winner, and what it leaves behind. */
export interface DuelOver {
  reason: EndReason
  /** The combatants the ending names (the destroyed, the fled…). */
  actors: string[]
  verdict: DuelVerdict
  seals: SealLoss[]
  emotions: AfterFightExchange[]
  info: AfterFightInfo[]
  /** V.6: masters at 0 or below who can only rest in the next scene (a note; the campaign tracks it, the war turn enforces it). */
  mustRest: string[]
  struck: Record<AftermathList, number[]>
  /** Signs the GM chose for T.23 emotions, keyed `${index}:${from}`; unset means positive. */
  emotionSigns: Record<string, 'positive' | 'negative'>
}

/** Everything the duel machine holds; plain JSON, checkpointed with the campaign. */
export interface DuelContext {
  /** The war-turn counter the GM header shows while the duel runs (unchanged from idle: turns done + 1). */
  turn: number
  fight: FightKind
  /** The duel came out of a war-turn fight or opportunity: T.23 / T.24 are offered at its end. */
  fromWarTurn: boolean
  /** The scene the duel belongs to: its war turn's, else the scene being played (V.9). */
  scene: number
  /** The pending T.12 fight or T.15 opportunity it plays, marked played when the duel is applied. */
  offer: string | null
  /** Exchanges accepted so far. */
  exchanges: number
  combatants: Combatant[]
  /** This exchange's hidden plays (never on the board). */
  plays: SealedPlay[]
  /** The exchange being looked at before the GM accepts it. */
  revealed: RevealedExchange | null
  /** Accepted exchanges, oldest first. */
  history: RevealedExchange[]
  retreats: RetreatRecord[]
  intrusions: IntrusionRecord[]
  /** Every blow landed, for the D.71 verdict and tally. */
  damage: DamageRecord[]
  /** V.3 / V.5 proposals waiting for the GM's decision. */
  life: LifeProposal[]
  over: DuelOver | null
  /** The campaign with the duel written in: the machine's output. */
  applied: Campaign | null
}

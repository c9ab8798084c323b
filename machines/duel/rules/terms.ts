// The duel's enumerations, a leaf of the duel: its words, commands, rules and machine all name
// these, so none of them has to import another to say "back row" or "withdrew".

/** The kinds of judgment card (D.1, D.2, D.30–D.34); `wait` plays none. */
export type CardKind = 'smash' | 'counter' | 'assault' | 'skill' | 'magic' | 'np' | 'critical' | 'wait'

/** The pools damage lands on: hp, or mp for magic (V.2). */
export type Pool = 'hp' | 'mp'

/** A duel row (D.40). */
export type Row = 'front' | 'back'

/** Where a combatant stands in the duel: still fighting, or out and why (D.70, V.3, V.5). */
export type CombatantStatus = 'in' | 'destroyed' | 'dead' | 'withdrew' | 'recalled'

/** What kind of fight the duel is: an ordinary duel, or a T.12 fight between masters (loser loses a seal). */
export type FightKind = 'duel' | 'masters'

/** How the GM settles a combatant at 0 hp (V.3, V.5) or takes one out by hand. */
export type SettleOutcome = 'destroyed' | 'dead' | 'recall' | 'stay'

/** The outcome lists of a finished duel that the GM may strike before applying. */
export const aftermathListNames = ['seals', 'emotions', 'info'] as const
/** One strikeable list of the aftermath. */
export type AftermathList = (typeof aftermathListNames)[number]

/**
 * The dice-bot game systems a campaign can roll with (⚙ `diceSystem`): BCDice's Amadeus in Korean
 * (the default) and in Japanese (E.70 follows its checks), and BCDice's generic DiceBot. Every
 * system also answers the generic commands (`2D6`, `1D100<=50`, `choice[…]`).
 */
export const diceSystems = ['Amadeus:Korean', 'Amadeus', 'DiceBot'] as const

/** One dice-bot game system. */
export type DiceSystem = (typeof diceSystems)[number]

/** The system a new campaign rolls with. */
export const defaultDiceSystem: DiceSystem = 'Amadeus:Korean'

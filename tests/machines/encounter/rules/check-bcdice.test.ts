import { DynamicLoader } from 'bcdice'
import { beforeAll, describe, expect, it } from 'vitest'
import { diceCountByRank, readDice, type DieOutcome, type DieReading } from '@machines/encounter/rules/check'
import { abilityRanks, type AbilityRank } from '@machines/campaign/model/encounter-records'
import { english } from '@machines/reasons/format'

// The digest's E.70 follows "the widely used dice bot": BCDice's Amadeus system. These tests feed
// the same dice to both and compare every die's reading, so our check cannot drift from the bot.
type GameSystem = Awaited<ReturnType<DynamicLoader['dynamicLoad']>>
let amadeus: GameSystem

beforeAll(async () => {
  amadeus = await new DynamicLoader().dynamicLoad('Amadeus')
})

const outcomes: Record<string, DieOutcome> = { 'スペシャル！': 'special', 成功: 'success', 失敗: 'failure', 'ファンブル！': 'fumble' }
const colours: Record<string, string> = { 黒: 'black', 赤: 'red', 青: 'blue', 緑: 'green', 白: 'white', 任意: 'any' }

interface BotRoll {
  readings: Omit<DieReading, 'index'>[]
  success: boolean
  critical: boolean
  fumble: boolean
}

function botRoll(rank: AbilityRank, modifier: number, target: number, dice: number[]): BotRoll {
  const sign = modifier < 0 ? `${modifier}` : `+${modifier}`
  const roller = new amadeus(`R${rank}${sign}>=${target}`)
  const queue = [...dice]
  Object.assign(roller.randomizer, { $random: () => queue.shift() })
  const result = roller.eval()
  if (!result) throw new Error('BCDice did not answer')
  const parts = result.text.split(' ＞ ').at(-1)!.split(' / ')
  const readings = parts.map((part) => {
    const match = /^(-?\d+)_(.+)\[(\d)(\D*)\]$/.exec(part)
    if (!match) throw new Error(`unexpected BCDice text ${part}`)
    const [, achieved, outcome, face, colour] = match
    return { face: Number(face), achieved: Number(achieved), outcome: outcomes[outcome!]!, inga: colour ? (colours[colour] as DieReading['inga']) : null }
  })
  return { readings, success: result.success, critical: result.critical, fumble: result.fumble }
}

function allDice(count: number): number[][] {
  if (count === 0) return [[]]
  return allDice(count - 1).flatMap((rest) => [1, 2, 3, 4, 5, 6].map((die) => [...rest, die]))
}

// Each die reads on its own (only D looks at both), so for 3 and 4 dice every multiset of faces,
// in rising and in falling order, covers the cases at a fraction of the bot's (slow) evaluations.
function rollsToCompare(count: number): number[][] {
  if (count <= 2) return allDice(count)
  const rising = allDice(count).filter((dice) => dice.every((die, i) => i === 0 || dice[i - 1]! <= die))
  return [...rising, ...rising.map((dice) => [...dice].reverse())]
}

function ours(rank: AbilityRank, modifier: number, target: number, dice: number[]): BotRoll {
  const result = readDice({ rank, modifier, target, dice })
  if (!result.ok) throw new Error(english(result.why))
  const readings = result.value.map(({ face, achieved, outcome, inga }) => ({ face, achieved, outcome, inga }))
  const success = readings.some((r) => r.outcome === 'success' || r.outcome === 'special')
  return {
    readings,
    success,
    critical: success && readings.some((r) => r.outcome === 'special'),
    fumble: !success && readings.some((r) => r.outcome === 'fumble')
  }
}

describe('E.70 parity with the BCDice Amadeus bot', () => {
  for (const rank of abilityRanks) {
    it(`E.70 rank ${rank}: every die of ${diceCountByRank[rank]}D6 reads as the bot reads it`, () => {
      const settings = [[0, 4], [2, 5], [-1, 3]]
      const rolls = rollsToCompare(diceCountByRank[rank])
      let compared = 0
      for (const [modifier, target] of settings) {
        for (const dice of rolls) {
          expect(ours(rank, modifier!, target!, dice), `R${rank}${modifier}>=${target} [${dice}]`).toEqual(botRoll(rank, modifier!, target!, dice))
          compared += 1
        }
      }
      expect(compared).toBe(settings.length * rolls.length)
    })
  }
})

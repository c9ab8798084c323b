import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { DiceBot, DiceBotError, defaultRollBudget } from '../../../src/host/dice/dice-bot'
import { cryptoRandom } from '../../../src/host/crypto-random'
import { mulberry32, rollDice, type Rng } from '@machines/dice/random'

// One worker for the tests that only need answers (each worker loads tsx and Opal: seconds).
let source: Rng = cryptoRandom
const shared = new DiceBot({ random: () => source() })
const seeded = (seed: number): DiceBot => {
  source = mulberry32(seed)
  return shared
}
afterAll(() => shared.close())

const bots: DiceBot[] = []
const bot = (options: ConstructorParameters<typeof DiceBot>[0]): DiceBot => {
  const made = new DiceBot(options)
  bots.push(made)
  return made
}
afterEach(async () => {
  await Promise.all(bots.splice(0).map((b) => b.close()))
})

describe('BCDice in a worker thread of the host', () => {
  it('E.71 rolls with the shipped defaults: the bundled worker script and the crypto dice source', async () => {
    const dice = bot({ random: cryptoRandom })
    expect(dice.running).toBe(false)
    const answer = await dice.roll('Amadeus:Korean', 'RA+1>=4')
    expect(dice.running).toBe(true)
    expect(answer?.text).toMatch(/^\(RA\+1>=4\) ＞ \[\d,\d,\d\]\+1 ＞ /)
    expect(answer?.rolls).toHaveLength(3)
    for (const roll of answer!.rolls) expect(roll.sides).toBe(6)
    expect(answer!.rolls.every((r) => r.face >= 1 && r.face <= 6)).toBe(true)
  })

  it('E.71 every die comes from the host’s dice source, in the order it gave them (a roll needing many is asked again with more)', async () => {
    const dice = new DiceBot({ random: mulberry32(41) })
    bots.push(dice)
    const five = await dice.roll('DiceBot', '5D6')
    const many = await dice.roll('DiceBot', '150D6')
    const two = await dice.roll('Amadeus:Korean', '2D6')
    const faces = rollDice(mulberry32(41), 157, 6)
    expect(five!.rolls.map((r) => r.face)).toEqual(faces.slice(0, 5))
    expect(many!.rolls.map((r) => r.face)).toEqual(faces.slice(5, 155))
    expect(two!.text).toBe(`(2D6) ＞ ${faces[155]! + faces[156]!}[${faces[155]},${faces[156]}] ＞ ${faces[155]! + faces[156]!}`)
  })

  it('uses given faces first (dice already rolled or typed) and answers in the system’s language', async () => {
    const dice = seeded(1)
    expect((await dice.roll('Amadeus:Korean', 'BRT', [5]))?.text).toBe('전과표(5) ＞ 「랜덤 아이템표」를 1번 사용한다.')
    expect((await dice.roll('Amadeus', 'BRT', [1]))?.text).toBe('戦果表(1) ＞ １神貨を獲得する。')
  })

  it('a secret command (S prefix) is said to be secret', async () => {
    const answer = await seeded(2).roll('Amadeus:Korean', 'S1D6')
    expect(answer?.secret).toBe(true)
    expect(answer?.rolls).toHaveLength(1)
  })

  it('a command the system does not know has no answer', async () => {
    const dice = seeded(4)
    expect(await dice.roll('Amadeus:Korean', 'hello')).toBeNull()
    expect(await dice.roll('DiceBot', 'BRT')).toBeNull()
  })

  it('refuses a given face the die cannot show', async () => {
    await expect(seeded(5).roll('Amadeus:Korean', 'BRT', [9])).rejects.toMatchObject({ problem: 'faces' })
  })

  it('lists a system’s own tables by command and name', async () => {
    const dice = seeded(6)
    const amadeus = await dice.tables('Amadeus:Korean')
    expect(amadeus.name).toBe('아마데우스')
    expect(amadeus.tables).toContainEqual({ command: 'BRT', name: '전과표' })
    expect(amadeus.tables).toContainEqual({ command: 'TGT', name: '목표표' })
    expect((await dice.tables('DiceBot')).tables).toEqual([])
  })

  it('keeps BCDice’s prototype patches out of the host’s realm', async () => {
    await seeded(7).roll('Amadeus:Korean', 'RB>=4')
    expect('$size' in Array.prototype).toBe(false)
    expect('$upcase' in String.prototype).toBe(false)
  })

  it('gives up on a worker that does not answer, and the next roll starts a fresh one', async () => {
    const dice = bot({ random: cryptoRandom, timeoutMs: 100, startTimeoutMs: 100, workerUrl: new URL('./fixtures/silent-worker.mjs', import.meta.url) })
    await expect(dice.roll('DiceBot', '1D6')).rejects.toMatchObject({ problem: 'timeout' })
    expect(dice.running).toBe(false)
  })

  it('a worker that dies fails its roll with a reason instead of hanging', async () => {
    const dice = bot({ random: cryptoRandom, workerUrl: new URL('./fixtures/crashing-worker.mjs', import.meta.url) })
    const failed = await dice.roll('DiceBot', '1D6').catch((error: unknown) => error)
    expect(failed).toBeInstanceOf(DiceBotError)
    expect((failed as DiceBotError).problem).toBe('crashed')
  })

  it('the production default budget: x100 100D100 is stopped in the worker where it passes 1,000 dice, and the worker rolls on', async () => {
    const dice = bot({ random: cryptoRandom })
    expect({ maxDice: dice.maxDice, timeoutMs: dice.timeoutMs }).toEqual(defaultRollBudget)
    expect(defaultRollBudget.maxDice).toBe(1000)
    const failed = await dice.roll('DiceBot', 'x100 100D100').catch((error: unknown) => error)
    expect(failed).toBeInstanceOf(DiceBotError)
    expect(failed).toMatchObject({ problem: 'budget', limit: 1000 })
    // Exactly at the budget is a roll; the worker was never stopped.
    expect((await dice.roll('DiceBot', 'x10 100D100'))?.rolls).toHaveLength(1000)
  })

  it('a smaller dice budget stops a roll past it, given faces counted', async () => {
    const small = bot({ random: mulberry32(3), maxDice: 5 })
    expect((await small.roll('DiceBot', '5D6'))?.rolls).toHaveLength(5)
    await expect(small.roll('DiceBot', '6D6')).rejects.toMatchObject({ problem: 'budget', limit: 5 })
    await expect(small.roll('DiceBot', '3D6', [1, 2, 3])).resolves.toBeTruthy()
  })

  it('the time budget: a loaded BCDice that takes longer than it is stopped, and the next roll starts a fresh worker', async () => {
    const dice = bot({ random: cryptoRandom, timeoutMs: 5 })
    // The first answer loads BCDice and has its own allowance.
    expect(await dice.roll('DiceBot', '1D6')).toBeTruthy()
    const failed = await dice.roll('DiceBot', 'x10 100D100').catch((error: unknown) => error)
    expect(failed).toMatchObject({ problem: 'timeout', limit: 5 })
    expect(dice.running).toBe(false)
  })

  it('a roll that takes its worker down (99999D1) leaves the next roll to a fresh worker, not failed by the old one’s exit', async () => {
    const dice = bot({ random: cryptoRandom })
    await dice.roll('DiceBot', '99999D1').catch(() => undefined)
    const next = await dice.roll('DiceBot', '2D6')
    expect(next?.rolls).toHaveLength(2)
  })
})

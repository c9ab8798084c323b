import { DynamicLoader } from 'bcdice'
import { beforeAll, describe, expect, it } from 'vitest'
import { otherCheckWarning, readFieldFaces, resultLineCheck, type FieldFaces } from '@machines/dice/result-line'
import { english, korean } from '@machines/reasons/format'

// The lines pasted into a dice field come from BCDice (Ccfolia, Udonarium and the Discord bot all
// run it). Every sample here is made by BCDice itself with dice we choose, so the parser is tested
// against the bot's real output, not against a copy that could drift from it.
type GameSystem = Awaited<ReturnType<DynamicLoader['dynamicLoad']>>
const systems: Record<string, GameSystem> = {}

beforeAll(async () => {
  const loader = new DynamicLoader()
  for (const id of ['Amadeus:Korean', 'Amadeus', 'DiceBot']) systems[id] = await loader.dynamicLoad(id)
})

/** BCDice's answer text for a command, rolling exactly the given faces. */
function botLine(system: string, command: string, faces: readonly number[]): string {
  const roller = new systems[system]!(command)
  const queue = [...faces]
  Object.assign(roller.randomizer, { $random: () => queue.shift() })
  const result = roller.eval()
  if (!result) throw new Error(`BCDice did not answer ${command}`)
  if (queue.length > 0) throw new Error(`BCDice rolled fewer dice than ${faces.length} for ${command}`)
  return result.text
}

function faces(text: string, count: number): number[] {
  const read = readFieldFaces(text, count)
  if (!read.ok) throw new Error(english(read.why))
  expect(read.value.kind).toBe('faces')
  return (read.value as Extract<FieldFaces, { kind: 'faces' }>).faces
}

const sorted = (list: readonly number[]): number[] => [...list].sort((a, b) => a - b)

describe('a pasted BCDice check line gives the faces of the check (E.70)', () => {
  const checks: [command: string, dice: number[]][] = [
    ['RA+1>=4', [2, 3, 1]],
    ['RB>=4', [6, 3]],
    ['RC-1>=5', [5]],
    ['RD>=4', [4, 3]],
    ['RS>=4', [2, 5, 6, 1]],
    ['RA-2>=3', [6, 6, 1]]
  ]
  for (const system of ['Amadeus:Korean', 'Amadeus']) {
    for (const [command, dice] of checks) {
      it(`${system} ${command} rolled ${dice.join(' ')}`, () => {
        const line = botLine(system, command, dice)
        expect(line.startsWith(`(${command}) ＞ [`)).toBe(true)
        expect(faces(line, dice.length)).toEqual(dice)
      })
    }
  }
})

describe('a pasted sum line gives every die of the sum', () => {
  const sums: [command: string, dice: number[]][] = [
    ['2D6', [3, 4]],
    ['3D6', [5, 2, 4]],
    ['1D6+3', [2]],
    ['2D6+1D6', [3, 4, 5]],
    ['3D6>=10', [1, 6, 3]]
  ]
  for (const system of ['DiceBot', 'Amadeus:Korean']) {
    for (const [command, dice] of sums) {
      // Amadeus lists a sum's dice in rising order; DiceBot as rolled: the faces are the same dice.
      it(`${system} ${command} rolled ${dice.join(' ')}`, () => {
        expect(sorted(faces(botLine(system, command, dice), dice.length))).toEqual(sorted(dice))
      })
    }
  }

  it('reads one die, whose line shows only the number: (1D6) ＞ 4', () => {
    const line = botLine('DiceBot', '1D6', [4])
    expect(line).toBe('(1D6) ＞ 4')
    expect(faces(line, 1)).toEqual([4])
  })

  it('reads the issue’s 2D6 ＞ 7[3,4] ＞ 7, the command without its parentheses', () => {
    const line = botLine('DiceBot', '2D6', [3, 4]).replace('(2D6)', '2D6')
    expect(line).toBe('2D6 ＞ 7[3,4] ＞ 7')
    expect(faces(line, 2)).toEqual([3, 4])
  })

  it('reads a dice pool without a sum: (2B6) ＞ 3,5', () => {
    expect(faces(botLine('DiceBot', '2B6', [3, 5]), 2)).toEqual([3, 5])
  })

  it('reads a secret roll’s line as any other (S1D6 answers (1D6) ＞ n)', () => {
    expect(faces(botLine('Amadeus:Korean', 'S1D6', [6]), 1)).toEqual([6])
  })
})

describe('what Ccfolia, Udonarium and chat add around the line', () => {
  it('skips the system name Ccfolia and the Discord bot put first', () => {
    expect(faces(`Amadeus:Korean : ${botLine('Amadeus:Korean', 'RB>=4', [5, 1])}`, 2)).toEqual([5, 1])
  })

  it('skips the speaker on the line before and the time after', () => {
    expect(faces(`세이버\n${botLine('Amadeus:Korean', 'RA>=4', [1, 2, 3])}\n오후 8:31`, 3)).toEqual([1, 2, 3])
  })

  it('reads Udonarium’s → and a chat’s plain > as BCDice’s ＞', () => {
    const line = botLine('Amadeus:Korean', 'RA+1>=4', [2, 3, 1])
    expect(faces(line.replaceAll('＞', '→'), 3)).toEqual([2, 3, 1])
    expect(faces(line.replaceAll('＞', '>'), 3)).toEqual([2, 3, 1])
  })

  it('takes a one-die table’s rolled number from its answer (BRT, E.52)', () => {
    const line = botLine('Amadeus:Korean', 'BRT', [5])
    expect(line.startsWith('전과표(5) ＞')).toBe(true)
    expect(faces(line, 1)).toEqual([5])
  })
})

describe('typed faces read as before', () => {
  it('reads faces with spaces, with commas, and run together', () => {
    expect(faces('5 3 2', 3)).toEqual([5, 3, 2])
    expect(faces('5,3,2', 3)).toEqual([5, 3, 2])
    expect(faces('532', 3)).toEqual([5, 3, 2])
  })

  it('reads an empty field as "the panel rolls" (E.71)', () => {
    expect(readFieldFaces('  ', 2)).toEqual({ ok: true, value: { kind: 'empty' } })
  })
})

describe('a line it cannot read is refused with one reason, never rolled anew', () => {
  const refused = (text: string, count: number) => {
    const read = readFieldFaces(text, count)
    expect(read.ok).toBe(false)
    return read.ok ? null : read.why
  }

  it('refuses words, in the GM’s language', () => {
    const why = refused('세이버 공격', 3)!
    expect(why.key).toBe('reason.campaign.diceLineUnreadable')
    expect(korean(why)).toBe('"세이버 공격"에서 주사위 눈을 읽지 못했습니다. 눈을 그대로 적거나(5 3 2) BCDice 결과 한 줄을 통째로 붙여 넣으세요 (예: (2D6) ＞ 7[3,4] ＞ 7)')
    expect(english(why)).toBe('cannot read the dice in "세이버 공격": type the faces (5 3 2) or paste one whole BCDice result line (like (2D6) ＞ 7[3,4] ＞ 7)')
  })

  it('refuses BCDice’s repeated roll (x2 2D6): which of the results is meant is not guessed', () => {
    refused(botLine('DiceBot', 'x2 2D6', [1, 2, 3, 4]), 2)
  })

  it('refuses a 2D6 table’s answer, which shows the sum and not the faces (RIT)', () => {
    const line = botLine('Amadeus:Korean', 'RIT', [3, 4])
    expect(line).toMatch(/\(7\) ＞/)
    refused(line, 2)
  })

  it('refuses a line of two dice that shows only their sum: (2D6) ＞ 7', () => {
    refused('(2D6) ＞ 7', 2)
  })

  it('quotes at most 60 characters of a long paste', () => {
    const why = refused('x'.repeat(500), 1)!
    expect(String(why.params!.text).length).toBe(60)
  })
})

describe('a pasted check line is compared with the check at hand (issue 14, E.70)', () => {
  it('reads the rank, modifier and target BCDice echoes, its defaults included (target 4, >t is >=t+1)', () => {
    expect(resultLineCheck(botLine('Amadeus:Korean', 'RA+1>=4', [2, 3, 1]))).toEqual({ rank: 'A', modifier: 1, target: 4 })
    expect(resultLineCheck(botLine('Amadeus:Korean', 'RB', [5, 1]))).toEqual({ rank: 'B', modifier: 0, target: 4 })
    expect(resultLineCheck(botLine('Amadeus', 'rc-1>=5', [5]))).toEqual({ rank: 'C', modifier: -1, target: 5 })
    expect(resultLineCheck(botLine('Amadeus:Korean', 'RS+1@5>=6', [2, 5, 6, 1]))).toEqual({ rank: 'S', modifier: 1, target: 6 })
    expect(resultLineCheck(botLine('Amadeus:Korean', 'RA>4', [2, 3, 1]))).toEqual({ rank: 'A', modifier: 0, target: 5 })
    expect(resultLineCheck(`세이버\nAmadeus:Korean : ${botLine('Amadeus:Korean', 'RD>=3', [4, 3])}`)).toEqual({ rank: 'D', modifier: 0, target: 3 })
  })

  it('finds no check in a sum, a table or typed faces', () => {
    expect(resultLineCheck(botLine('DiceBot', '2D6', [3, 4]))).toBeNull()
    expect(resultLineCheck('5 3 2')).toBeNull()
    expect(resultLineCheck('전과표(5) ＞ 무언가')).toBeNull()
  })

  it('warns, naming both, when the line was rolled for another rank, modifier or target; the faces are still read', () => {
    const line = botLine('Amadeus:Korean', 'RA+1>=4', [2, 3, 1])
    const warning = otherCheckWarning(line, { rank: 'B', modifier: 0, target: 5 })
    expect(english(warning!)).toBe('the pasted line was rolled as RA+1>=4, but this check is RB>=5: its faces are taken as they are')
    expect(korean(warning!)).toBe('붙여 넣은 줄의 판정은 RA+1>=4, 이 판정은 RB>=5입니다. 눈은 그대로 씁니다')
    expect(english(otherCheckWarning(line, { rank: 'A', modifier: 0, target: 4 })!)).toContain('but this check is RA>=4')
    expect(english(otherCheckWarning(line, { rank: 'A', modifier: 1, target: 3 })!)).toContain('but this check is RA+1>=3')
    expect(english(otherCheckWarning(line, { rank: 'A', modifier: -2, target: 4 })!)).toContain('but this check is RA-2>=4')
    expect(faces(line, 3)).toEqual([2, 3, 1])
  })

  it('says nothing when the line is the same check, or no check line at all', () => {
    expect(otherCheckWarning(botLine('Amadeus:Korean', 'RA+1>=4', [2, 3, 1]), { rank: 'A', modifier: 1, target: 4 })).toBeNull()
    expect(otherCheckWarning(botLine('Amadeus:Korean', 'RB', [5, 1]), { rank: 'B', modifier: 0, target: 4 })).toBeNull()
    expect(otherCheckWarning('5 3 2', { rank: 'B', modifier: 0, target: 4 })).toBeNull()
    expect(otherCheckWarning(botLine('DiceBot', '2D6', [3, 4]), { rank: 'B', modifier: 0, target: 4 })).toBeNull()
  })
})

import { describe, expect, it } from 'vitest'
import { isParsedCommand, parseCommand, withParsedField } from '@machines/campaign/commands'

const parsed = (raw: unknown) => {
  const result = parseCommand(raw)
  if (!result.ok) throw new Error('the fixture command must parse')
  return result.value
}

describe('a field added to a parsed command is checked against its own schema alone', () => {
  it('E.71 BCDice’s words join a parsed table roll: the result counts as parsed, the original is unchanged', () => {
    const roll = parsed({ type: 'encounter.targetRoll', threat: 'oar', dice: [3] })
    const added = withParsedField(roll, 'bot', { system: 'Amadeus:Korean', text: '목표표(3) ＞ 윤소라' })
    expect(added).toEqual({ type: 'encounter.targetRoll', threat: 'oar', dice: [3], bot: { system: 'Amadeus:Korean', text: '목표표(3) ＞ 윤소라' } })
    expect(isParsedCommand(added)).toBe(true)
    expect(roll).not.toHaveProperty('bot')
  })

  it('E.71 words that do not fit the field (an unknown system, empty text) or a type without the field give null', () => {
    const roll = parsed({ type: 'encounter.targetRoll', threat: 'oar', dice: [3] })
    expect(withParsedField(roll, 'bot', { system: 'Cthulhu', text: 'x' })).toBeNull()
    expect(withParsedField(roll, 'bot', { system: 'Amadeus', text: '' })).toBeNull()
    expect(withParsedField(parsed({ type: 'encounter.revealPlots' }), 'bot', { system: 'Amadeus', text: 'x' })).toBeNull()
  })
})

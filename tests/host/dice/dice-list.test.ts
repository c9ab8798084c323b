import { describe, expect, it } from 'vitest'
import { diceListOf } from '../../../src/host/dice/dice-list'
import { DiceBot } from '../../../src/host/dice/dice-bot'
import { inEnglish, inKorean } from '../../../src/shared/message'
import { useHostFolder } from '../helpers'

// The dice box's list is BCDice's own: its help text and its tables, in the campaign's system.
describe('the dice box’s list of commands and tables', () => {
  const hosts = useHostFolder('dice-list')

  it('E.71: gives BCDice’s own help text and table list for the open campaign’s system (Amadeus:Korean), through the host’s default dice bot', async () => {
    const host = await hosts.started()
    const list = await host.diceList()
    if (!list.ok) throw new Error(inEnglish(list.why))
    expect([list.system, list.name]).toEqual(['Amadeus:Korean', '아마데우스'])
    // BCDice's help names the check command and the tables it rolls.
    expect(list.help).toMatch(/R[A-Z]?[+-]?/)
    expect(list.help.split('\n').length).toBeGreaterThan(5)
    expect(list.tables).toContainEqual({ command: 'BRT', name: '전과표' })
    expect(list.tables).toContainEqual({ command: 'TGT', name: '목표표' })
    expect(list.tables.length).toBeGreaterThanOrEqual(30)
  })

  it('says in the GM’s language why BCDice gave no list (a system it cannot load)', async () => {
    const bot = new DiceBot({ random: Math.random })
    try {
      const list = await diceListOf(bot, 'NoSuchSystem')
      expect(list.ok).toBe(false)
      if (list.ok) return
      expect(inKorean(list.why)).toMatch(/^BCDice가 NoSuchSystem의 명령과 표 목록을 주지 못했습니다: /)
      expect(inEnglish(list.why)).toMatch(/^BCDice could not list the commands and tables of NoSuchSystem: /)
    } finally {
      await bot.close()
    }
  })
})

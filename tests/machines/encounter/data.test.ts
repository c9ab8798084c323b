import { describe, expect, it } from 'vitest'
import monsterFile from '@data/encounter/sample-monster.json'
import { gameTables } from '@machines/campaign/model/game-tables'
import { monsterSchema, standardTableIds, tableSchema, tableSetSchema } from '@machines/campaign/model/encounter-records'
const tablesFile = gameTables()

describe('sample encounter data', () => {
  it('E.1 the sample monster has a body, five threats and a board naming each once', () => {
    const monster = monsterSchema.parse(monsterFile)
    expect(monster.body).toMatchObject({ level: 3, hp: 45, defence: 4 })
    expect(monster.threats).toHaveLength(5)
    expect(monster.board.paragraphs.map((p) => p.threat)).toEqual(monster.threats.map((t) => t.id))
  })

  it('E.31 E.32 the sample threats include both attacks and spells', () => {
    const kinds = new Set(monsterSchema.parse(monsterFile).threats.map((t) => t.kind))
    expect([...kinds].sort()).toEqual(['attack', 'spell'])
  })

  it('E.52 E.63 E.72 the sample tables are a valid set holding the six standard tables', () => {
    const tables = tableSetSchema.parse(tablesFile)
    expect(tables.map((t) => t.id).sort()).toEqual([...standardTableIds].sort())
  })

  it('E.52 the sample random item table is 2D6 with a face for 2 through 12', () => {
    const table = tableSetSchema.parse(tablesFile).find((t) => t.id === 'random-item')!
    expect(table.dice).toBe('2D6')
    expect(table.faces.map((f) => f.roll)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])
  })

  it('E.31 every sample target face can be applied by the panel', () => {
    const target = tableSchema.parse(tablesFile.find((t) => t.id === 'target'))
    expect(target.faces.every((f) => f.effect?.kind === 'target')).toBe(true)
  })
})

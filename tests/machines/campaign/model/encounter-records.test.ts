import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import monsterFile from '@data/encounter/sample-monster.json'
import { gameTables } from '@machines/campaign/model/game-tables'
import { monsterSchema, pcSchema, tableSchema, tableSetSchema } from '@machines/campaign/model/encounter-records'
import { english, korean } from '@machines/reasons/format'
import { schemaReason } from '@machines/reasons/schema-issue'
const tablesFile = gameTables()

/** The first problem of a parse in English, as `schemaReason` words it; null when it validates. */
function said(schema: z.ZodType, raw: unknown): string | null {
  const result = schema.safeParse(raw)
  return result.success ? null : english(schemaReason(schema, raw, result.error))
}

const ability = { rank: 'C', modifier: 0 }
const pc = {
  id: 'ana',
  name: { en: 'Ana', ko: '아나' },
  abilities: { valor: { rank: 'A', modifier: 1 }, skill: ability, mind: ability, spirit: ability, love: ability, daily: { rank: 'D', modifier: 0 } },
  hp: 18,
  maxHp: 20,
  weapons: [{ name: { en: 'Harpoon', ko: '작살' }, power: 5, traits: ['anti-air'], strikeBonus: '1D6' }],
  gifts: [{ name: { en: 'Tide Ward', ko: '조수의 수호' }, kind: 'spell', text: { ko: '위협 술식 하나를 무효로 합니다.', en: 'Cancel one threat spell.' } }]
}

describe('encounter schemas', () => {
  it('E.70 a PC sheet with ranks, modifiers, weapons and gifts validates, states defaulting to none', () => {
    const parsed = pcSchema.parse(pc)
    expect(parsed.states).toEqual([])
    expect(parsed.abilities.valor).toEqual({ rank: 'A', modifier: 1 })
  })

  it('E.73 a PC sheet holds no wheel of fate: the party has one, shared', () => {
    expect(said(pcSchema, { ...pc, wheel: { black: 3, red: 1, blue: 0, green: 2, white: 1 } })).toBe('wheel: unknown field')
  })

  it('E.70 a rank outside S–D is refused with its path', () => {
    expect(said(pcSchema, { ...pc, abilities: { ...pc.abilities, mind: { rank: 'E', modifier: 0 } } })).toMatch(/^abilities\.mind\.rank: /)
  })

  it('E.23 a weapon strike bonus must be dice notation', () => {
    expect(said(pcSchema, { ...pc, weapons: [{ ...pc.weapons[0], strikeBonus: 'lots' }] })).toMatch(/^weapons\[0\]\.strikeBonus: /)
  })

  it('E.60 a state listed twice is refused', () => {
    expect(said(pcSchema, { ...pc, states: ['bound', 'bound'] })).toBe('states: listed twice')
  })

  it('E.1 a board planning an unknown threat is refused', () => {
    const broken = structuredClone(monsterFile)
    broken.board.paragraphs[4]!.threat = 'nowhere'
    expect(said(monsterSchema, broken)).toBe('board.paragraphs[4].threat: unknown threat "nowhere"')
  })

  it('E.1 a board planning the same threat twice is refused', () => {
    const broken = structuredClone(monsterFile)
    broken.board.paragraphs[4]!.threat = broken.board.paragraphs[0]!.threat
    expect(said(monsterSchema, broken)).toBe('board.paragraphs[4].threat: threat "drowned-hands" is planned twice')
  })

  it('E.52 a 1D6 table missing a face is refused, naming the roll', () => {
    const faces = [1, 2, 3, 4, 5].map((roll) => ({ roll, text: { ko: `눈 ${roll}`, en: `face ${roll}` } }))
    expect(said(tableSchema, { id: 'spoils', name: { en: 'Spoils', ko: '전과표' }, dice: '1D6', faces })).toBe('faces: no face for roll 6')
  })

  it('E.52 a 1D6 table cannot have a face for 7', () => {
    const faces = [1, 2, 3, 4, 5, 6, 7].map((roll) => ({ roll, text: { ko: `눈 ${roll}`, en: `face ${roll}` } }))
    expect(said(tableSchema, { id: 'spoils', name: { en: 'Spoils', ko: '전과표' }, dice: '1D6', faces })).toBe('faces[6].roll: 1D6 cannot roll 7')
  })

  it('E.52 a table set missing a standard table is refused', () => {
    expect(said(tableSetSchema, [])).toBe('missing the "target" table')
  })

  it('E.52 a table set missing a standard table names it, in Korean too', () => {
    const set = tableSetSchema.safeParse(tablesFile.filter((t) => t.id !== 'damage'))
    const why = schemaReason(tableSetSchema, tablesFile, set.error!, 'tables')
    expect(english(why)).toBe('missing the "damage" table')
    expect(korean(why)).toBe('"damage" 표가 없습니다')
  })
})

describe('encounter schema problems in Korean', () => {
  it('E.1 a board planning an unknown threat is refused in Korean, naming the field', () => {
    const broken = structuredClone(monsterFile)
    broken.board.paragraphs[4]!.threat = 'nowhere'
    const result = monsterSchema.safeParse(broken)
    expect(korean(schemaReason(monsterSchema, broken, result.error!))).toBe('board.paragraphs[4].threat: 알 수 없는 위협 "nowhere"')
  })
})

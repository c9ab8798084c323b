import { describe, expect, it } from 'vitest'
import { demoCampaign } from '../machines/campaign/fixtures'
import { monsterFieldWords, tableFieldWords } from '../../src/renderer/src/gm/editors/field-words'

const monster = demoCampaign().monsters[0]!
const threat = monster.threats[2]!

// Issue 17: a refusal of the monster or table form names the field as the form labels it, never its JSON path.
describe('field words of the monster and table forms', () => {
  it('14.09 names a threat field by the threat’s number and name, in both languages', () => {
    expect(monsterFieldWords('threats.2.power', monster)).toEqual({ ko: `위협 3 (${threat.name.ko}) · 위력`, en: `Threat 3 (${threat.name.en}) · Power` })
    expect(monsterFieldWords('threats.2.effect.ko', monster)?.ko).toBe(`위협 3 (${threat.name.ko}) · 효과 · 한국어`)
    expect(monsterFieldWords('threats', monster)?.ko).toBe('위협 카드 (14.09)')
  })

  it('14.01 names the body and the board plan', () => {
    expect(monsterFieldWords('body.defence', monster)?.ko).toBe('본체 (14.01) · 방어치')
    expect(monsterFieldWords('board.paragraphs.1.threat', monster)).toEqual({ ko: '단락 2 위협', en: 'Paragraph 2 threat' })
    expect(monsterFieldWords('board.paragraphs.4.name.en', monster)?.ko).toBe('단락 5 이름 · 영어')
    expect(monsterFieldWords('id', monster)?.ko).toBe('ID')
    expect(monsterFieldWords('nothing.here', monster)).toBeNull()
  })

  it('names a table face by its roll and the effect field by its label', () => {
    const table = demoCampaign().tables.find((x) => x.dice === '2D6')!
    expect(tableFieldWords('faces.0.effect.amount', table)?.ko).toBe(`눈 ${table.faces[0]!.roll} · 효과 · 양 (주사위식: 1D6, 2D6+3, 3)`)
    expect(tableFieldWords('faces.3.text.en', table)?.en).toBe(`Roll ${table.faces[3]!.roll} · Result · English`)
    expect(tableFieldWords('dice', table)?.ko).toBe('주사위')
  })
})

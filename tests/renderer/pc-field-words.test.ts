import { describe, expect, it } from 'vitest'
import { pcFieldWords } from '../../src/renderer/src/gm/editors/pc-field-words'

// Issue 17: a refusal in the PC form names the field as the form labels it, never the JSON path.
describe('the PC form names a refused field in its own words', () => {
  it('E.70 an ability’s rank and modifier are named by the rules’ Korean ability words', () => {
    expect(pcFieldWords('abilities.valor.modifier')).toEqual({ ko: '무용 수정치', en: 'Valor Modifier' })
    expect(pcFieldWords('abilities.love.rank')).toEqual({ ko: '애정 랭크', en: 'Love Rank' })
    expect(pcFieldWords('abilities.daily')?.ko).toBe('일상')
  })

  it('hp, max hp, the name’s halves, id and team are named as labelled', () => {
    expect(pcFieldWords('hp')).toEqual({ ko: '생명력', en: 'HP' })
    expect(pcFieldWords('maxHp')?.ko).toBe('최대 생명력')
    expect(pcFieldWords('name.ko')).toEqual({ ko: '이름 · 한국어', en: 'Name · Korean' })
    expect(pcFieldWords('id')?.ko).toBe('ID')
    expect(pcFieldWords('team')?.ko).toBe('플레이하는 진영')
  })

  it('E.23 E.25 a weapon’s and a gift’s field is named with its row number, counted from 1', () => {
    expect(pcFieldWords('weapons.0.strikeBonus')?.ko).toBe('무기 1 강타 보너스 (주사위, 예: 1D6)')
    expect(pcFieldWords('weapons.1.power')).toEqual({ ko: '무기 2 위력', en: 'Weapon 2 Power' })
    expect(pcFieldWords('weapons.2.name.en')?.ko).toBe('무기 3 이름 · 영어')
    expect(pcFieldWords('gifts.0.kind')?.ko).toBe('은혜 1 종류')
    expect(pcFieldWords('gifts.3.text.ko')?.ko).toBe('은혜 4 설명 · 한국어')
  })

  it('a path the form has no field for gets no words (the refusal keeps its own)', () => {
    for (const path of ['abilities.luck.rank', 'weapons.x.power', 'weapons.0.colour', 'gifts.0.kind.ko', 'hp.max', 'wheel']) expect(pcFieldWords(path)).toBeNull()
  })
})

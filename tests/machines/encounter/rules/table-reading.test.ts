import { describe, expect, it } from 'vitest'
import { tableReading } from '@machines/encounter/rules/table-reading'

// BCDice Korean's words for rule terms read as the screens' words wherever a table roll is shown (docs/glossary.md).
const battlefield = { name: { ko: '전장표', en: 'Battlefield' } }
const face = { roll: 1, text: { ko: '묘지', en: 'Graveyard' } }

describe('tableReading: a table roll as the screens say it', () => {
  it('E.63: BCDice’s battlefield answer reads 은혜 where BCDice says 기프트, the particle following the new word', () => {
    const bot = '전장표(1) ＞ 묘지: 라운드 종료 시 PC와 본체의 생명력 1D6 감소. PC가 기프트를 사용할 때 흑의 인과 2개 추가.'
    expect(tableReading(battlefield, face, bot).text).toEqual({
      ko: '전장표(1) ＞ 묘지: 라운드 종료 시 PC와 본체의 생명력 1D6 감소. PC가 은혜를 사용할 때 흑의 인과 2개 추가.',
      en: 'Battlefield (1): Graveyard'
    })
  })

  it('E.31: a target-table answer reads 단락 and 난외 for BCDice’s 패러그래프 and 장외', () => {
    expect(tableReading({ name: { ko: '목표표', en: 'Target' } }, face, '목표표(2) ＞ 장외의 PC 또는 패러그래프 1').text.ko).toBe('목표표(2) ＞ 난외의 PC 또는 단락 1')
  })

  it('without BCDice’s answer, reads the face’s own words in the same shape', () => {
    expect(tableReading(battlefield, face).text.ko).toBe('전장표(1) ＞ 묘지')
  })
})

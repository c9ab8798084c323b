import { describe, expect, it } from 'vitest'
import { botRollShown, readBotRoll } from '@machines/campaign/model/bot-table-words'
import { isJapaneseText } from '@machines/dice/japanese-text'
import { campaignSchema } from '@machines/campaign/model/campaign'
import { demoCampaign } from '../fixtures'

const cst = { command: 'CST', text: '制約表(1) ＞ 短命', secret: false, system: 'Amadeus:Korean' }

describe('a dice-bot table BCDice answers in Japanese', () => {
  it('is told by its words: kana, or kanji without Hangul; Korean with 【】 or 〈〉 is not', () => {
    expect(isJapaneseText('制約表(1) ＞ 短命')).toBe(true)
    expect(isJapaneseText('ランダムギフト表(3) ＞ 剣')).toBe(true)
    expect(isJapaneseText('휴식표(22) ＞ 〈절계〉의 바깥 세계의 친구를 떠올린다. 이 PC가【일상】의 판정에 성공하면')).toBe(false)
    expect(isJapaneseText('(2D6) ＞ 7[3,4] ＞ 7')).toBe(false)
  })

  it('E.71 is flagged in a Korean system only, with its command and face read from BCDice’s answer', () => {
    expect(readBotRoll(cst, [])).toEqual({ command: 'CST', face: '1', japanese: true, own: null })
    expect(readBotRoll({ ...cst, system: 'Amadeus' }, []).japanese).toBe(false)
    expect(readBotRoll({ ...cst, command: 'scst', secret: true }, []).command).toBe('CST')
    expect(readBotRoll({ command: '2D6', text: '(2D6) ＞ 7[3,4] ＞ 7', secret: false, system: 'Amadeus:Korean' }, [])).toEqual({ command: null, face: null, japanese: false, own: null })
  })

  it('E.71 shows the GM’s own Korean words for the face rolled instead of BCDice’s, other faces as BCDice said them', () => {
    const words = [{ command: 'CST', face: '1', text: '단명' }]
    expect(readBotRoll(cst, words).own).toBe('단명')
    expect(botRollShown(cst, words)).toBe('CST(1) ＞ 단명')
    expect(botRollShown({ ...cst, text: '制約表(2) ＞ 多情' }, words)).toBe('制約表(2) ＞ 多情')
  })

  it('an older campaign without the GM’s table words opens, with none', () => {
    const { botTableWords: _none, ...older } = demoCampaign()
    const parsed = campaignSchema.safeParse(older)
    expect(parsed.success).toBe(true)
    expect(parsed.success && parsed.data.botTableWords).toEqual([])
  })
})

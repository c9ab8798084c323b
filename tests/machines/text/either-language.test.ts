import { describe, expect, it } from 'vitest'
import { eitherLanguage, englishOrKorean } from '@machines/text/bilingual'

describe('a text written in one language only', () => {
  it('reads its blank side as the other, trimmed', () => {
    expect(eitherLanguage({ ko: ' 세이버 ', en: '' })).toEqual({ ko: '세이버', en: '세이버' })
    expect(eitherLanguage({ ko: '', en: 'Saber ' })).toEqual({ ko: 'Saber', en: 'Saber' })
    expect(eitherLanguage({ ko: '세이버', en: 'Saber' })).toEqual({ ko: '세이버', en: 'Saber' })
  })

  it('is nothing when both sides are blank', () => {
    expect(eitherLanguage({ ko: ' ', en: '' })).toBeNull()
  })

  it('keeps the Korean as written when only the English is filled from it', () => {
    expect(englishOrKorean({ ko: '한하늘', en: ' ' })).toEqual({ ko: '한하늘', en: '한하늘' })
  })
})

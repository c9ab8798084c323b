import { describe, expect, it } from 'vitest'
import { createDocument, parseCampaignDocument } from '@machines/campaign/document'
import { filledTextSchema, localNameSchema, localTextSchema } from '@machines/campaign/model/ids'
import { english } from '@machines/reasons/format'
import { at, demoCampaign } from '../fixtures'

// Issue 17: "English names are optional: a Korean-only table types each name once (the English UI falls
// back to it)" — in files, pastes and the CLI as in the forms.

describe('a name or text given in one language', () => {
  it('a plain string, or an object missing one language, is both languages', () => {
    expect(localNameSchema.parse('교회')).toEqual({ ko: '교회', en: '교회' })
    expect(localNameSchema.parse({ ko: '교회' })).toEqual({ ko: '교회', en: '교회' })
    expect(localNameSchema.parse({ en: 'Church' })).toEqual({ ko: 'Church', en: 'Church' })
    expect(localNameSchema.parse({ ko: '교회', en: '  ' })).toEqual({ ko: '교회', en: '교회' })
    expect(localNameSchema.parse({ ko: '교회', en: 'Church' })).toEqual({ ko: '교회', en: 'Church' })
    expect(filledTextSchema.parse({ ko: '아무 일도 없다' })).toEqual({ ko: '아무 일도 없다', en: '아무 일도 없다' })
  })

  it('a text that may be empty keeps an empty language empty, and fills only a missing one', () => {
    expect(localTextSchema.parse({ ko: '선제 공격', en: '' })).toEqual({ ko: '선제 공격', en: '' })
    expect(localTextSchema.parse({ ko: '선제 공격' })).toEqual({ ko: '선제 공격', en: '선제 공격' })
  })

  it('still refuses a name with no words in either language, and an unknown field', () => {
    expect(localNameSchema.safeParse({ ko: ' ', en: '' }).success).toBe(false)
    expect(localNameSchema.safeParse({}).success).toBe(false)
    expect(localNameSchema.safeParse({ ko: '교회', jp: '教会' }).success).toBe(false)
    expect(localNameSchema.safeParse(42).success).toBe(false)
  })

  it('a hand-written campaign file naming its regions and teams in Korean only opens, each name in both languages', () => {
    const doc = JSON.parse(JSON.stringify(createDocument(demoCampaign(), at)))
    doc.initial.regions = doc.initial.regions.map((r: { name: { ko: string } }) => ({ ...r, name: r.name.ko }))
    doc.initial.teams = doc.initial.teams.map((t: { name: { ko: string } }) => ({ ...t, name: { ko: t.name.ko } }))
    const parsed = parseCampaignDocument(doc)
    if (!parsed.ok) throw new Error(english(parsed.why))
    const church = parsed.value.initial.regions[0]!
    expect(church.name.en).toBe(church.name.ko)
    for (const team of parsed.value.initial.teams) expect(team.name.en).toBe(team.name.ko)
  })
})

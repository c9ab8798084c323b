import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { reason } from '@machines/reasons/reason'
import { english, formatReason, korean } from '@machines/reasons/format'
import { formatJsonPath, schemaReason } from '@machines/reasons/schema-issue'
import { reasonsEn, reasonsKo } from '@machines/campaign/reason-catalog'
import { secretWords } from '@machines/campaign/model/words'

// `{pc}` and `{pc, 은}` (a particle after the value) name the same parameter.
const paramsOf = (text: string): string => [...new Set([...text.matchAll(/\{(\w+)(?:,\s*~?[가-힣]+)?\}/g)].map((m) => m[1]))].sort().join()

describe('reasons: a refusal is a catalog key with values, worded per language', () => {
  it('fills numbers, ids and bilingual words in each language (T.25)', () => {
    const why = reason('reason.warTurn.guessNeedsBetterInfo', { secret: secretWords.workshop, grade: 2 })
    expect(english(why)).toBe('after a wrong guess the next workshop guess needs an info point above grade 2 (T.25)')
    expect(korean(why)).toBe('틀린 추측 뒤에 다음 공방 추측을 하려면 등급이 2보다 높은 정보 점수가 필요합니다 (T.25)')
  })

  it('says a nested reason in the same language as the one around it', () => {
    const inner = reason('reason.campaign.unknownServant', { servant: 'saber' })
    const outer = reason('reason.schema.issue', { path: 'declarations[0]', field: 'declarations[0]', detail: inner })
    expect(english(outer)).toBe('declarations[0]: unknown servant "saber"')
    expect(korean(outer)).toBe('declarations[0]: 알 수 없는 서번트 "saber"')
  })

  it('leaves a missing value visible as {name} rather than dropping it', () => {
    expect(formatReason({ key: 'reason.campaign.noGuess' }, 'en', reasonsEn)).toBe('no guess #{n}')
  })

  it('keeps the ko and en reason catalogs key for key, with the same {params}', () => {
    expect(Object.keys(reasonsKo).sort()).toEqual(Object.keys(reasonsEn).sort())
    const differing = Object.entries(reasonsEn).filter(([key, text]) => paramsOf(text) !== paramsOf(reasonsKo[key as keyof typeof reasonsKo]))
    expect(differing).toEqual([])
  })
})

describe('schema problems as reasons', () => {
  // A refined string has a rule of its own ("text" would not say it): zod's words stay.
  const schema = z.strictObject({ regions: z.array(z.strictObject({ id: z.string().refine((id) => id.length > 0) })) })

  it('names the JSON path in bracket style and says zod\'s words in English and Korean', () => {
    const raw = { regions: [{ id: 7 }] }
    const parsed = schema.safeParse(raw)
    if (parsed.success) throw new Error('expected a refusal')
    const why = schemaReason(schema, raw, parsed.error)
    expect(english(why)).toBe('regions[0].id: Invalid input: expected string, received number')
    expect(korean(why)).toBe('regions[0].id: 잘못된 입력: 예상 타입은 string, 받은 타입은 number입니다')
  })

  it('names the allowed values of a simple field, in English and Korean, with what it got (issue 12: CLI refusals)', () => {
    const simple = z.strictObject({ steps: z.int().min(1).max(99), row: z.enum(['front', 'back']), ranged: z.boolean(), name: z.string().min(1).max(80) })
    const said = (raw: unknown) => {
      const parsed = simple.safeParse(raw)
      if (parsed.success) throw new Error('expected a refusal')
      return schemaReason(simple, raw, parsed.error)
    }
    const ok = { steps: 2, row: 'front', ranged: false, name: 'x' }
    expect(english(said({ ...ok, steps: 0 }))).toBe('steps: a whole number from 1 to 99 (got 0)')
    expect(korean(said({ ...ok, steps: 0 }))).toBe('steps: 허용 값 — 1부터 99까지의 정수 (받은 값: 0)')
    expect(english(said({ ...ok, row: 'middle' }))).toBe('row: one of "front", "back" (got "middle")')
    expect(english(said({ ...ok, ranged: 'yes' }))).toBe('ranged: true or false (got "yes")')
    expect(english(said({ ...ok, name: '' }))).toBe('name: text of 1 to 80 characters (got empty)')
    const { steps: _steps, ...missing } = ok
    expect(english(said(missing))).toBe('steps: missing — a whole number from 1 to 99')
  })

  it('names an unknown field by its path', () => {
    const raw = { regions: [], extra: 1 }
    const parsed = schema.safeParse(raw)
    if (parsed.success) throw new Error('expected a refusal')
    const why = schemaReason(schema, raw, parsed.error)
    expect(english(why)).toBe('extra: unknown field')
    expect(korean(why)).toBe('extra: 알 수 없는 항목')
  })

  it('says a check whose message is a catalog key in the catalog\'s words, with its values and path', () => {
    const checked = z.object({ servant: z.string() }).superRefine((value, ctx) => {
      ctx.addIssue({ code: 'custom', message: 'reason.campaign.unknownServant', params: { servant: value.servant }, path: ['servant'] })
    })
    const raw = { servant: 'ghost' }
    const parsed = checked.safeParse(raw)
    if (parsed.success) throw new Error('expected a refusal')
    expect(korean(schemaReason(checked, raw, parsed.error))).toBe('알 수 없는 서번트 "ghost"')
  })

  it('writes the empty path as the name of the whole input', () => {
    expect(formatJsonPath([], 'file')).toBe('file')
    expect(formatJsonPath(['a', 0, 'b'])).toBe('a[0].b')
  })
})

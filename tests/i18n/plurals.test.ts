import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createTranslator, translate } from '../../src/renderer/src/lib/i18n/translator'
import { loadCatalog } from '../../src/renderer/src/lib/i18n/load-catalog'
import { en, enSingular, type MessageKey } from '../../src/renderer/src/lib/i18n/en'
import { english, korean } from '@machines/reasons/format'
import { reason } from '@machines/reasons/reason'

const translators = { en: createTranslator('en', await loadCatalog('en')), ko: createTranslator('ko', await loadCatalog('ko')) }
const say = (locale: 'en' | 'ko', key: MessageKey, params: Record<string, string | number>): string =>
  translate(translators[locale], locale, key, Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])), params.count)

describe('English plurals through i18next’s count (issue 14)', () => {
  it('says "1 exchange played" and "2 exchanges played", and 0 as a plural', () => {
    expect(say('en', 'duel.exchangesPlayed', { count: 1 })).toBe('1 exchange played')
    expect(say('en', 'duel.exchangesPlayed', { count: 2 })).toBe('2 exchanges played')
    expect(say('en', 'duel.exchangesPlayed', { count: 0 })).toBe('0 exchanges played')
  })

  it('keeps the Korean words, which have one form for every number', () => {
    expect(say('ko', 'duel.exchangesPlayed', { count: 1 })).toBe('교환 1번')
    expect(say('ko', 'duel.exchangesPlayed', { count: 5 })).toBe('교환 5번')
  })

  it('fills the other parameters of a counted message too (the outcome table line)', () => {
    expect(say('en', 'encounter.next.outcome', { count: 1, table: 'Spoils', pc: ' (Sora)' })).toBe('Roll the Spoils table (Sora) — 1 roll left')
    expect(say('en', 'encounter.next.outcome', { count: 3, table: 'Spoils', pc: '' })).toBe('Roll the Spoils table — 3 rolls left')
    expect(say('ko', 'encounter.next.outcome', { count: 3, table: '전과표', pc: '' })).toBe('전과표를 굴리세요 — 남은 굴림 3')
  })

  it('writes a large count with the locale’s grouping while choosing the plural by its value', () => {
    expect(say('en', 'board.fitDropped', { count: '1,234' as unknown as number })).toContain('1,234 older lines')
    expect(translate(translators.en, 'en', 'board.fitDropped', { count: '1,234' }, 1234)).toBe('The screen is full: 1,234 older lines are left out.')
  })

  it('says a refusal’s count the same way, in the window and in the CLI’s English: "needs 1 die", "needs 2 dice"', () => {
    const one = reason('reason.campaign.diceCount', { text: '1D6', count: 1, got: 3 })
    const two = reason('reason.campaign.diceCount', { text: '2D6', count: 2, got: 1 })
    expect(english(one)).toBe('"1D6" needs 1 die, got 3')
    expect(english(two)).toBe('"2D6" needs 2 dice, got 1')
    expect(say('en', 'reason.campaign.diceCount', { text: '1D6', count: 1, got: 3 })).toBe('"1D6" needs 1 die, got 3')
    expect(korean(one)).toBe('"1D6"에는 주사위 1개가 필요한데 3개를 받았습니다')
  })

  it('has a singular form for every key it names, with the same parameters as the plural', () => {
    const params = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort().join()
    for (const [key, singular] of Object.entries(enSingular)) {
      expect(en, key).toHaveProperty([key])
      expect(params(singular), key).toBe(params(en[key as MessageKey]))
      expect(en[key as MessageKey], key).toContain('{count}')
    }
  })

  it('no English catalog writes a count before a plural noun without a singular form, nor a hedged "(s)"', () => {
    const root = join(import.meta.dirname, '../..')
    const files = [
      ...readdirSync(join(root, 'src/renderer/src/lib/i18n')).filter((f) => f.endsWith('.en.ts')).map((f) => `src/renderer/src/lib/i18n/${f}`),
      ...readdirSync(join(root, 'machines'), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('reasons.en.ts') || f.endsWith('common.en.ts')).map((f) => `machines/${f}`)
    ]
    expect(files.length).toBeGreaterThan(8)
    // A number a message counts ({count}, {n}, {got}…) right before a plural noun; {max} is a fixed limit, never 1.
    const counted = /\{(count|n|got|head|cells|columns|given)\} (?:\w+ )?(\w+s|dice)\b/
    const found = files.flatMap((file) =>
      [...readFileSync(join(root, file), 'utf8').matchAll(/^ {2}'([\w.]+)': '(.*)',?$/gm)]
        .filter(([, key, words]) => (counted.test(words!) && !(key! in enSingular)) || words!.includes('(s)'))
        .map(([, key, words]) => `${file}: ${key}: ${words}`)
    )
    expect(found).toEqual([])
  })
})

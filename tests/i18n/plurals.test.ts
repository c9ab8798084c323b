import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createTranslator, translate } from '../../src/renderer/src/lib/i18n/translator'
import { loadCatalog } from '../../src/renderer/src/lib/i18n/load-catalog'
import { en, enSingular, type MessageKey } from '../../src/renderer/src/lib/i18n/en'
import { english, korean } from '@machines/reasons/format'
import { inEnglish, inKorean, message } from '../../src/shared/message'
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
      ...readdirSync(join(root, 'src/shared/messages')).filter((f) => f.endsWith('.en.ts')).map((f) => `src/shared/messages/${f}`),
      ...readdirSync(join(root, 'machines'), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('reasons.en.ts') || f.endsWith('common.en.ts')).map((f) => `machines/${f}`)
    ]
    expect(files.length).toBeGreaterThan(12)
    // A number a message counts ({count}, {n}, {got}, {teams}…) right before a plural noun, one word between at most
    // ("{pcs} PC wheels"); {max} is a fixed limit, never 1. ({pcs} is also a list of names: "{pcs} in this battle".)
    const counted = /\{(count|n|got|head|cells|columns|given|teams|regions|pcs|atRisk)\} (?:\w+ )?(?!this\b)(\w+s|dice)\b/
    const found = files.flatMap((file) =>
      [...readFileSync(join(root, file), 'utf8').matchAll(/^ {2}'([\w.]+)': '(.*)',?$/gm)]
        .filter(([, key, words]) => (counted.test(words!) && !(key! in enSingular)) || words!.includes('(s)'))
        .map(([, key, words]) => `${file}: ${key}: ${words}`)
    )
    expect(found).toEqual([])
  })

  describe('a message with two counts says each with its own (nested messages)', () => {
    const blank = (teams: number, regions: number) =>
      message('host.notice.blankCreated', {
        name: 'Mihama',
        teams: message('host.count.placeholderTeams', { count: teams }),
        regions: message('host.count.regions', { count: regions }),
        file: 'mihama.overseer.json'
      })
    const secondReading = (pcs: number, atRisk: number) =>
      reason('reason.campaign.migratedSecondReading', {
        wheel: '1 / 0 / 0 / 0 / 0',
        pcs: reason('reason.campaign.count.pcWheels', { count: pcs }),
        atRisk: reason('reason.campaign.count.atRiskPools', { count: atRisk })
      })
    /** The GM window's words for a nested message, as i18n.said builds them (the inner message first). */
    const window = (locale: 'en' | 'ko', said: { key: string; params?: Readonly<Record<string, unknown>> }): string => {
      const values: Record<string, string> = {}
      for (const [name, value] of Object.entries(said.params ?? {})) {
        values[name] = typeof value === 'object' && value && 'key' in value ? window(locale, value as typeof said) : String(value)
      }
      return translate(translators[locale], locale, said.key as MessageKey, values, said.params?.count)
    }

    it('the blank campaign’s notice: "1 placeholder team, 1 region" and "5 placeholder teams, 10 regions", in the window and the host’s English', () => {
      for (const said of [inEnglish(blank(1, 1)), window('en', blank(1, 1))]) expect(said).toContain('created: 1 placeholder team, 1 region, the rulebook’s tables')
      for (const said of [inEnglish(blank(5, 10)), window('en', blank(5, 10))]) expect(said).toContain('created: 5 placeholder teams, 10 regions, the rulebook’s tables')
      expect(inEnglish(blank(1, 2))).toContain('1 placeholder team, 2 regions')
      expect(window('en', blank(2, 1))).toContain('2 placeholder teams, 1 region')
      expect(inKorean(blank(1, 10))).toBe('새 캠페인 “Mihama” 만듦: 임시 진영 1개, 지역 10곳, 규칙서의 표 (파일 mihama.overseer.json). 진영 이름과 시트는 편집 탭에서 채우세요.')
      expect(window('ko', blank(1, 10))).toBe(inKorean(blank(1, 10)))
    })

    it('E.73 V.10 the second reading’s notice: "the wheel of 1 PC", "1 pool … is", and the plurals with their verb', () => {
      const one = 'the sum of the wheel of 1 PC (black / red / blue / green / white: 1 / 0 / 0 / 0 / 0); 1 pool at 0 or below is on the at-risk list (V.10).'
      const many = 'the sum of the wheels of 4 PCs (black / red / blue / green / white: 1 / 0 / 0 / 0 / 0); 2 pools at 0 or below are on the at-risk list (V.10).'
      for (const said of [english(secondReading(1, 1)), window('en', secondReading(1, 1))]) expect(said).toContain(one)
      for (const said of [english(secondReading(4, 2)), window('en', secondReading(4, 2))]) expect(said).toContain(many)
      expect(english(secondReading(1, 0))).toContain('the wheel of 1 PC (')
      expect(english(secondReading(1, 0))).toContain('; 0 pools at 0 or below are on the at-risk list')
      expect(korean(secondReading(4, 1))).toContain('PC 4명의 수레바퀴를 더한 값입니다 (흑 / 적 / 청 / 녹 / 백: 1 / 0 / 0 / 0 / 0). 0 이하인 생명력·마력 1개가 위험 목록에 올랐습니다 (V.10).')
      expect(window('ko', secondReading(4, 1))).toBe(korean(secondReading(4, 1)))
    })
  })
})

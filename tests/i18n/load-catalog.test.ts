import { describe, expect, it } from 'vitest'
import { loadCatalog } from '../../src/renderer/src/lib/i18n/load-catalog'
import { addCatalog, createTranslator, translate } from '../../src/renderer/src/lib/i18n/translator'
import { ko } from '../../src/renderer/src/lib/i18n/ko'
import { en } from '../../src/renderer/src/lib/i18n/en'

// Issue 14 (the GM bundle must not grow): a window downloads only the language it speaks.
describe('one language at a time', () => {
  it('loads the Korean catalog as it is, every key included', async () => {
    expect(await loadCatalog('ko')).toEqual(ko)
  })

  it('loads the English catalog with its singular forms beside it (key_one)', async () => {
    const catalog = await loadCatalog('en')
    for (const key of Object.keys(en)) expect(catalog[key], key).toBe(en[key as keyof typeof en])
    expect(catalog['duel.exchangesPlayed_one']).toBe('{count} exchange played')
  })

  it('fetches each language once, however often it is asked for', () => {
    expect(loadCatalog('en')).toBe(loadCatalog('en'))
  })

  it('a translator started in Korean speaks English once the English catalog is added', async () => {
    const translator = createTranslator('ko', await loadCatalog('ko'))
    expect(translate(translator, 'ko', 'notice.dismiss', {}, undefined)).toBe('닫기')
    // Before it has the catalog, English would show the key: the window switches only after addCatalog.
    expect(translate(translator, 'en', 'notice.dismiss', {}, undefined)).toBe('notice.dismiss')
    addCatalog(translator, 'en', await loadCatalog('en'))
    expect(translate(translator, 'en', 'notice.dismiss', {}, undefined)).toBe('Dismiss')
    expect(translate(translator, 'en', 'duel.exchangesPlayed', { count: '1' }, 1)).toBe('1 exchange played')
    expect(translate(translator, 'ko', 'notice.dismiss', {}, undefined)).toBe('닫기')
  })
})

import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parseRulesReference, ruleNameKey } from '../../src/shared/rules-reference'
import { en } from '../../src/renderer/src/lib/i18n/en'
import { ko } from '../../src/renderer/src/lib/i18n/ko'
import { settingKinds } from '../../src/renderer/src/gm/editors/setting-kinds'

const reference = parseRulesReference(readFileSync(new URL('../../docs/rules.md', import.meta.url), 'utf8'))

describe('names the GM window shows for rule ids and setting choices', () => {
  it('every word id of the rules reference (glossary, tables) has a name in both catalogs; numbered ids show as themselves', () => {
    const words = reference.map((entry) => entry.id).filter((id) => ruleNameKey(id) !== undefined)
    expect(words).toEqual(expect.arrayContaining(['glossary', 'tables']))
    const missing = words.filter((id) => !(ruleNameKey(id)! in en) || !(ruleNameKey(id)! in ko))
    expect(missing).toEqual([])
    expect(ruleNameKey('D.47')).toBeUndefined()
    expect(ruleNameKey('T.9a')).toBeUndefined()
  })

  it('every choice a setting offers (E.71 dice systems included) has a label in both catalogs', () => {
    const options = Object.values(settingKinds).flatMap((kind) => ('options' in kind ? kind.options : []))
    expect(options).toContain('Amadeus:Korean')
    const missing = options.filter((option) => !(`editors.option.${option}` in en) || !(`editors.option.${option}` in ko))
    expect(missing).toEqual([])
  })
})

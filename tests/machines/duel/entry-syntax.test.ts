import { describe, expect, it } from 'vitest'
import { entryForms } from '@machines/duel/entry-syntax'
import { parsePlayEntry } from '@machines/duel/play-entry'

const examples = entryForms.flatMap((form) => form.examples)

describe('the sealed slot syntax the panel and the README explain', () => {
  it('D.50 D.51 D.41 every example in the help parses as a play', () => {
    for (const example of examples) expect(parsePlayEntry(example).ok, example).toBe(true)
  })

  it('shows every card word, wait word and support form the parser accepts', () => {
    for (const word of ['s', 'c', 'a', 'k', 'm', 'np', 'cr', 'x', '강타', '반격', '맹공', '스킬', '마술', '보구', '치명', 'w', 'wait', '대기', '-']) {
      expect(examples, word).toContain(word)
    }
    expect(examples.some((e) => e.startsWith('+g'))).toBe(true)
    expect(examples.some((e) => e.startsWith('+k'))).toBe(true)
    expect(examples.some((e) => /^\+..m/.test(e))).toBe(true)
    expect(examples.some((e) => e.startsWith('#'))).toBe(true)
  })

  it('explains each form in Korean and in English', () => {
    for (const form of entryForms) {
      expect(form.meaning.ko).toMatch(/[가-힣]/)
      expect(form.meaning.en).toMatch(/[a-z]/)
    }
  })
})

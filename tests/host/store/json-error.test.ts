import { expect, it } from 'vitest'
import { findJsonSyntaxError, type JsonSyntaxError } from '../../../src/host/store/json-error'
import { inEnglish, inKorean } from '../../../src/shared/message'

/** The syntax error with its problem in English words, as the tests pin them. */
function inWords(found: JsonSyntaxError | null): (Omit<JsonSyntaxError, 'problem'> & { problem: string }) | null {
  return found && { ...found, problem: inEnglish(found.problem) }
}

it('valid JSON has no syntax error', () => {
  expect(findJsonSyntaxError('{"a": [1, -2.5e3, true, false, null, "x\\n\\u00e9"], "b": {}}')).toBeNull()
})

it('a missing comma is found at the next property, with line and column', () => {
  expect(inWords(findJsonSyntaxError('{\n  "a": 1\n  "b": 2\n}'))).toEqual({
    offset: 13,
    line: 3,
    column: 3,
    problem: 'expected "," or "}" after a property value, found "\\""'
  })
})

it('a truncated document is reported as ending early at its end', () => {
  expect(inWords(findJsonSyntaxError('{\n  "a": [1, 2'))).toEqual({ offset: 14, line: 2, column: 13, problem: 'the file ends early (truncated?)' })
})

it('a trailing comma is reported where the next item should be', () => {
  expect(inWords(findJsonSyntaxError('[1, 2, ]'))).toEqual({ offset: 7, line: 1, column: 8, problem: 'unexpected "]"' })
})

it('an unquoted property name is named as such', () => {
  expect(inWords(findJsonSyntaxError('{ name: 1 }'))?.problem).toBe('expected a property name in quotes, found "n"')
})

it('a line break inside a string is named as a control character', () => {
  expect(inWords(findJsonSyntaxError('{"a": "one\ntwo"}'))).toMatchObject({ line: 1, column: 11, problem: 'a control character (such as a line break) inside a string' })
})

it('text after the document is reported', () => {
  expect(inWords(findJsonSyntaxError('{} {}'))).toEqual({ offset: 3, line: 1, column: 4, problem: 'unexpected "{" after the end of the document' })
})

it('a problem is told to a Korean GM in Korean, the quoted characters kept', () => {
  const found = findJsonSyntaxError('{\n  "a": 1\n  "b": 2\n}')
  expect(found && inKorean(found.problem)).toBe('속성 값 뒤에는 "," 또는 "}" 문자가 와야 하는데 "\\""가 있습니다')
})

it('the scanner agrees with JSON.parse on which texts are JSON', () => {
  const samples = ['0', '-0', '01', '1.', '.5', '1e5', '1e', '"\\x"', '"\\u12"', 'tru', 'nul', '[1,]', '{"a":1,}', ' [ ] ', '"\t"', '-']
  for (const sample of samples) {
    let valid = true
    try {
      JSON.parse(sample)
    } catch {
      valid = false
    }
    expect([sample, findJsonSyntaxError(sample) === null]).toEqual([sample, valid])
  }
})

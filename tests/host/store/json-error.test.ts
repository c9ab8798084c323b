import { expect, it } from 'vitest'
import { findJsonSyntaxError } from '../../../src/host/store/json-error'

it('valid JSON has no syntax error', () => {
  expect(findJsonSyntaxError('{"a": [1, -2.5e3, true, false, null, "x\\n\\u00e9"], "b": {}}')).toBeNull()
})

it('a missing comma is found at the next property, with line and column', () => {
  expect(findJsonSyntaxError('{\n  "a": 1\n  "b": 2\n}')).toEqual({
    offset: 13,
    line: 3,
    column: 3,
    problem: 'expected "," or "}" after a property value, found "\\""'
  })
})

it('a truncated document is reported as ending early at its end', () => {
  expect(findJsonSyntaxError('{\n  "a": [1, 2')).toEqual({ offset: 14, line: 2, column: 13, problem: 'the file ends early (truncated?)' })
})

it('a trailing comma is reported where the next item should be', () => {
  expect(findJsonSyntaxError('[1, 2, ]')).toEqual({ offset: 7, line: 1, column: 8, problem: 'unexpected "]"' })
})

it('an unquoted property name is named as such', () => {
  expect(findJsonSyntaxError('{ name: 1 }')?.problem).toBe('expected a property name in quotes, found "n"')
})

it('a line break inside a string is named as a control character', () => {
  expect(findJsonSyntaxError('{"a": "one\ntwo"}')).toMatchObject({ line: 1, column: 11, problem: 'a control character (such as a line break) inside a string' })
})

it('text after the document is reported', () => {
  expect(findJsonSyntaxError('{} {}')).toEqual({ offset: 3, line: 1, column: 4, problem: 'unexpected "{" after the end of the document' })
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

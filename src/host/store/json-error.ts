import { message, type Message } from '../../shared/message'

/** Where and why a text is not JSON: a 0-based offset, 1-based line and column, and what was found. */
export interface JsonSyntaxError {
  offset: number
  line: number
  column: number
  problem: Message
}

class Stop {
  constructor(
    readonly offset: number,
    readonly problem: Message
  ) {}
}

/** A character as the GM reads it in a problem: quoted, escapes shown (`"\""`); only called before the end. */
const shown = (char: string | undefined): string => JSON.stringify(char ?? '')

/**
 * Finds the first JSON syntax error in `text`, or null if it is valid JSON. Node 20's
 * `JSON.parse` messages often give no position ("Unexpected token '}', … is not valid JSON"),
 * and a GM fixing a hand-edited file needs the line, so this scans the text itself.
 */
export function findJsonSyntaxError(text: string): JsonSyntaxError | null {
  let at = 0

  const fail = (problem?: Message): never => {
    if (at >= text.length) throw new Stop(text.length, message('store.json.endsEarly'))
    throw new Stop(at, problem ?? message('store.json.unexpected', { found: shown(text[at]) }))
  }
  const skipSpace = (): void => {
    while (at < text.length && ' \t\n\r'.includes(text[at]!)) at++
  }
  const expect = (char: string): void => {
    skipSpace()
    if (text[at] !== char) fail(message('store.json.expected', { expected: shown(char), found: shown(text[at]) }))
    at++
  }
  const literal = (word: string): void => {
    for (const char of word) {
      if (text[at] !== char) fail()
      at++
    }
  }
  const digits = (): void => {
    if (!/[0-9]/.test(text[at] ?? '')) fail()
    while (/[0-9]/.test(text[at] ?? '')) at++
  }
  const number = (): void => {
    if (text[at] === '-') at++
    if (text[at] === '0') at++
    else digits()
    if (text[at] === '.') {
      at++
      digits()
    }
    if (text[at] === 'e' || text[at] === 'E') {
      at++
      if (text[at] === '+' || text[at] === '-') at++
      digits()
    }
  }
  const string = (): void => {
    at++
    for (;;) {
      const char = text[at]
      if (char === undefined) fail()
      if (char === '"') {
        at++
        return
      }
      if (char! < ' ') fail(message('store.json.controlCharacter'))
      if (char === '\\') {
        at++
        const escape = text[at]
        if (escape === 'u') {
          at++
          for (let i = 0; i < 4; i++) {
            if (!/[0-9a-fA-F]/.test(text[at] ?? '')) fail(message('store.json.badUnicodeEscape'))
            at++
          }
          continue
        }
        if (escape === undefined || !'"\\/bfnrt'.includes(escape)) fail(message('store.json.badEscape'))
      }
      at++
    }
  }
  const value = (): void => {
    skipSpace()
    const char = text[at]
    if (char === '{') return object()
    if (char === '[') return array()
    if (char === '"') return string()
    if (char === 't') return literal('true')
    if (char === 'f') return literal('false')
    if (char === 'n') return literal('null')
    if (char === '-' || /[0-9]/.test(char ?? '')) return number()
    fail()
  }
  const object = (): void => {
    at++
    skipSpace()
    if (text[at] === '}') {
      at++
      return
    }
    for (;;) {
      skipSpace()
      if (text[at] !== '"') fail(message('store.json.expectedPropertyName', { found: shown(text[at]) }))
      string()
      expect(':')
      value()
      skipSpace()
      if (text[at] === '}') {
        at++
        return
      }
      if (text[at] !== ',') fail(message('store.json.expectedAfterProperty', { found: shown(text[at]) }))
      at++
    }
  }
  const array = (): void => {
    at++
    skipSpace()
    if (text[at] === ']') {
      at++
      return
    }
    for (;;) {
      value()
      skipSpace()
      if (text[at] === ']') {
        at++
        return
      }
      if (text[at] !== ',') fail(message('store.json.expectedAfterItem', { found: shown(text[at]) }))
      at++
    }
  }

  try {
    value()
    skipSpace()
    if (at < text.length) fail(message('store.json.unexpectedAfterEnd', { found: shown(text[at]) }))
    return null
  } catch (error) {
    if (!(error instanceof Stop)) throw error
    const before = text.slice(0, error.offset)
    const line = before.split('\n').length
    const column = error.offset - (before.lastIndexOf('\n') + 1) + 1
    return { offset: error.offset, line, column, problem: error.problem }
  }
}

/**
 * Why `text` is not JSON, with its line and column: `line 3, column 5: expected "," or "}" …`;
 * `thrown` is what `JSON.parse` threw, said as is when the scanner cannot place the problem.
 */
export function describeJsonProblem(text: string, thrown: unknown): Message {
  try {
    const found = findJsonSyntaxError(text)
    if (found) return message('store.json.at', { line: found.line, column: found.column, problem: found.problem })
  } catch {
    // A pathologically deep text can overflow the scanner's stack; JSON.parse's own words will do.
  }
  return message('store.json.parserSaid', { detail: thrown instanceof Error ? thrown.message : String(thrown) })
}

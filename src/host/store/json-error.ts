/** Where and why a text is not JSON: a 0-based offset, 1-based line and column, and what was found. */
export interface JsonSyntaxError {
  offset: number
  line: number
  column: number
  problem: string
}

class Stop {
  constructor(
    readonly offset: number,
    readonly problem: string
  ) {}
}

/**
 * Finds the first JSON syntax error in `text`, or null if it is valid JSON. Node 20's
 * `JSON.parse` messages often give no position ("Unexpected token '}', … is not valid JSON"),
 * and a GM fixing a hand-edited file needs the line, so this scans the text itself.
 */
export function findJsonSyntaxError(text: string): JsonSyntaxError | null {
  let at = 0

  const fail = (problem?: string): never => {
    if (at >= text.length) throw new Stop(text.length, 'the file ends early (truncated?)')
    throw new Stop(at, problem ?? `unexpected ${JSON.stringify(text[at])}`)
  }
  const skipSpace = (): void => {
    while (at < text.length && ' \t\n\r'.includes(text[at]!)) at++
  }
  const expect = (char: string): void => {
    skipSpace()
    if (text[at] !== char) fail(`expected ${JSON.stringify(char)}, found ${JSON.stringify(text[at])}`)
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
      if (char! < ' ') fail('a control character (such as a line break) inside a string')
      if (char === '\\') {
        at++
        const escape = text[at]
        if (escape === 'u') {
          at++
          for (let i = 0; i < 4; i++) {
            if (!/[0-9a-fA-F]/.test(text[at] ?? '')) fail('a bad \\u escape in a string')
            at++
          }
          continue
        }
        if (escape === undefined || !'"\\/bfnrt'.includes(escape)) fail('a bad escape in a string')
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
      if (text[at] !== '"') fail(`expected a property name in quotes, found ${JSON.stringify(text[at])}`)
      string()
      expect(':')
      value()
      skipSpace()
      if (text[at] === '}') {
        at++
        return
      }
      if (text[at] !== ',') fail(`expected "," or "}" after a property value, found ${JSON.stringify(text[at])}`)
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
      if (text[at] !== ',') fail(`expected "," or "]" after an array item, found ${JSON.stringify(text[at])}`)
      at++
    }
  }

  try {
    value()
    skipSpace()
    if (at < text.length) fail(`unexpected ${JSON.stringify(text[at])} after the end of the document`)
    return null
  } catch (error) {
    if (!(error instanceof Stop)) throw error
    const before = text.slice(0, error.offset)
    const line = before.split('\n').length
    const column = error.offset - (before.lastIndexOf('\n') + 1) + 1
    return { offset: error.offset, line, column, problem: error.problem }
  }
}

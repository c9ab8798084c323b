import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { bcdiceToUiWords, withUiWords } from '@machines/dice/ui-words'

// docs/glossary.md picks one word per concept; every Korean catalog and log-line template is scanned
// for the words it does not use.
const root = join(import.meta.dirname, '../..')
const glossary = readFileSync(join(root, 'docs/glossary.md'), 'utf8')
const tableRows = (heading: RegExp): string[][] =>
  glossary
    .split('\n')
    .filter((row) => heading.test(row) === false && row.startsWith('| ') && !row.startsWith('| ---'))
    .map((row) => row.split('|').slice(1, -1).map((cell) => cell.trim()))

const concepts = tableRows(/^\| Concept/).filter((cells) => cells.length === 5)
const words = (cell: string | undefined): string[] => (cell ? cell.split(',').map((w) => w.trim()).filter(Boolean) : [])
const avoided = concepts.flatMap(([, , , notUsed]) => words(notUsed))
const avoidedEnglish = concepts.flatMap(([, , , , notUsed]) => words(notUsed))

// Another thing than a 판정패 keeps the word 카드 (docs/glossary.md): a threat card, BCDice's prophecy card.
const otherThings = /위협 카드|예언 ?카드|\{kind\} 카드/g
const files = (folder: string, pick: (name: string) => boolean): string[] =>
  readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter(pick)
    .map((name) => join(folder, name))
const logTemplates = files('machines', (n) => /(^|\/)log\/[^/]+\.ts$/.test(n) || /session-log\/[^/]+\.ts$/.test(n))
const koreanSources = [
  ...files('src/renderer/src/lib/i18n', (n) => n.endsWith('.ko.ts')),
  ...files('src/shared/messages', (n) => n.endsWith('.ko.ts')),
  ...files('machines', (n) => n.endsWith('reasons.ko.ts') || n.endsWith('common.ko.ts')),
  ...logTemplates
]
const englishSources = [
  ...files('src/renderer/src/lib/i18n', (n) => n.endsWith('.en.ts')),
  ...files('src/shared/messages', (n) => n.endsWith('.en.ts')),
  ...files('machines', (n) => n.endsWith('reasons.en.ts') || n.endsWith('common.en.ts')),
  ...logTemplates
]
// The quoted strings of a file that hold a letter of the pattern, comments aside.
const quotedText = (file: string, letter: string): string[] =>
  readFileSync(join(root, file), 'utf8')
    .split('\n')
    .filter((line) => !/^\s*(\/\/|\*|\/\*\*)/.test(line))
    .flatMap((line) => [...line.matchAll(new RegExp(`(['"\`])((?:(?!\\1).)*${letter}(?:(?!\\1).)*)\\1`, 'g'))].map((m) => m[2]!))
const koreanText = (file: string): string[] => quotedText(file, '[가-힣]')
// English text: quoted strings with a word and a space (a sentence or a label, not a key or an id).
const englishText = (file: string): string[] => quotedText(file, '[A-Za-z]{2,} [A-Za-z]').filter((text) => !/[가-힣]/.test(text))

describe('docs/glossary.md, one word for one thing', () => {
  it('names a Korean and an English word for each concept, and the words it does not use', () => {
    expect(concepts.map(([, ko]) => ko)).toEqual(expect.arrayContaining(['판정패', '제출', '회차', '적용', '대진']))
    expect(avoided).toEqual(expect.arrayContaining(['카드', '봉인', '턴', '반영', '짝']))
  })

  it('no Korean catalog or log-line template uses a word the glossary does not use', () => {
    expect(koreanSources.length).toBeGreaterThan(15)
    const found: string[] = []
    for (const file of koreanSources) {
      for (const text of koreanText(file)) {
        const plain = text.replace(otherThings, '')
        for (const word of avoided) {
          // a one-syllable word counts only standing alone (턴, not 패턴)
          const alone = word.length === 1 ? new RegExp(`(^|[^가-힣])${word}([^가-힣]|$|[은는이가을를에의도])`) : new RegExp(word)
          if (alone.test(plain)) found.push(`${file}: "${word}" in ${text}`)
        }
      }
    }
    expect(found).toEqual([])
  })

  it('no English catalog or log-line template uses an English word the glossary does not use', () => {
    expect(englishSources.length).toBeGreaterThan(15)
    expect(avoidedEnglish).toEqual(expect.arrayContaining(['submit', 'match-up']))
    const found: string[] = []
    for (const file of englishSources) {
      for (const text of englishText(file)) {
        for (const word of avoidedEnglish) {
          if (new RegExp(`\\b${word}(s|ed|ted|ting|ing)?\\b`, 'i').test(text)) found.push(`${file}: "${word}" in ${text}`)
        }
      }
    }
    expect(found).toEqual([])
  })

  it('the English catalogs use the glossary’s English word for each concept', () => {
    const english = englishSources.flatMap(englishText).join('\n')
    const missing = concepts.map(([, , en]) => en!).filter((en) => !new RegExp(`\\b${en}`, 'i').test(english))
    expect(missing).toEqual([])
  })

  it('Korean sentences end in 합니다체: no 해요체 question or statement among them (까요, 나요, 해요, 에요)', () => {
    const found: string[] = []
    for (const file of koreanSources) {
      for (const text of koreanText(file)) if (/(까요|나요|해요|[어아]요|[에예]요|네요|죠)(?=[?.!)\s]|$)/.test(text)) found.push(`${file}: ${text}`)
    }
    expect(found).toEqual([])
  })

  it('the game tables’ own Korean words (data/encounter/game-tables.json) use the screens’ words, not BCDice Korean’s', () => {
    const data = readFileSync(join(root, 'data/encounter/game-tables.json'), 'utf8')
    expect(bcdiceToUiWords.map(([bcdice]) => bcdice).filter((word) => data.includes(word))).toEqual([])
  })

  it('maps BCDice Korean’s four words to the screens’ words, as the glossary lists them', () => {
    const mapped = tableRows(/^\| BCDice Korean/).filter((cells) => cells.length === 3 && cells[0] !== 'BCDice Korean')
    expect(new Map(mapped.map(([bcdice, ui]) => [bcdice, ui]))).toEqual(new Map(bcdiceToUiWords.map(([bcdice, ui]) => [bcdice, ui])))
    // a particle after the word follows the new word (상태이상을 → 상태를, 패러그래프를 → 단락을)
    expect(withUiWords('「중상1」의 상태이상을 획득한다. 기프트를 사용할 때, 패러그래프를 고른다, 장외')).toBe('「중상1」의 상태를 획득한다. 은혜를 사용할 때, 단락을 고른다, 난외')
  })
})

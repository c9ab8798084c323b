import type { TurnAction, TurnDeclaration } from './input'
import { reason, type Reason } from '../reasons/reason'

/** Something the GM may name in a paste: its id and every name it goes by (ko, en, aliases). */
export interface LexiconEntry {
  id: string
  names: readonly string[]
}

/** The names the paste parser understands; ids are understood too. */
export interface PasteLexicon {
  actors: readonly LexiconEntry[]
  regions: readonly LexiconEntry[]
}

/** A declaration read from a paste; `regions` is always listed, empty for a bare rest. */
export type PastedDeclaration = Required<TurnDeclaration>

/** One parsed line of the paste box; `line` is 1-based, `text` the line as pasted. */
export type PasteLine =
  | { line: number; text: string; ok: true; declaration: PastedDeclaration }
  | { line: number; text: string; ok: false; why: Reason }

/** The action words, ko and en, with the table's short forms (T.1–T.5). */
export const actionWords: Record<TurnAction, readonly string[]> = {
  daily: ['daily', 'daily life', '일상', '일상생활', '일상 생활'],
  // 정탐 is the table's short form of 정보 탐색 (investigation, T.2/T.4), not of 정찰 (scouting), which
  // is an encounter-battle round (E.1) and never a war-turn declaration.
  investigate: ['investigate', 'investigation', 'inv', '정보탐색', '정보 탐색', '정탐', '탐색', '조사'],
  rest: ['rest', '휴식']
}

const separators = /[\s,，:：;；、]+/

interface Token {
  raw: string
  key: string
}

function tokenize(text: string): Token[] {
  return text
    .normalize('NFC')
    .split(separators)
    .filter((raw) => raw !== '')
    .map((raw) => ({ raw, key: raw.toLowerCase() }))
}

interface Phrase {
  words: string[]
  ids: string[]
}

interface PhraseMatch {
  ids: string[]
  length: number
}

/** Multi-word names matched longest first, e.g. `Tohsaka Rin` before `Tohsaka`. */
class PhraseBook {
  private readonly byFirstWord = new Map<string, Phrase[]>()

  constructor(entries: readonly { id: string; names: readonly string[] }[]) {
    const phrases = new Map<string, Phrase>()
    for (const entry of entries) {
      for (const name of [entry.id, ...entry.names]) {
        const words = tokenize(name).map((token) => token.key)
        if (words.length === 0) continue
        const key = words.join(' ')
        const phrase = phrases.get(key) ?? { words, ids: [] }
        if (!phrase.ids.includes(entry.id)) phrase.ids.push(entry.id)
        phrases.set(key, phrase)
      }
    }
    for (const phrase of phrases.values()) {
      const list = this.byFirstWord.get(phrase.words[0]) ?? []
      list.push(phrase)
      this.byFirstWord.set(phrase.words[0], list)
    }
    for (const list of this.byFirstWord.values()) list.sort((a, b) => b.words.length - a.words.length)
  }

  match(tokens: readonly Token[], at: number): PhraseMatch | undefined {
    for (const phrase of this.byFirstWord.get(tokens[at].key) ?? []) {
      if (phrase.words.every((word, k) => tokens[at + k]?.key === word)) {
        return { ids: phrase.ids, length: phrase.words.length }
      }
    }
    return undefined
  }
}

/** Parse the GM's paste box: one `actor action region…` per line; blank lines and `#` comments are skipped. */
export function parsePaste(text: string, lexicon: PasteLexicon): PasteLine[] {
  const actors = new PhraseBook(lexicon.actors)
  const regions = new PhraseBook(lexicon.regions)
  const actions = new PhraseBook(Object.entries(actionWords).map(([id, names]) => ({ id, names })))
  const results: PasteLine[] = []
  for (const [i, rawLine] of text.split(/\r?\n/).entries()) {
    const tokens = tokenize(rawLine.split('#')[0])
    if (tokens.length === 0) continue
    const text = rawLine.trim()
    const parsed = parseLine(tokens, actors, actions, regions)
    results.push(
      'key' in parsed
        ? { line: i + 1, text, ok: false, why: parsed }
        : { line: i + 1, text, ok: true, declaration: parsed }
    )
  }
  return results
}

function parseLine(
  tokens: readonly Token[],
  actors: PhraseBook,
  actions: PhraseBook,
  regions: PhraseBook
): PastedDeclaration | Reason {
  const actor = actors.match(tokens, 0)
  if (!actor) return reason('reason.warTurn.unknownActor', { actor: tokens[0].raw })
  if (actor.ids.length > 1) return reason('reason.warTurn.ambiguousActor', { name: wordsAt(tokens, 0, actor.length), ids: actor.ids.join(', ') })
  let at = actor.length
  if (at >= tokens.length) return reason('reason.warTurn.missingAction', { actor: actor.ids[0] })
  const action = actions.match(tokens, at)
  if (!action) return reason('reason.warTurn.unknownAction', { action: tokens[at].raw })
  at += action.length
  const named: string[] = []
  while (at < tokens.length) {
    const region = regions.match(tokens, at)
    if (!region) return reason('reason.warTurn.unknownRegion', { region: tokens[at].raw })
    if (region.ids.length > 1) {
      return reason('reason.warTurn.ambiguousRegion', { name: wordsAt(tokens, at, region.length), ids: region.ids.join(', ') })
    }
    named.push(region.ids[0])
    at += region.length
  }
  // Region counts (T.1–T.5) are checked by parseTurnInput, which names the rule, not here.
  return { actor: actor.ids[0], action: action.ids[0] as TurnAction, regions: named }
}

function wordsAt(tokens: readonly Token[], at: number, length: number): string {
  return tokens
    .slice(at, at + length)
    .map((token) => token.raw)
    .join(' ')
}

import { describe, expect, it } from 'vitest'
import type { EncounterNext } from '@machines/encounter/next-step'
import { nextText, type EncounterNames, type Translate } from '../../src/renderer/src/board/encounter/format'
import { en } from '../../src/renderer/src/lib/i18n/en'
import { ko } from '../../src/renderer/src/lib/i18n/ko'

const translator =
  (catalog: Record<string, string>): Translate =>
  (key, params = {}) =>
    catalog[key]!.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole))

const names: EncounterNames = { pc: (id) => `PC-${id}`, threat: (id) => `THREAT-${id}`, table: (id) => `TABLE-${id}`, local: (text) => text.en }
const body = { level: 3, defence: 4 }

/** One next step of every kind the battle can wait for (E.1–E.52). */
const everyNext: EncounterNext[] = [
  { kind: 'pick', rule: 'E.71', purpose: 'attack', pc: 'a' },
  { kind: 'table', rule: 'E.52', table: 'spoils', pc: null, effectDice: 0, needsDomain: false, needsPc: false },
  { kind: 'scout', rule: 'E.1', pcs: ['a', 'b'], target: 5 },
  { kind: 'counterattack', rule: 'E.3' },
  { kind: 'plots', rule: 'E.11', waiting: ['a'] },
  { kind: 'plots', rule: 'E.11', waiting: [] },
  { kind: 'pcs', rule: 'E.12', position: 2, pcs: ['a'], order: null },
  { kind: 'pcs', rule: 'E.12', position: 2, pcs: ['a', 'b'], order: ['b', 'a'] },
  { kind: 'obstruct', rule: 'E.32', threat: 'hands', pcs: ['a'] },
  { kind: 'effect', rule: 'E.32', threat: 'hands' },
  { kind: 'monster', rule: 'E.30', paragraph: 3, threat: 'hands', action: 'attack', targetTable: false },
  { kind: 'monster', rule: 'E.30', paragraph: 3, threat: 'hands', action: 'attack', targetTable: true },
  { kind: 'roundEnd', rule: 'E.40', bound: [], field: [], fieldDice: 0 },
  { kind: 'roundEnd', rule: 'E.40', bound: ['pc:a', 'body'], field: [], fieldDice: 0 },
  { kind: 'roundEnd', rule: 'E.40', bound: ['pc:a'], field: ['pc:a', 'body'], fieldDice: 1 },
  { kind: 'field', rule: 'E.63', due: { kind: 'gift', pc: 'a', domain: 'black', count: 2 } },
  { kind: 'field', rule: 'E.63', due: { kind: 'battle-end', rounds: 2, d6: 3, spares: 'flying', units: ['pc:a', 'body'], preset: [] } },
  { kind: 'pursuit', rule: 'E.50' },
  { kind: 'outcome', rule: 'E.52', table: 'spoils', pc: 'a', remaining: 2 },
  { kind: 'finish', rule: 'E.51', pcsWin: true }
]

/** What a GM instruction looks like: a Korean polite imperative, an English order to roll, reveal, pick, end or finish. */
const instruction = { ko: /세요/, en: /(^|[:—] )(roll|reveal|pick|end|finish)\b|finish to/i }
/** Hedged particles, which the project never writes: 이(가), 을(를), 은(는), (으)로, 와(과). */
const hedged = /\((가|를|는|으|과)\)/

describe('the board’s "now" line speaks to the players (issue 11)', () => {
  for (const locale of ['ko', 'en'] as const) {
    const t = translator(locale === 'ko' ? ko : en)
    it(`E.1–E.52 in ${locale}: every next step is told without an instruction, and with every name filled in`, () => {
      for (const next of everyNext) {
        const said = nextText(t, next, names, body, 'players')
        expect(said, next.kind).not.toMatch(instruction[locale])
        expect(said, next.kind).not.toMatch(/\{\w+\}/)
        if ('pcs' in next && next.pcs.length) expect(said).toContain('PC-a')
      }
    })
  }

  it('E.1 the GM’s scout line says the ⚙ scoutTarget it was given, not a literal 4, in both languages', () => {
    const scout = everyNext.find((next) => next.kind === 'scout')!
    expect(nextText(translator(en), scout, names, body, 'gm')).toBe('Scout round: PC-a, PC-b may scout a paragraph (mind, target 5) — or stop scouting')
    expect(nextText(translator(ko), scout, names, body, 'gm')).toContain('(두뇌, 목표치 5)')
  })

  it('the GM panel keeps its instructions: the same steps read as orders there', () => {
    const t = translator(ko)
    const orders = everyNext.filter((next) => instruction.ko.test(nextText(t, next, names, body, 'gm')))
    expect(orders.map((next) => next.kind)).toEqual(expect.arrayContaining(['pick', 'table', 'plots', 'monster', 'roundEnd', 'outcome']))
    for (const next of orders) expect(nextText(t, next, names, body, 'players')).not.toBe(nextText(t, next, names, body, 'gm'))
  })

  it('the board’s own Korean words carry no hedged particle', () => {
    const boardKeys = Object.keys(ko).filter((key) => key.startsWith('encounter.board.') || key.startsWith('board.'))
    expect(boardKeys.length).toBeGreaterThan(20)
    expect(boardKeys.filter((key) => hedged.test(ko[key as keyof typeof ko]))).toEqual([])
  })
})

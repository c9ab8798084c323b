import { describe, expect, it } from 'vitest'
import type { HandCard } from '@machines/duel/rules/hand'
import { entryToPlay, matchTarget, parsePlayEntry } from '@machines/duel/play-entry'
import type { PlayEntry } from '@machines/duel/play-entry'
import { english, korean } from '@machines/reasons/format'
import type { Reason } from '@machines/reasons/reason'

const parsed = (text: string): PlayEntry => {
  const result = parsePlayEntry(text)
  if (!result.ok) throw new Error(english(result.why))
  return result.entry
}
/** A result with its refusal said in English, as the entry box shows it to an English GM. */
const inEnglish = <T extends { ok: true } | { ok: false; why: Reason }>(result: T) => (result.ok ? result : { ok: false, error: english(result.why) })
const hand: HandCard[] = [
  { key: 'smash', kind: 'smash', grade: 4, count: 2 },
  { key: 'counter', kind: 'counter', grade: 3, count: 0 },
  { key: 'assault', kind: 'assault', grade: 2, count: 1 },
  { key: 'sk-burst', kind: 'skill', grade: 4, count: 1, weakTo: 'counter' },
  { key: 'sk-eye', kind: 'skill', grade: 5, count: 1, weakTo: 'smash' },
  { key: 'np-apple', kind: 'np', grade: 6, count: 1, area: true }
]
const lancer = { id: 'lancer', names: ['Lancer', '랜서'] }
const archer = { id: 'archer', names: ['Archer', '아처'] }
const rin = { id: 'm-red', names: ['Rin'] }

describe('the play-entry parser', () => {
  it('reads s4 as smash of grade 4 at an unnamed opponent', () => {
    expect(parsed('s4')).toEqual({ cards: [{ kind: 'smash', grade: 4, key: null, target: null }], support: null })
  })

  it('reads c3 / a2 / np / cr / m5 and Korean names', () => {
    expect(parsed('c3 a2, np cr m5 강타').cards.map((c) => [c.kind, c.grade])).toEqual([
      ['counter', 3],
      ['assault', 2],
      ['np', null],
      ['critical', null],
      ['magic', 5],
      ['smash', null]
    ])
  })

  it('reads w (and 대기) as a plain wait', () => {
    expect([parsed('w'), parsed('대기')]).toEqual([
      { cards: [], support: null },
      { cards: [], support: null }
    ])
  })

  it('D.50 reads a card per opponent with @name, and @* for every opponent', () => {
    expect(parsed('s4@lancer a2@아처 np@*').cards.map((c) => c.target)).toEqual(['lancer', '아처', '*'])
  })

  it('reads a hand card by its #key', () => {
    expect(parsed('#sk-eye@arch').cards).toEqual([{ kind: null, grade: null, key: 'sk-eye', target: 'arch' }])
  })

  it('D.41 reads +ka@saber as a skill attack support and +gdm as a general defence support magic', () => {
    expect(parsed('+ka@saber').support).toEqual({ type: 'skill', mode: 'attack', magic: false, ally: 'saber' })
    expect(parsed('+gdm').support).toEqual({ type: 'general', mode: 'defence', magic: true, ally: null })
  })

  it('refuses an unknown token with the reason', () => {
    expect(inEnglish(parsePlayEntry('s4 zz'))).toEqual({ ok: false, error: '“zz” is not a play: use s, c, a, k, m, np, cr (with a grade, @opponent), #key, +ga / +gd / +ka / +kd, or w' })
  })

  it('D.41 refuses cards and a support together', () => {
    expect(inEnglish(parsePlayEntry('s4 +ga'))).toEqual({ ok: false, error: 'a supporter supports instead of presenting cards (D.41)' })
  })

  it('refuses an empty entry and a wait mixed with cards', () => {
    expect(parsePlayEntry('  ').ok).toBe(false)
    expect(inEnglish(parsePlayEntry('w s4'))).toEqual({ ok: false, error: 'a wait stands alone: type only w' })
  })
})

describe('an entry becomes a duel.play', () => {
  it('fills in the only opponent', () => {
    expect(entryToPlay(parsed('s4'), hand, [lancer], [])).toEqual({ ok: true, play: { cards: [{ opponent: 'lancer', card: 'smash' }] } })
  })

  it('D.52 fills in the opponent an intruder chose', () => {
    expect(entryToPlay(parsed('a'), hand, [lancer, archer], [], 'archer')).toEqual({ ok: true, play: { cards: [{ opponent: 'archer', card: 'assault' }] } })
  })

  it('D.50 asks for the opponent when there are several', () => {
    expect(inEnglish(entryToPlay(parsed('s4'), hand, [lancer, archer], []))).toEqual({ ok: false, error: 'name the opponent: smash@name' })
  })

  it('D.50 asks for the opponent in Korean with the glossary card word', () => {
    const refused = entryToPlay(parsed('s4'), hand, [lancer, archer], [])
    expect(!refused.ok && korean(refused.why)).toBe('상대를 지정하세요: 강타@이름')
  })

  it('D.51 presents an area NP to every opponent with @*', () => {
    expect(entryToPlay(parsed('np@*'), hand, [lancer, archer], [])).toEqual({
      ok: true,
      play: { cards: [{ opponent: 'lancer', card: 'np-apple' }, { opponent: 'archer', card: 'np-apple' }] }
    })
  })

  it('D.2 asks which skill card when the hand holds two', () => {
    expect(inEnglish(entryToPlay(parsed('k'), hand, [lancer], []))).toEqual({ ok: false, error: 'which skill? type its grade or #key (#sk-burst 4, #sk-eye 5)' })
    expect(entryToPlay(parsed('k5'), hand, [lancer], [])).toEqual({ ok: true, play: { cards: [{ opponent: 'lancer', card: 'sk-eye' }] } })
  })

  it('D.3 a card of a grade the hand lacks is named in the refusal', () => {
    expect(inEnglish(entryToPlay(parsed('s9'), hand, [lancer], []))).toEqual({ ok: false, error: 'no smash of grade 9 in this hand' })
  })

  it('D.41 a support names its ally, or takes the only ally', () => {
    expect(entryToPlay(parsed('+ga'), hand, [lancer], [rin])).toEqual({ ok: true, play: { cards: [], support: { ally: 'm-red', type: 'general', mode: 'attack' } } })
  })

  it('matches a name by its unique start, case-insensitively', () => {
    expect(matchTarget('LAN', [lancer, archer])?.id).toBe('lancer')
    expect(matchTarget('a', [lancer, { id: 'assassin', names: [] }, archer])).toBeUndefined()
  })
})

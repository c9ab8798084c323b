import { describe, expect, it } from 'vitest'
import { parseTurnInput, type TurnInputResult } from '@machines/war-turn/parse-input'
import { english, korean } from '@machines/reasons/format'
import { cast, daily, feels, investigate, rawTurn, rest } from './fixtures'

type Raw = Record<string, unknown>
/** The refusal of a parse in English, as the CLI prints it ('' when the input is accepted). */
const errorOf = (result: TurnInputResult): string => (result.ok ? '' : english(result.why))

const withActors = (change: (actors: Raw[]) => Raw[]) => (raw: Raw) => ({ ...raw, actors: change(raw.actors as Raw[]) })

const rejections: [string, Raw, string][] = [
  [
    "T.1 a master's daily life with 2 regions",
    rawTurn([daily('m-a', 'church', 'port')]),
    "declarations[0].regions: a master's daily life needs 3 distinct regions (T.1)"
  ],
  [
    "T.1 a master's daily life naming one region twice",
    rawTurn([rest('s-a'), daily('m-a', 'church', 'port', 'church')]),
    "declarations[1].regions: a master's daily life needs 3 distinct regions (T.1)"
  ],
  [
    "T.2 a master's investigation of 2 regions",
    rawTurn([{ actor: 'm-b', action: 'investigate', regions: ['church', 'port'] }]),
    "declarations[0].regions: a master's investigation needs exactly 1 region (T.2)"
  ],
  [
    "T.3 a servant's daily life without a region",
    rawTurn([{ actor: 's-a', action: 'daily' }]),
    "declarations[0].regions: a servant's daily life needs exactly 1 region (T.3)"
  ],
  [
    "T.4 a servant's investigation of 2 regions",
    rawTurn([{ actor: 's-b', action: 'investigate', regions: ['church', 'port'] }]),
    "declarations[0].regions: a servant's investigation needs exactly 1 region (T.4)"
  ],
  [
    'T.5 a rest naming 2 regions',
    rawTurn([{ actor: 'm-c', action: 'rest', regions: ['forest', 'port'] }]),
    'declarations[0].regions: a rest names at most 1 region (T.5)'
  ],
  [
    'T.5 a rest outside the base of an actor not forced to rest',
    rawTurn([rest('m-a', 'port')]),
    'declarations[0].regions[0]: "m-a" rests in its base "school" unless it must rest (T.5, V.6)'
  ],
  [
    'V.6 a master who must rest declaring daily life',
    withActors((actors) => actors.map((a) => (a.id === 'm-a' ? { ...a, mustRest: true } : a)))(
      rawTurn([daily('m-a', 'church', 'port', 'park')])
    ),
    'declarations[0].action: "m-a" fell to 0 or below in the scene before: it can only rest this scene (anywhere, V.6)'
  ],
  [
    'a declaration for an unknown actor',
    rawTurn([investigate('m-z', 'port')]),
    'declarations[0].actor: unknown actor "m-z"'
  ],
  [
    'a declaration naming an unknown region',
    rawTurn([{ actor: 'm-a', action: 'daily', regions: ['church', 'port', 'moon'] }]),
    'declarations[0].regions[2]: unknown region "moon"'
  ],
  [
    'two declarations for one actor',
    rawTurn([investigate('s-a', 'port'), rest('s-b'), rest('s-a')]),
    'declarations[2].actor: a second declaration for "s-a" (one action per turn)'
  ],
  [
    'a dead master declaring',
    withActors((actors) => actors.map((a) => (a.id === 'm-b' ? { ...a, status: 'dead' } : a)))(rawTurn([rest('m-b')])),
    'declarations[0].actor: "m-b" is dead and cannot declare'
  ],
  [
    'a destroyed servant declaring',
    withActors((actors) => actors.map((a) => (a.id === 's-c' ? { ...a, status: 'destroyed' } : a)))(
      rawTurn([investigate('s-c', 'port')])
    ),
    'declarations[0].actor: "s-c" is destroyed and cannot declare'
  ],
  [
    'a duplicate actor id',
    withActors((actors) => [...actors, { id: 's-b', kind: 'servant', team: 'D' }])(rawTurn([])),
    'actors[6].id: duplicate actor id "s-b"'
  ],
  [
    'a duplicate region id',
    { ...rawTurn([]), regions: [{ id: 'church' }, { id: 'port' }, { id: 'church' }] },
    'regions[2].id: duplicate region id "church"'
  ],
  [
    'a team with two masters',
    withActors((actors) => [...actors, { id: 'm-a2', kind: 'master', team: 'A' }])(rawTurn([])),
    'actors[6].team: team "A" already has a master'
  ],
  [
    'an actor whose base is an unknown region',
    withActors((actors) => [...actors, { id: 'm-d', kind: 'master', team: 'D', base: 'moon' }])(rawTurn([])),
    'actors[6].base: unknown region "moon"'
  ],
  [
    'an emotion from an unknown actor',
    rawTurn([], { emotions: [feels('m-a', 'm-b'), feels('x', 'm-b')] }),
    'emotions[1].from: unknown actor "x"'
  ],
  [
    'an emotion toward an unknown actor',
    rawTurn([], { emotions: [feels('m-a', 'y')] }),
    'emotions[0].to: unknown actor "y"'
  ],
  [
    'an emotion toward oneself',
    rawTurn([], { emotions: [feels('s-a', 's-a')] }),
    'emotions[0].to: "s-a" cannot hold an emotion toward itself'
  ],
  [
    'two emotions in one direction',
    rawTurn([], { emotions: [feels('m-a', 's-b'), feels('m-a', 's-b', 'negative')] }),
    'emotions[1]: a second emotion from "m-a" to "s-b" (one bond per direction)'
  ],
  [
    'a trace of an unknown servant',
    rawTurn([], { traces: [{ servant: 's-z', region: 'port' }] }),
    'traces[0].servant: unknown actor "s-z"'
  ],
  [
    'T.20 a trace naming a master',
    rawTurn([], { traces: [{ servant: 'm-c', region: 'port' }] }),
    'traces[0].servant: "m-c" is a master; only servants leave traces (T.20)'
  ],
  [
    'a trace in an unknown region',
    rawTurn([], { traces: [{ servant: 's-c', region: 'moon' }] }),
    'traces[0].region: unknown region "moon"'
  ],
  [
    'the same trace twice',
    rawTurn([], { traces: [{ servant: 's-c', region: 'port' }, { servant: 's-c', region: 'port' }] }),
    'traces[1]: a second trace of "s-c" in "port"'
  ],
  [
    'an unknown field on an actor',
    withActors((actors) => actors.map((a, i) => (i === 1 ? { ...a, nickname: 'Saber' } : a)))(rawTurn([])),
    'actors[1].nickname: unknown field'
  ],
  [
    'an unknown top-level field',
    { ...rawTurn([]), weather: 'rain' },
    'weather: unknown field'
  ],
  [
    'an unknown setting',
    { ...rawTurn([]), settings: { restLeavesTraces: true } },
    'settings.restLeavesTraces: unknown field'
  ]
]

describe('parseTurnInput', () => {
  it.each(rejections)('rejects %s', (_name, raw, error) => {
    expect(errorOf(parseTurnInput(raw))).toBe(error)
  })

  it('T.1 the refusal is said in Korean after its JSON path', () => {
    const result = parseTurnInput(rawTurn([daily('m-a', 'church', 'port')]))
    expect(result.ok ? '' : korean(result.why)).toBe('declarations[0].regions: 마스터의 일상 생활에는 서로 다른 지역 3곳이 필요합니다 (T.1)')
  })

  it('T.5 V.6 a rest outside the base is refused in Korean naming the actor and its base', () => {
    const result = parseTurnInput(rawTurn([rest('m-a', 'port')]))
    expect(result.ok ? '' : korean(result.why)).toBe(
      'declarations[0].regions[0]: "m-a": 휴식만 할 수 있는 장면이 아니면 거점 "school"에서 휴식합니다 (T.5, V.6)'
    )
  })

  it('a team with two masters is refused in Korean with the glossary word for the kind', () => {
    const result = parseTurnInput(withActors((actors) => [...actors, { id: 'm-a2', kind: 'master', team: 'A' }])(rawTurn([])))
    expect(result.ok ? '' : korean(result.why)).toBe('actors[6].team: 진영 "A"에는 이미 마스터가 있습니다')
  })

  it('an unknown field is refused in Korean', () => {
    const result = parseTurnInput({ ...rawTurn([]), weather: 'rain' })
    expect(result.ok ? '' : korean(result.why)).toBe('weather: 알 수 없는 항목')
  })

  it('rejects an unknown action with the path of the action', () => {
    const result = parseTurnInput(rawTurn([{ actor: 'm-a', action: 'sleep' } as never]))
    expect(errorOf(result).split(': ')[0]).toBe('declarations[0].action')
  })

  it('rejects a setting of the wrong type with the path of the setting', () => {
    const result = parseTurnInput({ ...rawTurn([]), settings: { infoGrade: 'high' } })
    expect(errorOf(result).split(': ')[0]).toBe('settings.infoGrade')
  })

  it('rejects a value that is not an object, naming the whole input', () => {
    const result = parseTurnInput('resolve please')
    expect(errorOf(result).split(': ')[0]).toBe('input')
  })

  it('reports every problem on one line', () => {
    const result = parseTurnInput(rawTurn([daily('m-a', 'church')]))
    expect(errorOf(result)).not.toContain('\n')
  })

  it('accepts a valid turn and fills absent emotions and traces with empty lists', () => {
    const raw = rawTurn([daily('m-a', 'church', 'port', 'park'), investigate('s-a', 'port'), rest('m-b')])
    delete raw.emotions
    delete raw.traces
    const result = parseTurnInput(raw)
    expect(result.ok && [result.value.emotions, result.value.traces, result.value.declarations.length]).toEqual([[], [], 3])
  })

  it('V.6 accepts a master who must rest resting outside its base', () => {
    const raw = withActors((actors) => actors.map((a) => (a.id === 'm-a' ? { ...a, mustRest: true } : a)))(
      rawTurn([rest('m-a', 'port')])
    )
    expect(parseTurnInput(raw).ok).toBe(true)
  })

  it('T.5 accepts a rest at the base or with no region', () => {
    expect(parseTurnInput(rawTurn([rest('m-a', 'school'), rest('s-a')])).ok).toBe(true)
  })

  it('accepts an actor with no declaration (it is absent this turn)', () => {
    expect(parseTurnInput(rawTurn([]))).toMatchObject({ ok: true, value: { declarations: [], actors: cast } })
  })
})

import { describe, expect, it } from 'vitest'
import { createDocument, documentVersion, parseCampaignDocument } from '@machines/campaign/document'
import { at, demoCampaign, demoEngine, mustDispatch } from './fixtures'
import { english, korean } from '@machines/reasons/format'

/** Why a file is refused, in English (or `opened` when it is not refused). */
function refusal(raw: unknown): string {
  const result = parseCampaignDocument(raw)
  return result.ok ? 'opened' : english(result.why)
}

/** A version-1 file as older builds wrote it: the log was called `log`, with no checkpoints. */
function versionOne(): Record<string, unknown> {
  const { engine } = demoEngine()
  mustDispatch(engine, { type: 'actor.adjust', actor: 'saber', hp: -4 })
  const { events, checkpoints: _unused, ...rest } = engine.toDocument(at)
  return { ...rest, version: 1, log: events }
}

describe('campaign documents', () => {
  it('accepts a fresh document', () => {
    const result = parseCampaignDocument(JSON.parse(JSON.stringify(createDocument(demoCampaign(), at))))
    expect(result.ok).toBe(true)
  })

  it('migrates a version-1 file and says it did', () => {
    const old = versionOne()
    const copy = structuredClone(old)
    const result = parseCampaignDocument(old)
    expect(result).toMatchObject({ ok: true, migratedFrom: 1 })
    if (!result.ok) return
    expect(result.value.version).toBe(documentVersion)
    expect(result.value.events.map((e) => e.command)).toEqual([{ type: 'actor.adjust', actor: 'saber', hp: -4 }])
    // The input object itself is left as it was: migration works on a clone.
    expect(old).toEqual(copy)
  })

  it.each([
    ['not an object', [], 'file: not a JSON object'],
    ['another format', { format: 'something-else' }, 'format: not an Overseer campaign (expected "overseer-campaign")'],
    ['a newer version', { format: 'overseer-campaign', version: 99 }, `version: 99 is newer than this Overseer understands (${documentVersion}); update Overseer`],
    ['no version', { format: 'overseer-campaign' }, 'version: missing or not a whole number']
  ])('refuses %s with a message naming the problem', (_name, raw, message) => {
    expect(refusal(raw)).toBe(message)
  })

  it('names the JSON path of a wrong type deep inside', () => {
    const doc = JSON.parse(JSON.stringify(createDocument(demoCampaign(), at)))
    doc.initial.servants[1].hp = 'full'
    expect(refusal(doc)).toMatch(/^starting state ▸ servant \w+ ▸ hp: /)
  })

  it('refuses unknown fields, a head past the log, and broken cross references', () => {
    const base = () => JSON.parse(JSON.stringify(createDocument(demoCampaign(), at)))
    const extra = base()
    extra.initial.masters[0].password = 'x'
    expect(refusal(extra)).toContain('starting state ▸ master m-haneul ▸ password: unknown field')
    const ahead = base()
    ahead.head = 3
    expect(refusal(ahead)).toBe('head: head 3 is past the 0 events')
    const twice = base()
    twice.initial.emotions.push({ ...twice.initial.emotions[0], sign: 'negative' })
    expect(refusal(twice)).toBe('starting state ▸ emotion 4: a second emotion from m-haneul toward m-sora')
    const dangling = base()
    dangling.initial.teams[0].base = 'atlantis'
    expect(refusal(dangling)).toBe('starting state ▸ team red ▸ base region: unknown region "atlantis"')
  })

  it('3.5 says a second emotion in one direction in Korean, naming the JSON path', () => {
    const twice = JSON.parse(JSON.stringify(createDocument(demoCampaign(), at)))
    twice.initial.emotions.push({ ...twice.initial.emotions[0], sign: 'negative' })
    const result = parseCampaignDocument(twice)
    expect(result.ok || korean(result.why)).toBe('시작 상태 ▸ 감정 4: m-haneul에게서 m-sora에게 향하는 두 번째 감정입니다')
  })

  it('names a bad id in the file in both languages', () => {
    const doc = JSON.parse(JSON.stringify(createDocument(demoCampaign(), at)))
    doc.initial.regions[0].id = 'Port!'
    const result = parseCampaignDocument(doc)
    expect(result.ok || english(result.why)).toBe('starting state ▸ region Port! ▸ id: an id is 1–40 lowercase letters, digits or dashes')
    expect(result.ok || korean(result.why)).toBe('시작 상태 ▸ 지역 Port! ▸ ID: id는 영문 소문자·숫자·대시 1–40자입니다')
  })
})

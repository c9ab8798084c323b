import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { OverseerHost } from '../../src/host/host'
import { demoEngine, mustDispatch, demoDeclarations, at } from '../machines/campaign/fixtures'

let folder: string
let validText: string
let host: OverseerHost

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'overseer-corrupt-'))
  const { engine } = demoEngine()
  mustDispatch(engine, { type: 'actor.adjust', actor: 'saber', hp: -3 })
  mustDispatch(engine, { type: 'turn.start' })
  for (const d of demoDeclarations) mustDispatch(engine, d)
  mustDispatch(engine, { type: 'turn.resolve' })
  validText = JSON.stringify(engine.toDocument(at))
  host = new OverseerHost({ dataDir: join(folder, 'data') })
})
afterAll(async () => {
  await host.shutdown()
  await rm(folder, { recursive: true, force: true })
})

let counter = 0
/** Writes `content` as a campaign file, opens it, and checks the contract: refused with a reason or opened, never rewritten. */
async function openCorrupt(content: string | Buffer): Promise<{ ok: boolean; error?: string }> {
  const path = join(folder, `case-${counter++}.json`)
  await writeFile(path, content)
  const before = await readFile(path)
  host.allowPickedFile(path)
  const result = await host.open(path)
  await host.close()
  expect(Buffer.compare(await readFile(path), before)).toBe(0)
  if (!result.ok) {
    expect(result.error.length).toBeGreaterThan(0)
    expect(result.error).not.toContain('\n')
  }
  return result
}

/** Sets a value at a random path of a JSON value (for wrong types and injected keys). */
function setAtPath(value: unknown, steps: number[], replacement: unknown): unknown {
  if (steps.length === 0 || typeof value !== 'object' || value === null) return replacement
  const keys = Object.keys(value)
  if (keys.length === 0) return replacement
  const key = keys[steps[0] % keys.length]
  const copy: Record<string, unknown> = Array.isArray(value) ? ([...value] as unknown as Record<string, unknown>) : { ...value }
  copy[key] = setAtPath((value as Record<string, unknown>)[key], steps.slice(1), replacement)
  return copy
}

describe('corrupt campaign files are refused with a reason, never crash the host, never get overwritten', () => {
  it('a truncated file', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 10_000 }), async (cut) => {
        const result = await openCorrupt(validText.slice(0, Math.floor((cut / 10_000) * (validText.length - 1))))
        expect(result.ok).toBe(false)
      }),
      { numRuns: 40 }
    )
  })

  it('flipped bytes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { minLength: 1, maxLength: 8 }), async (flips) => {
        const bytes = Buffer.from(validText)
        for (const [where, value] of flips) bytes[where % bytes.length] = value
        await openCorrupt(bytes)
      }),
      { numRuns: 60 }
    )
  })

  it('wrong types and prototype-pollution keys at random places', async () => {
    const doc = JSON.parse(validText)
    const wrong = fc.oneof(
      fc.constant(null),
      fc.string({ maxLength: 5 }),
      fc.integer(),
      fc.constant(-1),
      fc.constant(1e308),
      fc.array(fc.integer(), { maxLength: 3 }),
      fc.constant({ __proto__: { polluted: true } }),
      fc.constant(JSON.parse('{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}}'))
    )
    await fc.assert(
      fc.asyncProperty(fc.array(fc.nat(), { minLength: 1, maxLength: 7 }), wrong, async (steps, replacement) => {
        await openCorrupt(JSON.stringify(setAtPath(doc, steps, replacement)))
        expect(({} as Record<string, unknown>).polluted).toBeUndefined()
      }),
      { numRuns: 80 }
    )
  })

  it('a 20 MB string, a million-item array and deep nesting', async () => {
    const doc = JSON.parse(validText)
    const huge = await openCorrupt(JSON.stringify({ ...doc, meta: { ...doc.meta, name: 'x'.repeat(20 * 1024 * 1024) } }))
    expect(huge).toMatchObject({ ok: false, error: expect.stringContaining('file info ▸ name') })
    const many = await openCorrupt(JSON.stringify({ ...doc, initial: { ...doc.initial, traces: new Array(1_000_000).fill({ servant: 'saber', region: 'port' }) } }))
    expect(many).toMatchObject({ ok: false, error: expect.stringContaining('starting state ▸ traces') })
    const deep = await openCorrupt(`{"format":"overseer-campaign","version":2,"meta":${'['.repeat(100_000)}${']'.repeat(100_000)}}`)
    expect(deep.ok).toBe(false)
  })

  it('the same file that is valid opens (the property is not vacuous)', async () => {
    expect(await openCorrupt(validText)).toEqual({ ok: true })
  })
})

import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { readFile, readdir } from 'node:fs/promises'
import { basename, join } from 'node:path'
import { OverseerHost } from '../../../src/host/host'
import { documentFormat, documentVersion } from '@machines/campaign/document'
import { inEnglish, inKorean, type Message } from '../../../src/shared/message'
import { openPath, readCampaignFile, tempFolder } from '../helpers'
import { callChecked } from '../../../src/shared/command-args'

const fixtures = join(import.meta.dirname, '../../fixtures/bad')
const fixedNow = Date.parse('2026-11-29T12:00:00.000Z')
let dataDir: string
let cleanup: () => Promise<void>
let host: OverseerHost

beforeEach(async () => {
  ;({ dir: dataDir, cleanup } = await tempFolder('files'))
  // A stopped clock: an export made twice is the same text.
  host = new OverseerHost({ dataDir, debounceMs: 0, backupIntervalMs: 0, now: () => fixedNow })
  await host.start()
})

afterEach(async () => {
  await host.shutdown()
  await cleanup()
})

/** A notice or reason in English words, as the tests pin them. */
const said = (words: Message | null): string | null => words && inEnglish(words)

const campaignFiles = async (): Promise<string[]> => (await readdir(join(dataDir, 'campaigns'))).filter((f) => f.endsWith('.overseer')).sort()

describe('exporting a campaign', () => {
  it('gives the whole document as indented JSON with a name made from the campaign', async () => {
    await host.dispatch({ type: 'actor.adjust', actor: 'saber', hp: -4 })
    const result = await host.exportCampaign()
    if (!result.ok || result.text === undefined) throw new Error('no export')
    expect(result.fileName).toBe('서린-성배전쟁-데모-2026-11-29-12-00.overseer')
    expect(result.text.split('\n')[1]).toBe(`  "format": "${documentFormat}",`)
    const doc = JSON.parse(result.text)
    expect(doc.head).toBe(1)
    expect(doc.events[0].command).toEqual({ type: 'actor.adjust', actor: 'saber', hp: -4 })
  })
})

describe('importing a campaign', () => {
  it('an exported campaign imports as a new file and exports again byte for byte the same', async () => {
    await host.dispatch({ type: 'actor.adjust', actor: 'saber', hp: -4 })
    await host.dispatch({ type: 'turn.start' })
    const first = await host.exportCampaign()
    const original = openPath(await host.state())
    if (!first.ok || first.text === undefined) throw new Error('no export')

    expect(await host.importCampaign(first.text)).toEqual({ ok: true })
    const state = await host.state()
    expect(openPath(state)).not.toBe(original)
    expect(await campaignFiles()).toEqual([basename(original), basename(openPath(state))].sort())
    expect(said(state.notice)).toMatch(/^Imported “서린 성배전쟁 \(데모\)” as a new campaign file/)
    expect(state.gm?.head).toBe(2)

    const second = await host.exportCampaign()
    if (!second.ok || second.text === undefined) throw new Error('no export')
    expect(second.text).toBe(first.text)
    expect((await readCampaignFile(openPath(state))).events).toEqual(JSON.parse(first.text).events)
  })

  it('keeps the imported log: undo after import steps back through the original events', async () => {
    await host.dispatch({ type: 'actor.adjust', actor: 'saber', hp: -4 })
    const exported = await host.exportCampaign()
    if (!exported.ok || exported.text === undefined) throw new Error('no export')
    await host.importCampaign(exported.text)
    expect(await host.undo()).toEqual({ ok: true })
    const saber = (await host.state()).gm?.context.campaign.servants.find((s) => s.id === 'saber')
    expect(saber?.hp).toBe(60)
  })

  const bad: [string, RegExp][] = [
    ['truncated', /^the file is not valid JSON: line \d+, column \d+: the file ends early \(truncated\?\)$/],
    ['wrong-version', new RegExp(`^not a usable campaign: version: 99 is newer than this Overseer understands \\(${documentVersion}\\); update Overseer$`)],
    ['wrong-types', /^not a usable campaign: starting state ▸ turn: a whole number from 0 to 100000 \(got "[^"]*"\)$/],
    ['unknown-fields', /^not a usable campaign: cheats: unknown field$/]
  ]
  for (const [name, message] of bad) {
    it(`refuses a ${name} file with one clear message and changes nothing`, async () => {
      const before = await host.state()
      const files = await campaignFiles()
      const result = await host.importCampaign(await readFile(join(fixtures, `${name}.overseer.json`), 'utf8'))
      expect(result.ok).toBe(false)
      expect(result.ok ? '' : result.error).toMatch(message)
      expect(result.ok ? '' : result.error).not.toContain('\n')
      const after = await host.state()
      expect(after.path).toBe(before.path)
      expect(after.gm?.head).toBe(before.gm?.head)
      expect(await campaignFiles()).toEqual(files)
    })
  }

  it('tells a Korean GM in Korean where a truncated file ends', async () => {
    const result = await host.importCampaign(await readFile(join(fixtures, 'truncated.overseer.json'), 'utf8'))
    if (result.ok) throw new Error('a truncated file was imported')
    expect(inKorean(result.why)).toMatch(/^파일이 올바른 JSON이 아닙니다: \d+번째 줄, \d+번째 칸: 파일이 중간에 끝납니다 \(잘린 파일일 수 있습니다\)$/)
  })

  it('refuses a 20 MB text before parsing it, and changes nothing', async () => {
    const files = await campaignFiles()
    const huge = `{"format":"overseer-campaign","padding":"${'x'.repeat(20 * 1024 * 1024)}"}`
    expect(await host.importCampaign(huge)).toMatchObject({ ok: false, error: 'the file is too large (20.0 MB as it is sent; a campaign file is at most 8.0 MB)' })
    expect(await campaignFiles()).toEqual(files)
  })

  it('measures an import as it is sent: 2 MB of control characters escape to 12 MB and are refused', async () => {
    const files = await campaignFiles()
    const binary = '\u0001'.repeat(2 * 1024 * 1024)
    expect(await host.importCampaign(binary)).toMatchObject({ ok: false, error: 'the file is too large (12.0 MB as it is sent; a campaign file is at most 8.0 MB)' })
    expect(await campaignFiles()).toEqual(files)
  })

  it('refuses something that is not text, and an empty file', async () => {
    expect(await callChecked(host, 'importCampaign', [{ format: 'overseer-campaign' }])).toMatchObject({ ok: false, error: 'the file is not text' })
    expect(await host.importCampaign('  \n')).toMatchObject({ ok: false, error: 'the file is empty' })
  })

  it('migrates an older file on import and says so', async () => {
    const exported = await host.exportCampaign()
    if (!exported.ok || exported.text === undefined) throw new Error('no export')
    const { events, checkpoints: _checkpoints, ...rest } = JSON.parse(exported.text)
    const v1 = { ...rest, version: 1, log: events }
    expect(await host.importCampaign(JSON.stringify(v1))).toEqual({ ok: true })
    expect(said((await host.state()).notice)).toMatch(/written by an older Overseer \(format 1\)/)
    expect((await readCampaignFile(openPath(await host.state()))).version).toBe(documentVersion)
  })
})

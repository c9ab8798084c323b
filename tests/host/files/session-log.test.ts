import { describe, expect, it } from 'vitest'
import { demoDeclarations } from '../../machines/campaign/fixtures'
import { openPath, useHostFolder } from '../helpers'
import { callChecked } from '../../../src/shared/command-args'
import type { SentCommand } from '@machines/campaign/commands'

const { newHost, started } = useHostFolder('log')

const turn: SentCommand[] = [{ type: 'turn.start' }, ...demoDeclarations, { type: 'turn.publish', text: 'Sirens at the port' }, { type: 'turn.resolve' }, { type: 'turn.apply' }]

describe('the session log through the host', () => {
  it('sends every GM log line in both languages', async () => {
    const host = await started()
    await host.dispatch({ type: 'actor.adjust', actor: 'saber', hp: -5 })
    const [line] = (await host.state()).gm!.log
    expect(line).toMatchObject({ text: { ko: '세이버: 생명력 −5 (60 → 55)', en: 'Saber: HP −5 (60 → 55)' }, turn: 0, scene: 0, approximate: false })
  })

  it('keeps a line through undo (struck) and redo', async () => {
    const host = await started()
    await host.dispatch({ type: 'actor.adjust', actor: 'saber', hp: -5 })
    await host.undo()
    expect((await host.state()).gm!.log.map((l) => [l.text.en, l.undone])).toEqual([['Saber: HP −5 (60 → 55)', true]])
    await host.redo()
    expect((await host.state()).gm!.log.map((l) => [l.text.en, l.undone])).toEqual([['Saber: HP −5 (60 → 55)', false]])
  })

  it('rebuilds exact lines for a campaign opened from disk', async () => {
    const first = await started()
    await first.dispatch({ type: 'actor.adjust', actor: 'saber', hp: -5 })
    const path = openPath(await first.state())
    await first.shutdown()
    const second = newHost()
    await second.open(path)
    expect((await second.state()).gm!.log[0].text.en).toBe('Saber: HP −5 (60 → 55)')
  })

  it('exports the public log without GM secrets and the full log with them, as Markdown files', async () => {
    const host = await started()
    await host.dispatch({ type: 'notes.set', text: 'SECRET-PLAN' })
    for (const command of turn) await host.dispatch(command)
    const pub = await host.exportSessionLog('public', 'en')
    const full = await host.exportSessionLog('full', 'ko')
    if (!pub.ok || !full.ok) throw new Error('refused')
    expect(pub.fileName).toMatch(/^서린-성배전쟁-데모-log-public-en-\d{4}-\d\d-\d\d-\d\d-\d\d\.md$/)
    expect(pub.text).toContain('- News: “Sirens at the port”')
    expect(pub.text).not.toContain('SECRET-PLAN')
    expect(pub.text).not.toContain('investigate')
    expect(full.text).toContain('GM 메모 수정 (11자)')
    expect(full.text).toContain('랜서 선언: 정보 탐색 — 항구')
  })

  it("copies this turn's public summary", async () => {
    const host = await started()
    for (const command of turn) await host.dispatch(command)
    const summary = await host.turnSummary('ko')
    expect(summary).toMatchObject({ ok: true, text: expect.stringMatching(/^\*\*서린 성배전쟁 \(데모\) — 1회차\*\*\n/) })
    expect(summary.ok && summary.text).toContain('- 소식: “Sirens at the port”')
  })

  it('refuses an unknown log kind or locale', async () => {
    const host = await started()
    expect(await callChecked(host, 'exportSessionLog', ['secret', 'en'])).toMatchObject({ ok: false, error: 'expected a log kind (public or full) and a locale (ko or en)' })
    expect(await callChecked(host, 'turnSummary', ['fr'])).toMatchObject({ ok: false, error: 'locale: expected ko or en' })
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { callChecked } from '../../src/shared/command-args'
import { demoDeclarations } from '../machines/campaign/fixtures'
import { startStack, type Stack } from './harness'

// V.4, V.6, V.9, V.10 as a GM meets them: a duel leaves Lancer at −5 mp, the next war turn is
// applied without recovery, and the GM window shows Lancer at risk the whole time until the end of
// that scene proposes its destruction. A master at exactly 0 hp may only rest in the next scene.

let stack: Stack
let gm: Page
const poll = expect.poll

const send = async (...commands: Record<string, unknown>[]): Promise<void> => {
  for (const command of commands) expect(await callChecked(stack.host, 'dispatch', [command]), JSON.stringify(command)).toEqual({ ok: true })
}
const atRisk = () => gm.getByTestId('at-risk').textContent()
const warTurn = async (declare: (typeof demoDeclarations)[number][]): Promise<void> => {
  await send({ type: 'turn.start' }, ...declare, { type: 'turn.resolve' }, { type: 'turn.apply' })
}

beforeAll(async () => {
  stack = await startStack()
  gm = await stack.gmPage()
})
afterAll(async () => {
  await stack?.close()
})

describe('life and death across scenes in the GM window (V.4, V.6, V.9, V.10)', () => {
  it('V.10 with nobody at 0 or below the at-risk panel says so', async () => {
    await poll(() => gm.getByTestId('at-risk-none').count()).toBe(1)
  })

  it('V.6 a master adjusted to exactly 0 hp is listed at once, due by the end of the next scene', async () => {
    await send({ type: 'actor.adjust', actor: 'm-elias', hp: -24 })
    await poll(() => gm.getByTestId('at-risk-m-elias-hp').textContent()).toContain('0')
    expect(await gm.getByTestId('at-risk-m-elias-hp').textContent()).toContain('장면 2 종료까지')
  })

  it('V.9 the first war turn is scene 1; a duel of that turn drains Lancer to −5 mp, shown while it is fought', async () => {
    await warTurn([...demoDeclarations])
    const lancerMp = (await stack.host.state()).gm!.context.campaign.servants.find((s) => s.id === 'lancer')!.mp
    await send(
      // to 1 mp: the drain of 9, less Lancer's NP guard 3 (D.47), leaves −5
      { type: 'actor.adjust', actor: 'lancer', mp: 1 - lancerMp },
      { type: 'duel.start', fromWarTurn: true, combatants: [{ actor: 'caster', cards: [{ key: 'm-drain', kind: 'magic', grade: 9, count: 3 }] }, { actor: 'lancer' }] },
      { type: 'duel.play', actor: 'caster', cards: [{ opponent: 'lancer', card: 'm-drain' }] },
      { type: 'duel.play', actor: 'lancer', cards: [] },
      { type: 'duel.reveal' },
      { type: 'duel.accept' }
    )
    // In the running duel: not on the campaign's list yet, but the GM sees it.
    await poll(() => gm.getByTestId('at-risk-lancer-mp').textContent()).toContain('−5')
    expect(await gm.getByTestId('at-risk-lancer-mp').textContent()).toContain('전투')
    await stack.screenshot(gm, 'at-risk-in-duel')
    await send({ type: 'duel.end' }, { type: 'duel.apply' })
    await poll(() => gm.getByTestId('at-risk-lancer-mp').textContent()).toContain('이번 장면(2) 종료까지')
    const campaign = (await stack.host.state()).gm!.context.campaign
    expect(campaign.atRisk).toContainEqual({ actor: 'lancer', pool: 'mp', rule: 'V.4', fell: 1, by: 2 })
  })

  it('V.6 in the next scene the master at 0 may only rest — outside its base too', async () => {
    await send({ type: 'turn.start' })
    await poll(() => atRisk()).toContain('−5')
    const daily = await callChecked(stack.host, 'dispatch', [{ type: 'turn.declare', actor: 'm-elias', action: 'investigate', regions: ['market'] }])
    expect(daily).toMatchObject({ ok: false })
    expect(daily.ok ? '' : daily.error).toContain('can only rest this scene (anywhere, V.6)')
    await send({ type: 'turn.declare', actor: 'm-elias', action: 'rest', regions: ['park'] })
  })

  it('V.4 V.10 the war turn applied without Lancer’s recovery ends scene 2: its destruction is proposed, and the GM accepts it', async () => {
    for (const d of demoDeclarations) if (d.actor !== 'm-elias') await send(d)
    await send({ type: 'turn.resolve' }, { type: 'turn.apply' })
    await poll(() => gm.getByTestId('life-proposal-lancer').count()).toBe(1)
    expect(await gm.getByTestId('life-proposal-lancer').textContent()).toContain('장면 2 종료: 랜서 소멸 제안')
    // Elias rested: 0 + 10, no longer at risk, no death proposed.
    await poll(() => gm.getByTestId('at-risk-m-elias-hp').count()).toBe(0)
    expect(await gm.getByTestId('life-proposal-m-elias').count()).toBe(0)
    await stack.screenshot(gm, 'at-risk-proposal')
    await gm.getByTestId('life-accept-lancer').click()
    await poll(async () => (await stack.host.state()).gm!.context.campaign.servants.find((s) => s.id === 'lancer')!.status).toBe('destroyed')
    await poll(() => gm.getByTestId('at-risk-none').count()).toBe(1)
  })
})

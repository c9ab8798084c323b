import { describe, expect, it } from 'vitest'
import { inEnglish } from '../../src/shared/message'
import { readCampaignFile, openPath, useHostFolder } from './helpers'
import { demoDeclarations } from '../machines/campaign/fixtures'

// Issue 11: the paste box's good lines reach the host as one command, one saved event, one undo step.
const { started } = useHostFolder('declare-lines')

const eightLines = demoDeclarations.map(({ actor, action, regions }, i) => ({ line: i + 1, actor, action: action as 'daily' | 'investigate' | 'rest', regions: [...regions] }))
const declared = (state: Awaited<ReturnType<Awaited<ReturnType<typeof started>>['state']>>) => {
  const phase = state.gm!.context.phase
  return phase?.kind === 'warTurn' ? phase.context.declarations.map((d) => d.actor) : []
}

describe('a batch of declarations through the host (turn.declareLines)', () => {
  it('T.1–T.5 eight lines are one saved event with one log line, and one undo takes all eight back', async () => {
    const host = await started()
    await host.dispatch({ type: 'turn.start' })
    const before = (await host.state()).gm!.head
    expect(await host.dispatch({ type: 'turn.declareLines', lines: eightLines })).toEqual({ ok: true })
    const state = await host.state()
    expect(state.gm!.head).toBe(before + 1)
    expect(declared(state)).toEqual(eightLines.map((l) => l.actor))
    const lines = state.gm!.log.filter((l) => l.type === 'turn.declareLines' && !l.undone)
    expect(lines.map((l) => l.text.en)).toEqual([expect.stringMatching(/^8 declarations at once: /)])
    await host.flush()
    const doc = await readCampaignFile(openPath(state))
    expect(doc.events.at(-1)).toMatchObject({ author: 'gm', command: { type: 'turn.declareLines', lines: eightLines } })
    await host.undo()
    expect(declared(await host.state())).toEqual([])
  })

  it('T.3 a bad line is refused naming its line; nothing is declared and nothing saved', async () => {
    const host = await started()
    await host.dispatch({ type: 'turn.start' })
    const before = (await host.state()).gm!.head
    const lines = [eightLines[0]!, { line: 4, actor: 'lancer', action: 'daily' as const, regions: ['port', 'park'] }]
    const result = await host.dispatch({ type: 'turn.declareLines', lines })
    expect(result.ok).toBe(false)
    if (!result.ok) expect(inEnglish(result.why)).toMatch(/^line 4: .*T\.3/)
    const state = await host.state()
    expect(state.gm!.head).toBe(before)
    expect(declared(state)).toEqual([])
  })
})

import { describe, expect, it } from 'vitest'
import { useHostFolder } from './helpers'
import type { SentCommand } from '@machines/campaign/commands'

// Issue 17: every campaign table can be rolled in play from the dice box. This host is built as the app
// builds it — no random injected — so the shipped dice source picks the faces (the seam's default).
describe('a campaign table rolled from the dice box, with the host’s own dice', () => {
  const { started } = useHostFolder('table-box')

  it('rolls a GM’s own 1D6 table by its Korean name: the face is recorded with its words, and undo does not re-roll', async () => {
    const host = await started()
    expect((await host.newFromDemo()).ok).toBe(true)
    const faces = [1, 2, 3, 4, 5, 6].map((roll) => ({ roll, text: { ko: `사건 ${roll}`, en: `Event ${roll}` } }))
    const table = { id: 'daily-events', name: { ko: '일상 사건표', en: 'Daily events' }, dice: '1D6', faces }
    expect(await host.dispatch({ type: 'edit.table.upsert', create: true, table } as SentCommand)).toEqual({ ok: true })
    expect(await host.dispatch({ type: 'dice.roll', command: '일상 사건표' })).toEqual({ ok: true })
    const roll = (await host.state()).gm!.context.campaign.rolls.at(-1)!
    expect(roll.dice).toHaveLength(1)
    expect(roll.dice[0]).toBeGreaterThanOrEqual(1)
    expect(roll.dice[0]).toBeLessThanOrEqual(6)
    expect(roll.table).toEqual({ id: 'daily-events', name: table.name, roll: roll.dice[0], words: { ko: `사건 ${roll.dice[0]}`, en: `Event ${roll.dice[0]}` }, effect: false })
    expect(roll.secret).toBe(false)
    expect((await host.undo()).ok).toBe(true)
    expect((await host.redo()).ok).toBe(true)
    expect((await host.state()).gm!.context.campaign.rolls.at(-1)).toEqual(roll)
  })

  it('rolls one of the game’s tables by its id in secret, with BCDice’s words for the faces the host rolled', async () => {
    const host = await started()
    expect((await host.newFromDemo()).ok).toBe(true)
    expect(await host.dispatch({ type: 'dice.roll', command: 'Sspoils' })).toEqual({ ok: true })
    const roll = (await host.state()).gm!.context.campaign.rolls.at(-1)!
    expect(roll.secret).toBe(true)
    expect(roll.table?.id).toBe('spoils')
    expect(roll.text).toContain(`(${roll.table?.roll})`)
    expect(JSON.stringify(await host.board())).not.toContain(roll.text)
  }, 90_000)
})

import { describe, expect, it } from 'vitest'
import { commandMethods } from '../../src/shared/command-methods'
import { commandNames, type Commands } from '../../src/shared/contract'
import { commandChannel, eventChannel } from '../../src/shared/ipc-channels'

describe('the GM API derived from the one command map', () => {
  it('has one method per command name, each made for its own name', async () => {
    const asked: string[] = []
    const api = commandMethods(<K extends keyof Commands>(name: K) => ((...args: unknown[]) => (asked.push(`${name}(${args.length})`), Promise.resolve(name))) as unknown as Commands[K])
    expect(Object.keys(api).sort()).toEqual([...commandNames].sort())
    expect(await (api.undo as () => Promise<unknown>)()).toBe('undo')
    expect(asked).toEqual(['undo(0)'])
  })

  it('names the IPC channels from the same names', () => {
    expect(commandNames.map(commandChannel)).toContain('overseer:dispatch')
    expect(eventChannel('board')).toBe('overseer:event:board')
  })
})

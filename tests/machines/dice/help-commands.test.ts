import { describe, expect, it } from 'vitest'
import { helpLineParts, searchDiceList } from '@machines/dice/help-commands'

const commands = (line: string): string[] => helpLineParts(line).filter((p) => p.command).map((p) => p.text)

describe('BCDice’s help text for the dice box’s list', () => {
  it('E.71: marks the example commands and table codes of a help line, not the pattern it explains', () => {
    expect(commands('　예） RA　RB-1　RC>=5　RD+2　RS-1@5>=6')).toEqual(['RA', 'RB-1', 'RC>=5', 'RD+2', 'RS-1@5>=6'])
    expect(commands('　　조우표　ECT／관계표　RT／부모마음표　PRT／')).toEqual(['ECT', 'RT', 'PRT'])
    expect(commands('・판정(Rx±y@z>=t)')).toEqual([])
  })

  it('keeps every character of the line, in order', () => {
    const line = '　　조우표　ECT／관계표　RT／'
    expect(helpLineParts(line).map((p) => p.text).join('')).toBe(line)
  })

  it('searches help lines and tables by command or name, in any case', () => {
    const tables = [{ command: 'BRT', name: '전과표' }, { command: 'TGT', name: '목표표' }]
    const help = '・판정(Rx±y@z>=t)\n\n　예） RA　RB-1\n　전과표 BRT'
    expect(searchDiceList(help, tables, 'brt')).toEqual({ lines: ['　전과표 BRT'], tables: [{ command: 'BRT', name: '전과표' }] })
    expect(searchDiceList(help, tables, '목표')).toEqual({ lines: [], tables: [{ command: 'TGT', name: '목표표' }] })
    expect(searchDiceList(help, tables, ' ').lines).toHaveLength(3)
  })
})

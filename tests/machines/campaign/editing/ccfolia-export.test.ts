import { describe, expect, it } from 'vitest'
import { ccfoliaCharacter, ccfoliaRecordOf } from '@machines/campaign/editing/ccfolia-export'
import { readCcfoliaCharacter } from '@machines/campaign/editing/ccfolia-character'
import type { Pc } from '@machines/campaign/model/encounter-records'
import { demoCampaign } from '../fixtures'

const campaign = demoCampaign()

describe('a record copied to Ccfolia', () => {
  it('E.70 a PC becomes a Ccfolia clipboard character: name, HP with its maximum, the six abilities as params, an Amadeus chat palette', () => {
    const pc = campaign.pcs[0]!
    const { kind, data } = ccfoliaCharacter({ kind: 'pc', record: pc })
    expect(kind).toBe('character')
    expect(data.name).toBe(pc.name.ko)
    expect(data.status).toEqual([{ label: 'HP', value: pc.hp, max: pc.maxHp }])
    expect(data.params.map((p) => p.label)).toEqual(['무용', '기술', '두뇌', '영력', '애정', '일상'])
    const valor = pc.abilities.valor
    expect(data.commands.split('\n')[0]).toBe(`R${valor.rank}${valor.modifier > 0 ? `+${valor.modifier}` : valor.modifier < 0 ? valor.modifier : ''}>=4 무용`)
    expect(data.commands.split('\n')).toHaveLength(8)
  })

  it('E.70 re-importing what it wrote gives the same PC: its name, HP and abilities (weapons and gifts stay in Overseer)', () => {
    const carried = (p: Pc) => ({ name: p.name.ko, abilities: p.abilities, hp: p.hp, maxHp: p.maxHp })
    for (const pc of campaign.pcs) {
      const read = readCcfoliaCharacter(JSON.stringify(ccfoliaCharacter({ kind: 'pc', record: pc })), [])
      if (!read.ok) throw new Error('refused')
      expect(carried(read.value.pc)).toEqual(carried(pc))
    }
  })

  it('finds a servant, a master and the monster by id, with HP and MP bars and their sheets', () => {
    const servant = ccfoliaRecordOf(campaign, campaign.servants[0]!.id)!
    expect(servant.kind).toBe('servant')
    expect(ccfoliaCharacter(servant).data.status.map((s) => s.label)).toEqual(['HP', 'MP'])
    expect(ccfoliaCharacter(ccfoliaRecordOf(campaign, campaign.masters[0]!.id)!).data.params.map((p) => p.label)).toEqual(['전투력', '명운', '신념'])
    expect(ccfoliaRecordOf(campaign, campaign.monsters[0]!.id)!.kind).toBe('monster')
    expect(ccfoliaRecordOf(campaign, 'nobody')).toBeNull()
  })
})

describe('a Ccfolia character whose modifier is a parameter of its own', () => {
  it('E.70 reads 武勇: B and 武勇修正: +1 as B+1', () => {
    const text = JSON.stringify({ kind: 'character', data: { name: 'Seoha', params: [{ label: '武勇', value: 'B' }, { label: '武勇修正', value: '+1' }] } })
    const read = readCcfoliaCharacter(text, [])
    expect(read.ok && read.value.pc.abilities.valor).toEqual({ rank: 'B', modifier: 1 })
  })
})

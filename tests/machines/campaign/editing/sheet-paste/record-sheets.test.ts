import { describe, expect, it } from 'vitest'
import { readMasterSheet, readPcSheet, readRegionSheet } from '@machines/campaign/editing/sheet-paste/record-sheets'
import { english, korean } from '@machines/reasons/format'
import { demoCampaign, demoEngine, mustDispatch } from '../../fixtures'
import { campaignOf, refusalKo } from '../helpers'
import { entriesOf, played } from '../../session-log/helpers'

const must = <T>(read: { ok: true; records: T[] } | { ok: false; why: Parameters<typeof korean>[0] }): T[] => {
  if (!read.ok) throw new Error(korean(read.why))
  return read.records
}

// Issue 17: regions with aliases, masters and PCs from pasted rows, read as the servant sheet is.
describe('a pasted region sheet', () => {
  it('reads Korean headers: names in both languages and aliases; a new id from the name, an existing region overwritten', () => {
    const text = ['이름\t별칭', '등대 / Lighthouse\t등대섬, 곶', '항구 / Port\t부두; 선착장'].join('\n')
    const read = readRegionSheet(text, demoCampaign())
    const regions = must(read)
    expect(regions[0]).toEqual({ id: 'lighthouse', name: { ko: '등대', en: 'Lighthouse' }, aliases: ['등대섬', '곶'] })
    expect(regions[1]).toMatchObject({ id: 'port', aliases: ['부두', '선착장'] })
    if (read.ok) expect(read.preview.map((r) => r.replaces?.ko ?? null)).toEqual([null, '항구'])
  })

  it('is applied as one step, an existing region only with overwrite; an alias another region holds is refused naming the row', () => {
    const { engine } = demoEngine()
    const regions = must(readRegionSheet(['name,aliases', 'Lighthouse,Cape', '항구 / Port,Docks'].join('\n'), demoCampaign()))
    expect(refusalKo(engine, { type: 'edit.paste', regions })).toBe('지역 "항구"는 이미 있습니다. 덮어쓰기를 고르거나 그 행의 이름을 바꾸세요')
    mustDispatch(engine, { type: 'edit.paste', overwrite: true, regions })
    expect(campaignOf(engine).regions.find((r) => r.id === 'port')!.aliases).toEqual(['Docks'])
    const church = campaignOf(engine).regions.find((r) => r.id === 'church')!
    const clash = must(readRegionSheet(`name,aliases\nTower,${church.name.ko}`, demoCampaign()))
    expect(refusalKo(engine, { type: 'edit.paste', regions: clash })).toMatch(/^"Tower": /)
  })

  it('refuses a sheet without a name column, listing the accepted ones', () => {
    const read = readRegionSheet('별칭\n부두', demoCampaign())
    expect(read.ok ? '' : korean(read.why)).toBe('이름 열이 없습니다. 꼭 있어야 하는 열: 이름. 쓸 수 있는 열: 이름 (name), 별칭 (aliases), id (ID)')
  })
})

describe('a pasted PC sheet', () => {
  it('E.70 reads the six abilities by their Korean labels with ranks and modifiers, and hp', () => {
    const text = ['이름\t무용\t기술\t두뇌\t영력\t애\t일상\t생명력', '서하 / Seoha\tB+1\tC\tA\tD-1\tS\tC\t15/22'].join('\n')
    const [pc] = must(readPcSheet(text, demoCampaign()))
    expect(pc!.id).toBe('seoha')
    expect(pc!.abilities).toEqual({
      valor: { rank: 'B', modifier: 1 },
      skill: { rank: 'C', modifier: 0 },
      mind: { rank: 'A', modifier: 0 },
      spirit: { rank: 'D', modifier: -1 },
      love: { rank: 'S', modifier: 0 },
      daily: { rank: 'C', modifier: 0 }
    })
    expect([pc!.hp, pc!.maxHp]).toEqual([15, 22])
  })

  it('refuses an ability that is no rank, naming the row and the column', () => {
    const read = readPcSheet('이름\t무용\n서하\tE+1', demoCampaign())
    expect(read.ok ? '' : korean(read.why)).toBe('2행 무용 열: "E+1"은 능력치가 아닙니다: S, A, B, C, D 가운데 하나, 뒤에 수정치를 붙일 수 있습니다 (예: B+1, C-1)')
    const en = readPcSheet('name,valor\nSeoha,E+1', demoCampaign())
    expect(en.ok ? '' : english(en.why)).toMatch(/^row 2, column valor: "E\+1" is not an ability/)
  })

  it('overwrites only the cells written for a PC that exists, and adds a new one, in one logged step', () => {
    const campaign = demoCampaign()
    const existing = campaign.pcs[0]!
    const pcs = must(readPcSheet(`name,love\n${existing.name.en},A+2\nSeoha,B`, campaign))
    expect(pcs[0]).toEqual({ ...existing, abilities: { ...existing.abilities, love: { rank: 'A', modifier: 2 } } })
    const [entry] = entriesOf(played([{ type: 'edit.paste', overwrite: true, pcs }], campaign))
    expect(entry!.gm.ko).toBe(`시트 붙여 넣기 (새 기록 1, 덮어쓴 기록 1): ${existing.name.ko}, Seoha`)
  })
})

describe('a pasted master sheet', () => {
  it('D.20 D.21 finds each master by team or name and sets the stats, pools following', () => {
    const campaign = demoCampaign()
    const red = campaign.teams[0]!
    const text = `진영\t마스터\t전투력\t명운\t신념\t령주\n${red.name.ko}\t새 마스터\t4\t3\t2\t2`
    const [master] = must(readMasterSheet(text, campaign))
    const old = campaign.masters.find((m) => m.id === red.master)!
    expect(master).toMatchObject({ id: old.id, name: { ko: '새 마스터' }, might: 4, fate: 3, conviction: 2, commandSeals: 2 })
    expect(master!.pools.fate).toBe(old.pools.fate === old.fate ? 3 : old.pools.fate)
    const { engine } = demoEngine(campaign)
    mustDispatch(engine, { type: 'edit.paste', overwrite: true, masters: [master] })
    expect(campaignOf(engine).masters.find((m) => m.id === old.id)!.might).toBe(4)
  })

  it('refuses a master of no team: new teams come with a servant sheet', () => {
    const read = readMasterSheet('마스터\t전투력\n아무개\t3', demoCampaign())
    expect(read.ok ? '' : korean(read.why)).toBe('2행 마스터 열: 마스터 "아무개"를 찾지 못했습니다: 진영 열에 그 진영을 적으세요. 새 진영은 서번트 시트로 붙여 넣습니다')
  })
})

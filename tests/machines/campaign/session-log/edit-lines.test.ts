import { describe, expect, it } from 'vitest'
import { gmLine } from '@machines/campaign/session-log/gm-line'
import { parseCommand } from '@machines/campaign/commands'
import { english } from '@machines/reasons/format'
import { demoCampaign } from '../fixtures'
import { entriesOf, played } from './helpers'

const demo = demoCampaign()
const last = (commands: readonly unknown[]) => entriesOf(played(commands)).at(-1)!.gm
const red = demo.teams.find((t) => t.id === 'red')!
const gold = { id: 'gold', name: { ko: '금빛 진영', en: 'Gold' }, color: '#e0b64a', master: 'm-gold', servant: 'rider', base: 'church' }

describe('the GM line of a campaign edit', () => {
  it('a new team is added, an existing one edited with the fields that changed', () => {
    expect(last([{ type: 'edit.team.upsert', team: gold }])).toEqual({ ko: '진영 추가: 금빛 진영', en: 'Team added: Gold' })
    expect(last([{ type: 'edit.team.upsert', team: { ...red, name: { ko: '진홍', en: 'Crimson' }, base: 'church' } }])).toEqual({
      ko: '진영 수정: 진홍 (name, base)',
      en: 'Team edited: Crimson (name, base)'
    })
  })

  it('a removed team is named from the state before, with its master and servant', () => {
    expect(last([{ type: 'edit.team.remove', team: 'violet' }])).toEqual({ ko: '진영 삭제: 보라 진영 (함께 삭제: 베르당, 캐스터)', en: 'Team removed: Violet, with Verdant, Caster' })
  })

  it('a master and a servant sheet edited: the changed fields, the servant with its true name (the GM’s log)', () => {
    const haneul = demo.masters.find((m) => m.id === 'm-haneul')!
    const saber = demo.servants.find((s) => s.id === 'saber')!
    expect(last([{ type: 'edit.master.upsert', master: { ...haneul, might: 5 } }])).toEqual({ ko: '마스터 수정: 한하늘 (might)', en: 'Master edited: Han Haneul (might)' })
    expect(last([{ type: 'edit.servant.upsert', servant: { ...saber, trueName: 'Orlando' } }])).toEqual({ ko: '서번트 수정: 세이버 (Orlando) (trueName)', en: 'Servant edited: Saber (Orlando) (trueName)' })
  })

  it('D.22 a card override gives the grade and count; clearing it goes back to the derived card', () => {
    const set = { type: 'edit.servant.cardOverride', servant: 'saber', card: 'counter', override: { grade: 6, count: 2 } }
    expect(last([set])).toEqual({ ko: '세이버의 반격 판정패: 등급 6 × 2 (D.22)', en: "Saber's counter card set to grade 6 × 2 (D.22)" })
    expect(last([set, { ...set, override: null }])).toEqual({ ko: '세이버의 반격 판정패: 기본값으로 (D.22)', en: "Saber's counter card back to the derived one (D.22)" })
  })

  it('regions: added and removed by name', () => {
    expect(last([{ type: 'edit.region.upsert', region: { id: 'lighthouse', name: { ko: '등대', en: 'Lighthouse' } } }])).toEqual({ ko: '지역 추가: 등대', en: 'Region added: Lighthouse' })
    expect(last([{ type: 'edit.region.remove', region: 'hospital' }])).toEqual({ ko: '지역 삭제: 병원', en: 'Region removed: Hospital' })
  })

  it('E.70 encounter records: a PC edited and removed, a monster edited and removed', () => {
    const elias = demo.pcs.find((p) => p.id === 'pc-elias')!
    expect(last([{ type: 'edit.pc.upsert', pc: { ...elias, hp: 10 } }])).toEqual({ ko: 'PC 수정: 엘리아스 (hp)', en: 'PC edited: Elias Grau (hp)' })
    expect(last([{ type: 'edit.pc.remove', pc: 'pc-elias' }])).toEqual({ ko: 'PC 삭제: 엘리아스', en: 'PC removed: Elias Grau' })
    const shade = demo.monsters.find((m) => m.id === 'ferry-shade')!
    expect(last([{ type: 'edit.monster.upsert', monster: { ...shade, body: { ...shade.body, hp: 50 } } }])).toEqual({ ko: '괴물 수정: 옛 나루터의 망령 (body)', en: 'Monster edited: Shade of the Old Ferry (body)' })
    expect(last([{ type: 'edit.monster.remove', monster: 'ferry-shade' }])).toEqual({ ko: '괴물 삭제: 옛 나루터의 망령', en: 'Monster removed: Shade of the Old Ferry' })
  })

  it('a table saved unchanged says so; a new table is added and removed by name', () => {
    const target = demo.tables.find((t) => t.id === 'target')!
    expect(last([{ type: 'edit.table.upsert', table: target }])).toEqual({ ko: '표 수정: 목표표 — 변경 없음', en: 'Table edited: Target — no change' })
    const omens = { id: 'omens', name: { ko: '징조표', en: 'Omens' }, dice: '1D6', faces: [1, 2, 3, 4, 5, 6].map((roll) => ({ roll, text: { ko: `징조 ${roll}`, en: `omen ${roll}` } })) }
    expect(last([{ type: 'edit.table.upsert', table: omens }])).toEqual({ ko: '표 추가: 징조표', en: 'Table added: Omens' })
    expect(last([{ type: 'edit.table.upsert', table: omens }, { type: 'edit.table.remove', table: 'omens' }])).toEqual({ ko: '표 삭제: 징조표', en: 'Table removed: Omens' })
  })

  it('settings.reset: one key back to its default with the numbers, or all of them listing what changed', () => {
    const changed = [{ type: 'settings.set', key: 'restHp', value: 4 }, { type: 'settings.set', key: 'infoGrade', value: 3 }]
    expect(last([...changed, { type: 'settings.reset', key: 'restHp' }])).toEqual({ ko: '설정 restHp 기본값으로: 4 → 10', en: 'Setting restHp reset to its default: 4 → 10' })
    expect(last([...changed, { type: 'settings.reset' }]).en).toBe('Every setting reset to its default (changed: infoGrade, restHp)')
  })

  it('settings.set commandSeals says the existing masters keep their seals and new teams’ masters start with it (issue 17)', () => {
    expect(last([{ type: 'settings.set', key: 'commandSeals', value: 5 }])).toEqual({
      ko: `설정 commandSeals: 3 → 5 — 기존 마스터 ${demo.masters.length}명의 령주는 그대로이고, 새 진영의 마스터부터 적용`,
      en: `Setting commandSeals: 3 → 5 — the ${demo.masters.length} existing masters keep their seals; masters of new teams start with it`
    })
  })

  it('team.import names the team, its servant with the true name, and its master', () => {
    const command = {
      type: 'team.import',
      team: { ...red, id: 'gold', master: 'm-gil', servant: 'rider', base: 'church', name: { ko: '금빛 진영', en: 'Gold' } },
      master: { ...demo.masters[0], id: 'm-gil', team: 'gold', name: { ko: '길', en: 'Gil' } },
      servant: { ...demo.servants[0], id: 'rider', team: 'gold', className: { ko: '라이더', en: 'Rider' }, trueName: 'Medusa' }
    }
    expect(last([command])).toEqual({ ko: '진영 가져옴: 금빛 진영 — 라이더 (Medusa), 길', en: 'Team imported: Gold — Rider (Medusa), Gil' })
  })

  it('without the states around it, an upsert says only that the record was saved', () => {
    const parsed = parseCommand({ type: 'edit.region.upsert', region: { id: 'lighthouse', name: { ko: '등대', en: 'Lighthouse' } } })
    if (!parsed.ok) throw new Error(english(parsed.why))
    expect(gmLine(parsed.value, { before: null, after: played([]).current.context })).toEqual({ ko: '지역 저장: 등대', en: 'Region saved: Lighthouse' })
  })
})

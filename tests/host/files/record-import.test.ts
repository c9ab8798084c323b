import { beforeEach, describe, expect, it } from 'vitest'
import type { OverseerHost } from '../../../src/host/host'
import { createDocument } from '@machines/campaign/document'
import { demoCampaign } from '../../machines/campaign/fixtures'
import { inEnglish, inKorean } from '../../../src/shared/message'
import { useHostFolder } from '../helpers'
import { callChecked } from '../../../src/shared/command-args'

const at = '2026-11-29T12:00:00.000Z'
let host: OverseerHost
const folder = useHostFolder('records')

beforeEach(async () => {
  host = await folder.started()
})

/** Another campaign file: the demo with a second monster (fresh id) and a reworded spoils table. */
function otherCampaignFile(): string {
  const campaign = demoCampaign()
  const shade = campaign.monsters[0]!
  campaign.monsters.push({ ...structuredClone(shade), id: 'river-wraith', name: { ko: '강의 원령', en: 'River Wraith' } })
  campaign.tables = campaign.tables.map((t) => (t.id === 'spoils' ? { ...t, name: { ko: '전리품표 (개정)', en: 'Spoils (revised)' } } : t))
  return JSON.stringify(createDocument(campaign, at))
}

const monsterIds = async (): Promise<string[]> => (await host.state()).gm!.context.campaign.monsters.map((m) => m.id)
const spoilsName = async (): Promise<string> => (await host.state()).gm!.context.campaign.tables.find((t) => t.id === 'spoils')!.name.en

describe('copying a monster or a table from another campaign (E.1, E.52 records)', () => {
  it('lists the monsters and tables of a file, marking those that would replace a record here', async () => {
    const result = await host.recordsInFile(otherCampaignFile())
    if (!result.ok) throw new Error(result.error)
    expect(result.monsters.map((m) => [m.id, m.replaces, m.same, m.refusal])).toEqual([
      ['ferry-shade', true, true, null],
      ['river-wraith', false, false, null]
    ])
    expect(result.tables.map((t) => [t.id, t.replaces, t.same])).toEqual([
      ['target', true, true],
      ['spoils', true, false],
      ['damage', true, true],
      ['random-item', true, true],
      ['battlefield', true, true],
      ['fatal-wound', true, true]
    ])
  })

  it('adds a monster with a new id as one undoable edit, and says so in both languages', async () => {
    expect(await host.importRecord(otherCampaignFile(), 'monster', 'river-wraith')).toEqual({ ok: true })
    expect(await monsterIds()).toEqual(['ferry-shade', 'river-wraith'])
    const notice = (await host.state()).notice!
    expect(inEnglish(notice)).toBe('Copied River Wraith from “Seorin Grail War (demo)”.')
    expect(inKorean(notice)).toBe('“Seorin Grail War (demo)”에서 강의 원령을 가져왔습니다.')
    expect(await host.undo()).toEqual({ ok: true })
    expect(await monsterIds()).toEqual(['ferry-shade'])
  })

  it('replaces a table with the same id, and undo brings the old one back', async () => {
    expect(await host.importRecord(otherCampaignFile(), 'table', 'spoils')).toEqual({ ok: true })
    expect(await spoilsName()).toBe('Spoils (revised)')
    expect(inEnglish((await host.state()).notice!)).toBe('Replaced Spoils (revised) with the one from “Seorin Grail War (demo)”.')
    expect(await host.undo()).toEqual({ ok: true })
    expect(await spoilsName()).toBe('Spoils')
  })

  it('refuses to copy a record this campaign already has exactly, so no empty undo step is made', async () => {
    const same = await host.importRecord(otherCampaignFile(), 'monster', 'ferry-shade')
    expect(same).toMatchObject({ ok: false, error: 'this campaign already has exactly this "ferry-shade"' })
    expect((await host.state()).gm!.head).toBe(0)
  })

  it('refuses a table whose face rolls on a table this campaign lacks, naming the table to copy first', async () => {
    const campaign = demoCampaign()
    const loot = { id: 'loot', name: { ko: '노획표', en: 'Loot' }, dice: '1D6' as const, faces: [1, 2, 3, 4, 5, 6].map((roll) => ({ roll, text: { ko: `노획 ${roll}`, en: `loot ${roll}` } })) }
    campaign.tables.push(
      { ...loot, faces: loot.faces.map((f) => (f.roll === 6 ? { ...f, effect: { kind: 'roll-table' as const, table: 'loot-extra' } } : f)) },
      { ...loot, id: 'loot-extra', name: { ko: '추가 노획표', en: 'More loot' } }
    )
    const file = JSON.stringify(createDocument(campaign, at))
    const offer = await host.recordsInFile(file)
    if (!offer.ok) throw new Error(offer.error)
    const refusal = offer.tables.find((t) => t.id === 'loot')!.refusal!
    expect(inEnglish(refusal)).toBe('a face rolls on table "loot-extra", which this campaign lacks: copy that table first')
    expect(inKorean(refusal)).toBe('면 하나가 이 캠페인에 없는 표 "loot-extra"를 굴립니다: 그 표를 먼저 가져오세요')
    expect(await host.importRecord(file, 'table', 'loot-extra')).toEqual({ ok: true })
    expect(await host.importRecord(file, 'table', 'loot')).toEqual({ ok: true })
    expect((await host.state()).gm!.context.campaign.tables.map((t) => t.id).slice(-2)).toEqual(['loot-extra', 'loot'])
  })

  it('refuses a record the file does not have, or a kind it cannot copy, and changes nothing', async () => {
    const ghost = await host.importRecord(otherCampaignFile(), 'monster', 'ghost')
    expect(ghost).toMatchObject({ ok: false, error: 'the file has no record "ghost" of that kind' })
    expect(await callChecked(host, 'importRecord', [otherCampaignFile(), 'servant', 'saber'])).toMatchObject({ ok: false, error: 'expected a record kind (monster or table) and an id' })
    expect(await host.importRecord('[1, 2', 'table', 'spoils')).toMatchObject({ ok: false, error: expect.stringMatching(/^the file is not valid JSON: /) })
    expect((await host.state()).gm!.head).toBe(0)
  })
})

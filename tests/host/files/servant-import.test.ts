import { beforeEach, describe, expect, it } from 'vitest'
import type { OverseerHost } from '../../../src/host/host'
import { createDocument } from '@machines/campaign/document'
import { demoCampaign } from '../../machines/campaign/fixtures'
import { inEnglish, inKorean } from '../../../src/shared/message'
import { useHostFolder } from '../helpers'

const at = '2026-11-29T12:00:00.000Z'
let host: OverseerHost
const folder = useHostFolder('servant')

beforeEach(async () => {
  host = await folder.started()
})

/** Another campaign file: the demo with one team renamed to fresh ids, its base in a region only it has. */
function otherCampaignFile(options: { freshIds: boolean }): string {
  const campaign = demoCampaign()
  if (options.freshIds) {
    // Records naming the renamed actors are not what this test is about.
    Object.assign(campaign, { emotions: [], info: [], guesses: [], traces: [], atRisk: [], lifeProposals: [], offers: [], sceneUses: [] })
    campaign.regions.push({ id: 'harbour-tower', name: { ko: '항구 탑', en: 'Harbour tower' }, aliases: [] })
    campaign.teams = campaign.teams.map((t) => (t.id === 'red' ? { ...t, id: 'gold', master: 'm-gil', servant: 'rider', base: 'harbour-tower' } : t))
    campaign.masters = campaign.masters.map((m) => (m.id === 'm-haneul' ? { ...m, id: 'm-gil', team: 'gold' } : m))
    campaign.servants = campaign.servants.map((s) =>
      s.id === 'saber' ? { ...s, id: 'rider', team: 'gold', trueName: 'Medusa', trueNameRevealed: true, hp: 33 } : s
    )
    // The PC the renamed team's players play follows the team (issue 18: a PC names its team).
    campaign.pcs = campaign.pcs.map((pc) => (pc.team === 'red' ? { ...pc, team: 'gold' } : pc))
  }
  return JSON.stringify(createDocument(campaign, at))
}

describe('copying a servant from another campaign', () => {
  it('lists the servants of a file with the reason each cannot be copied in', async () => {
    const result = await host.recordsInFile(otherCampaignFile({ freshIds: true }))
    if (!result.ok) throw new Error(result.error)
    const rider = result.servants.find((s) => s.id === 'rider')
    const lancer = result.servants.find((s) => s.id === 'lancer')
    expect(rider).toMatchObject({ trueName: 'Medusa', refusal: null, master: { en: 'Han Haneul' } })
    expect(lancer?.refusal && inEnglish(lancer.refusal)).toBe('a team with id "blue" is already in this campaign')
  })

  it('adds the servant and its master as a new team, hidden true name, base moved to a region here', async () => {
    expect(await host.importServant(otherCampaignFile({ freshIds: true }), 'rider')).toEqual({ ok: true })
    const state = await host.state()
    const campaign = state.gm!.context.campaign
    const team = campaign.teams.find((t) => t.id === 'gold')
    expect(team).toMatchObject({ master: 'm-gil', servant: 'rider', base: campaign.regions[0].id })
    expect(campaign.servants.find((s) => s.id === 'rider')).toMatchObject({ trueName: 'Medusa', trueNameRevealed: false, hp: 33 })
    expect(campaign.masters.find((m) => m.id === 'm-gil')?.team).toBe('gold')
    expect(state.notice && inEnglish(state.notice)).toMatch(/^Copied Saber \(Medusa\) and Han Haneul from “Seorin Grail War \(demo\)” as the team Red\. Its base is now /)
    expect(state.gm!.log.at(-1)!.text.en).toBe('Team imported: Red — Saber (Medusa), Han Haneul')
  })

  it('is one undoable event', async () => {
    await host.importServant(otherCampaignFile({ freshIds: true }), 'rider')
    expect(await host.undo()).toEqual({ ok: true })
    expect((await host.state()).gm!.context.campaign.teams.map((t) => t.id)).toEqual(['red', 'blue', 'green', 'violet'])
  })

  it('refuses a servant whose ids clash, with the reason, and changes nothing', async () => {
    const result = await host.importServant(otherCampaignFile({ freshIds: false }), 'saber')
    expect(result).toMatchObject({ ok: false, error: 'a team with id "red" is already in this campaign' })
    expect((await host.state()).gm!.head).toBe(0)
  })

  it('refuses while a phase runs: a team joins between phases', async () => {
    await host.dispatch({ type: 'turn.start' })
    const result = await host.importServant(otherCampaignFile({ freshIds: true }), 'rider')
    expect(result).toMatchObject({ ok: false, error: 'finish the running phase first: a team joins between phases' })
  })

  it('refuses a servant the file does not have, and a file that is not a campaign', async () => {
    const ghost = await host.importServant(otherCampaignFile({ freshIds: true }), 'ghost')
    expect(ghost).toMatchObject({ ok: false, error: 'the file has no servant "ghost"' })
    expect(ghost.ok ? '' : inKorean(ghost.why)).toBe('파일에 서번트 "ghost"가 없습니다')
    expect(await host.recordsInFile('[1, 2')).toMatchObject({ ok: false, error: expect.stringMatching(/^the file is not valid JSON: /) })
  })
})

import { describe, expect, it } from 'vitest'
import { createDocument, documentVersion, migrationNotes, parseCampaignDocument } from '@machines/campaign/document'
import { sumWheels } from '@machines/campaign/migrations/second-reading'
import { english, korean } from '@machines/reasons/format'
import { at, demoCampaign } from '../fixtures'

type Raw = Record<string, unknown>

const wheels = [
  { black: 3, red: 2, blue: 1, green: 1, white: 1 },
  { black: 0, red: 1, blue: 2, green: 1, white: 2 },
  { black: 1, red: 1, blue: 1, green: 2, white: 1 },
  { black: 6, red: 0, blue: 1, green: 0, white: 1 }
]

/** The demo as a version-2 file wrote it: a wheel per PC, "below 0" deadlines, the last turn's fights. */
function versionTwo(): Raw {
  const doc = JSON.parse(JSON.stringify(createDocument(demoCampaign(), at))) as Raw
  const { atRisk: _a, lifeProposals: _l, offers: _o, sceneUses: _s, party: _p, ...campaign } = doc.initial as Raw
  const { winnerCountsMp: _w, scoutTarget: _t, ...settings } = campaign.settings as Raw
  const servants = (campaign.servants as Raw[]).map((s) => (s.id === 'lancer' ? { ...s, mp: -5 } : s))
  const masters = (campaign.masters as Raw[]).map((m) => (m.id === 'm-sora' ? { ...m, hp: 0 } : m))
  const initial = {
    ...campaign,
    settings,
    servants,
    masters,
    scene: 3,
    pcs: (campaign.pcs as Raw[]).map((pc, i) => ({ ...pc, wheel: wheels[i] })),
    deadlines: [{ actor: 'lancer', scene: 4, rule: 'V.4' }],
    lastTurn: { turn: 2, fights: [{ actors: ['m-elias', 'm-verdant'], region: 'market' }], duelOpportunities: [{ by: 'lancer', servant: 'caster', region: 'old-town' }] }
  }
  const pc = { ...(campaign.pcs as Raw[])[0], hp: 12, wheel: wheels[0] }
  return { ...doc, version: 2, initial, events: [{ at, author: 'gm', command: { type: 'edit.pc.upsert', pc }, rules: [] }], head: 1, checkpoints: [] }
}

describe('to version 4: the rules read again (issue 12)', () => {
  it('E.73 the PCs’ wheels are summed into the party’s one wheel, capped as a domain is', () => {
    expect(sumWheels(wheels)).toEqual({ black: 10, red: 4, blue: 5, green: 4, white: 5 })
    expect(sumWheels([{ black: 60, red: 0, blue: 0, green: 0, white: 0 }, { black: 60, red: 0, blue: 0, green: 0, white: 0 }]).black).toBe(99)
  })

  it('E.73 V.10 T.12 T.15 a version-2 file opens as the current version: one party wheel, the at-risk list, the pending fights', () => {
    const result = parseCampaignDocument(versionTwo())
    if (!result.ok) throw new Error(english(result.why))
    expect(result).toMatchObject({ ok: true, migratedFrom: 2 })
    if (!result.ok) return
    const campaign = result.value.initial
    expect(result.value.version).toBe(documentVersion)
    expect(campaign.party.wheel).toEqual({ black: 10, red: 4, blue: 5, green: 4, white: 5 })
    expect(campaign.pcs.every((pc) => !('wheel' in pc))).toBe(true)
    // A PC sheet in the log no longer holds a wheel either.
    expect('wheel' in (result.value.events[0]!.command as { pc: Raw }).pc).toBe(false)
    // The old deadline keeps its scene; a master at exactly 0, missed by the first reading, is taken as fallen in the last scene.
    expect(campaign.atRisk).toEqual([
      { actor: 'lancer', pool: 'mp', rule: 'V.4', fell: 3, by: 4 },
      { actor: 'm-sora', pool: 'hp', rule: 'V.6', fell: 3, by: 4 }
    ])
    expect(campaign.offers.map((o) => [o.id, o.rule, o.actors, o.state])).toEqual([
      ['t2-f1', 'T.12', ['m-elias', 'm-verdant'], 'pending'],
      ['t2-o1', 'T.15', ['lancer', 'caster'], 'pending']
    ])
    expect(campaign.settings).toMatchObject({ winnerCountsMp: false, scoutTarget: 4 })
  })

  it('E.73 the migration’s notice says what changed, in both languages', () => {
    const result = parseCampaignDocument(versionTwo())
    if (!result.ok) throw new Error('not migrated')
    const [notice] = migrationNotes(2, result.value)
    expect(english(notice!)).toBe(
      'The rules were read again: the PCs now share one wheel of fate (E.73), the sum of the wheels of 4 PCs (black / red / blue / green / white: 10 / 4 / 5 / 4 / 5); 2 pools at 0 or below are on the at-risk list (V.10).'
    )
    expect(korean(notice!)).toContain('PC 4명의 수레바퀴를 더한 값입니다 (흑 / 적 / 청 / 녹 / 백: 10 / 4 / 5 / 4 / 5)')
    expect(migrationNotes(4, result.value)).toEqual([])
  })

  it('migrating a file already in the new shape changes nothing of it', () => {
    const doc = JSON.parse(JSON.stringify(createDocument({ ...demoCampaign(), party: { wheel: { black: 2, red: 1, blue: 0, green: 0, white: 0 } } }, at))) as Raw
    const result = parseCampaignDocument({ ...doc, version: 2 })
    expect(result.ok && result.value.initial.party.wheel).toEqual({ black: 2, red: 1, blue: 0, green: 0, white: 0 })
  })
})

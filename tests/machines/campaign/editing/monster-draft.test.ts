import { describe, expect, it } from 'vitest'
import { demoCampaign } from '../fixtures'
import { monsterSchema, type Monster } from '@machines/campaign/model/encounter-records'
import { duplicateThreat, moveItem, newThreat, planProblems, renameThreat, threatIdFromName } from '@machines/campaign/editing/monster-draft'

const monster = (): Monster => structuredClone(demoCampaign().monsters[0]!)

// Issue 17: the monster form edits threats (14.09) and the board plan (14.01) without breaking the plan.
describe('monster draft', () => {
  it('14.01 renaming a threat id moves every paragraph planned with it, and the monster still validates', () => {
    const before = monster()
    const old = before.threats[1]!.id
    const at = before.board.paragraphs.findIndex((p) => p.threat === old)
    const after = renameThreat(before, 1, 'poison-fang')
    expect(after.threats[1]!.id).toBe('poison-fang')
    expect(after.board.paragraphs[at]!.threat).toBe('poison-fang')
    expect(after.board.paragraphs.some((p) => p.threat === old)).toBe(false)
    expect(monsterSchema.safeParse(after).success).toBe(true)
    expect(before.threats[1]!.id).toBe(old)
  })

  it('keeps the plan on the old id while another threat still has it (a duplicate id being fixed)', () => {
    const m = monster()
    const twin = { ...m, threats: [...m.threats, { ...m.threats[0]!, name: { ko: '쌍둥이', en: 'Twin' } }] }
    const renamed = renameThreat(twin, twin.threats.length - 1, 'twin')
    expect(renamed.board.paragraphs.map((p) => p.threat)).toEqual(m.board.paragraphs.map((p) => p.threat))
  })

  it('a threat id from its name is romanized and free among the other threats', () => {
    const m = monster()
    expect(threatIdFromName(m, 0, { ko: '독니', en: '독니' })).toBe('dokni')
    const taken = m.threats[1]!.id
    expect(threatIdFromName(m, 0, { ko: taken, en: taken })).toBe(`${taken}-2`)
    expect(threatIdFromName(m, 1, { ko: taken, en: taken })).toBe(taken)
  })

  it('a new threat (14.09) has an id no threat has and passes the threat schema once added', () => {
    const m = monster()
    const threat = newThreat(m)
    expect(m.threats.map((t) => t.id)).not.toContain(threat.id)
    expect(monsterSchema.safeParse({ ...m, threats: [...m.threats, threat] }).success).toBe(true)
  })

  it('duplicates a threat right after it, named as a copy with a free id', () => {
    const m = monster()
    const copied = duplicateThreat(m, 0)
    expect(copied.threats).toHaveLength(m.threats.length + 1)
    expect(copied.threats[1]!.name.ko).toBe(`${m.threats[0]!.name.ko} (사본)`)
    expect(new Set(copied.threats.map((t) => t.id)).size).toBe(copied.threats.length)
    expect(monsterSchema.safeParse(copied).success).toBe(true)
  })

  it('moves an item one place and leaves the ends alone', () => {
    expect(moveItem(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c'])
    expect(moveItem(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b'])
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c'])
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c'])
  })

  it('14.01 names a threat planned twice and a threat that does not exist, as the schema refuses them', () => {
    const m = monster()
    const first = m.board.paragraphs[0]!.threat
    m.board.paragraphs[3]!.threat = first
    m.board.paragraphs[4]!.threat = 'nobody'
    const problems = planProblems(m)
    expect(problems.slice(0, 3)).toEqual([null, null, null])
    expect(problems[3]).toEqual({ kind: 'twice', threat: first, first: 0 })
    expect(problems[4]).toEqual({ kind: 'unknown', threat: 'nobody' })
    expect(monsterSchema.safeParse(m).success).toBe(false)
    expect(planProblems(monster())).toEqual([null, null, null, null, null])
  })
})

import { describe, expect, it } from 'vitest'
import samplePcs from '@data/encounter/sample-pcs.json'
import sampleMonster from '@data/encounter/sample-monster.json'
import { gameTables } from '@machines/campaign/model/game-tables'
import { campaignSchema, type Campaign } from '@machines/campaign/model/campaign'
import { demoCampaign, demoEngine, mustDispatch } from '../fixtures'
import { campaignOf, refusal } from './helpers'
const sampleTables = gameTables()

function withEncounterData(): Campaign {
  return campaignSchema.parse({ ...demoCampaign(), pcs: structuredClone(samplePcs), monsters: [structuredClone(sampleMonster)], tables: structuredClone(sampleTables) })
}
const engineWithData = () => demoEngine(withEncounterData()).engine
const pc = () => structuredClone(withEncounterData().pcs[0]!)
const table = () => structuredClone(withEncounterData().tables[0]!)

describe('edit.pc.upsert / edit.pc.remove', () => {
  it('E.70 replaces a PC sheet with new ability ranks', () => {
    const engine = engineWithData()
    const edited = { ...pc(), abilities: { ...pc().abilities, valor: { rank: 'S' as const, modifier: 2 } } }
    mustDispatch(engine, { type: 'edit.pc.upsert', pc: edited })
    expect(campaignOf(engine).pcs[0]).toEqual(edited)
  })

  it('adds a PC with a new id at the end', () => {
    const engine = engineWithData()
    mustDispatch(engine, { type: 'edit.pc.upsert', pc: { ...pc(), id: 'pc-new' } })
    expect(campaignOf(engine).pcs.map((p) => p.id)).toEqual([...samplePcs.map((p) => p.id), 'pc-new'])
  })

  it('refuses hp above maxHp, naming the field', () => {
    const engine = engineWithData()
    expect(refusal(engine, { type: 'edit.pc.upsert', pc: { ...pc(), hp: 99 } })).toBe('PC pc-haneul ▸ hp: hp above maxHp')
  })

  it('removes a PC, and refuses an unknown one', () => {
    const engine = engineWithData()
    mustDispatch(engine, { type: 'edit.pc.remove', pc: 'pc-haneul' })
    expect(campaignOf(engine).pcs.some((p) => p.id === 'pc-haneul')).toBe(false)
    expect(refusal(engine, { type: 'edit.pc.remove', pc: 'pc-haneul' })).toBe('unknown PC "pc-haneul"')
  })

  it('refuses to remove a PC while a phase runs', () => {
    const engine = engineWithData()
    mustDispatch(engine, { type: 'turn.start' })
    expect(refusal(engine, { type: 'edit.pc.remove', pc: 'pc-haneul' })).toBe('finish the running war turn first: removing a PC waits until no phase runs')
  })

  it('undo restores the removed PC', () => {
    const engine = engineWithData()
    mustDispatch(engine, { type: 'edit.pc.remove', pc: 'pc-haneul' })
    engine.undo()
    expect(campaignOf(engine).pcs[0]).toEqual(pc())
  })
})

describe('edit.monster.upsert / edit.monster.remove', () => {
  it('replaces a monster body (14.01)', () => {
    const engine = engineWithData()
    const monster = structuredClone(withEncounterData().monsters[0]!)
    mustDispatch(engine, { type: 'edit.monster.upsert', monster: { ...monster, body: { ...monster.body, hp: 60 } } })
    expect(campaignOf(engine).monsters[0]!.body.hp).toBe(60)
  })

  it('refuses a board that plans an unknown threat', () => {
    const engine = engineWithData()
    const monster = structuredClone(withEncounterData().monsters[0]!)
    monster.board.paragraphs[0]!.threat = 'ghost'
    expect(refusal(engine, { type: 'edit.monster.upsert', monster })).toBe('monster ferry-shade ▸ board ▸ paragraph 1 ▸ threat: unknown threat "ghost"')
  })

  it('removes a monster, and undo brings it back', () => {
    const engine = engineWithData()
    mustDispatch(engine, { type: 'edit.monster.remove', monster: sampleMonster.id })
    expect(campaignOf(engine).monsters).toEqual([])
    engine.undo()
    expect(campaignOf(engine).monsters.map((m) => m.id)).toEqual([sampleMonster.id])
  })

  it('refuses an unknown monster', () => {
    const engine = engineWithData()
    expect(refusal(engine, { type: 'edit.monster.remove', monster: 'kraken' })).toBe('unknown monster "kraken"')
  })
})

describe('edit.table.upsert / edit.table.remove', () => {
  it('replaces a face text of the target table (E.31)', () => {
    const engine = engineWithData()
    const edited = table()
    edited.faces[0]!.text = { ko: '악의.', en: 'Spite.' }
    mustDispatch(engine, { type: 'edit.table.upsert', table: edited })
    expect(campaignOf(engine).tables[0]!.faces[0]!.text).toEqual({ ko: '악의.', en: 'Spite.' })
  })

  it('refuses a 1D6 table missing a face', () => {
    const engine = engineWithData()
    const edited = table()
    edited.faces.pop()
    expect(refusal(engine, { type: 'edit.table.upsert', table: edited })).toBe('table target ▸ faces: no face for roll 6')
  })

  it('refuses to remove a table another table rolls on', () => {
    const engine = engineWithData()
    expect(refusal(engine, { type: 'edit.table.remove', table: 'random-item' })).toBe('table "spoils" rolls on "random-item" (face 5)')
  })

  it('E.31 refuses to change the dice or rolls of a table while a battle runs, but lets its texts change', () => {
    const engine = engineWithData()
    mustDispatch(engine, { type: 'encounter.start', monster: withEncounterData().monsters[0]!.id, pcs: [pc().id] })
    const twoDice = { ...table(), dice: '2D6' as const, faces: [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((roll) => ({ roll, text: { ko: `눈 ${roll}`, en: `face ${roll}` } })) }
    expect(refusal(engine, { type: 'edit.table.upsert', table: twoDice })).toBe('a battle is running: table "target" keeps its dice and rolls until it ends (texts may change)')
    const retitled = table()
    retitled.faces[0]!.text = { ko: '다시 악의.', en: 'Spite, again.' }
    mustDispatch(engine, { type: 'edit.table.upsert', table: retitled })
    expect(campaignOf(engine).tables[0]!.faces[0]!.text.en).toBe('Spite, again.')
  })

  it('removes a table nothing rolls on, and undo restores it', () => {
    const engine = engineWithData()
    mustDispatch(engine, { type: 'edit.table.remove', table: 'battlefield' })
    expect(campaignOf(engine).tables.map((t) => t.id)).toEqual(['target', 'spoils', 'damage', 'random-item', 'fatal-wound'])
    engine.undo()
    expect(campaignOf(engine).tables.map((t) => t.id)).toEqual(['target', 'spoils', 'damage', 'random-item', 'battlefield', 'fatal-wound'])
  })
})

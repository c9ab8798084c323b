import type { Monster, Threat } from '../model/encounter-records'
import { idFromName } from './id-from-name'

/** The paragraphs of an encounter board (14.01). */
export const boardParagraphCount = 5

/** The same list with the item at `from` moved one place up (-1) or down (+1); unchanged at an end. */
export function moveItem<T>(list: readonly T[], from: number, step: -1 | 1): T[] {
  const moved = [...list]
  const to = from + step
  if (from < 0 || from >= list.length || to < 0 || to >= list.length) return moved
  ;[moved[from], moved[to]] = [moved[to]!, moved[from]!]
  return moved
}

/**
 * Gives the threat at `index` a new id; every board paragraph planned with the old id follows it (14.01:
 * the board names its threats by id), unless another threat still has the old id (a duplicate being fixed).
 */
export function renameThreat(monster: Monster, index: number, id: string): Monster {
  const threat = monster.threats[index]
  if (!threat || threat.id === id) return monster
  const old = threat.id
  const threats = monster.threats.map((t, i) => (i === index ? { ...t, id } : t))
  const oldStillUsed = threats.some((t) => t.id === old)
  const paragraphs = monster.board.paragraphs.map((p) => (p.threat === old && !oldStillUsed ? { ...p, threat: id } : p))
  return { ...monster, threats, board: { paragraphs } }
}

/** The id a threat gets from its name (romanized), free among the monster's other threats. */
export function threatIdFromName(monster: Monster, index: number, name: { ko: string; en: string }): string {
  return idFromName(name, monster.threats.filter((_, i) => i !== index).map((t) => t.id), 'threat')
}

/** A new threat card for the monster (14.09): an attack threat checked with 무용, its id free. */
export function newThreat(monster: Monster): Threat {
  const taken = monster.threats.map((t) => t.id)
  let n = monster.threats.length + 1
  while (taken.includes(`threat-${n}`)) n++
  return {
    id: `threat-${n}`,
    // One name for both languages, so the id follows whichever the GM types.
    name: { ko: `threat-${n}`, en: `threat-${n}` },
    kind: 'attack',
    durability: 5,
    attack: 4,
    power: 5,
    check: 'valor',
    effect: { ko: '', en: '' },
    traits: []
  }
}

/** A copy of the threat at `index`, placed right after it, named as a copy and with a free id from that name. */
export function duplicateThreat(monster: Monster, index: number): Monster {
  const threat = monster.threats[index]
  if (!threat) return monster
  const name = { ko: `${threat.name.ko} (사본)`, en: `${threat.name.en} (copy)` }
  const copy: Threat = { ...structuredClone(threat), name, id: idFromName(name, monster.threats.map((t) => t.id), 'threat') }
  const threats = [...monster.threats.slice(0, index + 1), copy, ...monster.threats.slice(index + 1)]
  return { ...monster, threats }
}

/** Why a paragraph's planned threat cannot be saved: no threat has that id, or an earlier paragraph plans it too. */
export type PlanProblem = { kind: 'unknown'; threat: string } | { kind: 'twice'; threat: string; first: number }

/**
 * Each paragraph's problem (or null) by the schema's own rule (monsterSchema: every planned threat exists,
 * each once), so the form can say it before saving; `first` is the paragraph (0-based) that plans it first.
 */
export function planProblems(monster: Monster): (PlanProblem | null)[] {
  const ids = new Set(monster.threats.map((t) => t.id))
  const firstAt = new Map<string, number>()
  return monster.board.paragraphs.map((paragraph, i) => {
    if (!ids.has(paragraph.threat)) return { kind: 'unknown', threat: paragraph.threat }
    const first = firstAt.get(paragraph.threat)
    if (first !== undefined) return { kind: 'twice', threat: paragraph.threat, first }
    firstAt.set(paragraph.threat, i)
    return null
  })
}

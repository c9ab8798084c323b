import type { Servant, SheetCard } from '../../model/campaign'
import type { Settings } from '../../model/settings'
import { gradeOfRank } from '../../model/rank-grade'
import { idFromName } from '../id-from-name'
import { reason } from '../../../reasons/reason'

type Skill = Servant['skills'][number]
type NoblePhantasm = Servant['noblePhantasms'][number]
import { fold, gradeCount, listItems, numberAfter, type CellItem, type CellResult } from './cells'

// A servant's skills, noble phantasms and sheet cards from their cells (syntax in cells.ts):
// `직감 B (4x2, 약점 반격, 원거리)`, `엑스칼리버 A++ (12x1, 대군, 방어 2)`, `화염구 (3x2, 1공정)`, `치명 일격 (6x1)`.

const weakWords: Record<string, 'smash' | 'counter' | 'assault'> = { 강타: 'smash', 반격: 'counter', 맹공: 'assault', smash: 'smash', counter: 'counter', assault: 'assault' }
const kindWords: Record<string, SheetCard['kind']> = {
  마술: 'magic', magic: 'magic', 치명: 'critical', critical: 'critical',
  강타: 'smash', smash: 'smash', 반격: 'counter', counter: 'counter', 맹공: 'assault', assault: 'assault'
}
const areaWords = new Set(['대군', '대성', '광역', '대군보구', '대성보구', 'area', 'anti-army', 'anti-fortress', 'antiarmy', 'antifortress'])
const singleWords = new Set(['대인', '대인보구', 'anti-unit', 'antiunit', 'single'])
const rangedWords = new Set(['원거리', 'ranged'])
const reorganizeWords = new Set(['재정비', 'reorganize'])
const guardWords = ['방어', 'guard']

/** `약점 반격`, `약점반격`, `weak counter`, `weakto counter`: the basic card a skill card loses to (D.2). */
function weakOf(option: string): 'smash' | 'counter' | 'assault' | null {
  const found = /^(?:약점|weakto|weak)(.+)$/.exec(fold(option))
  return found ? (weakWords[found[1]!] ?? null) : null
}

/** `1공정`, `2 steps`, `steps 2`: a spell's steps (D.47). */
function stepsOf(option: string): number | null {
  const found = /^(?:(\d{1,2})(?:공정|steps?|step)|steps?(\d{1,2}))$/.exec(fold(option))
  return found ? Number(found[1] ?? found[2]) : null
}

/** Ids for a servant's items from their names, never a basic card's (D.22) and never twice on one sheet. */
export class ItemIds {
  private readonly taken: string[] = ['smash', 'counter', 'assault']
  /** Keeps an id already on the sheet from being given again. */
  reserve(id: string): void {
    this.taken.push(id)
  }
  /** A free id from the item's name. */
  next(name: CellItem['name'], stem: string): string {
    const id = idFromName(name, this.taken, stem)
    this.taken.push(id)
    return id
  }
}

/** The skills of a `스킬` cell (D.2 cards, D.47 guard, D.52 reorganize). */
export function skillsOf(cell: string, ids: ItemIds): CellResult<Skill[]> {
  const items = listItems(cell)
  if (!items.ok) return items
  const skills: Skill[] = []
  for (const item of items.value) {
    let card: { grade: number; count: number } | null = null
    let weakTo: 'smash' | 'counter' | 'assault' | null = null
    let ranged = false
    let guard = 0
    let reorganize = false
    for (const option of item.options) {
      const folded = fold(option)
      const gc = gradeCount(option)
      const weak = weakOf(option)
      const guarded = numberAfter(option, guardWords)
      if (gc) card = gc
      else if (weak) weakTo = weak
      else if (guarded !== null) guard = guarded
      else if (rangedWords.has(folded)) ranged = true
      else if (reorganizeWords.has(folded)) reorganize = true
      else return { ok: false, why: reason('reason.campaign.pasteSkillOption', { option }) }
    }
    if (card && !weakTo) return { ok: false, why: reason('reason.campaign.pasteSkillWeak', { name: item.name.ko }) }
    if (!card && (weakTo || ranged)) return { ok: false, why: reason('reason.campaign.pasteSkillNoCard', { name: item.name.ko }) }
    skills.push({
      id: ids.next(item.name, 'skill'),
      name: item.name,
      ...(item.rank ? { rank: item.rank } : {}),
      ...(card && weakTo ? { card: { ...card, weakTo, ranged } } : {}),
      guard,
      reorganize,
      text: { ko: '', en: '' }
    })
  }
  return { ok: true, value: skills }
}

/** The noble phantasms of a `보구` cell (D.34, D.51 area, D.47 guard); the grade defaults from the rank by ⚙ rankGrades. */
export function noblePhantasmsOf(cell: string, ids: ItemIds, settings: Pick<Settings, 'rankGrades'>): CellResult<NoblePhantasm[]> {
  const items = listItems(cell)
  if (!items.ok) return items
  const nps: NoblePhantasm[] = []
  for (const item of items.value) {
    let card: { grade: number; count: number } | null = null
    let area = false
    let guard = 0
    for (const option of item.options) {
      const folded = fold(option)
      const gc = gradeCount(option)
      const guarded = numberAfter(option, guardWords)
      if (gc) card = gc
      else if (guarded !== null) guard = guarded
      else if (areaWords.has(folded)) area = true
      else if (singleWords.has(folded)) area = false
      else return { ok: false, why: reason('reason.campaign.pasteNpOption', { option }) }
    }
    if (!card && !item.rank) return { ok: false, why: reason('reason.campaign.pasteNpGrade', { name: item.name.ko }) }
    nps.push({
      id: ids.next(item.name, 'np'),
      name: item.name,
      ...(item.rank ? { rank: item.rank } : {}),
      grade: card?.grade ?? gradeOfRank(item.rank!, settings),
      count: card?.count ?? 1,
      area,
      guard,
      text: { ko: '', en: '' }
    })
  }
  return { ok: true, value: nps }
}

/**
 * The sheet cards of a cell (D.22, D.30–D.34, D.40, D.47): in a `마술` cell every item is a spell; in a
 * `판정패` cell each item starts with its kind (`마술`, `치명`, `강타`, `반격`, `맹공`). A spell's steps
 * default to 2 (D.47), a card's grade × count must be written.
 */
export function sheetCardsOf(cell: string, ids: ItemIds, kind: SheetCard['kind'] | null): CellResult<SheetCard[]> {
  const items = listItems(cell)
  if (!items.ok) return items
  const cards: SheetCard[] = []
  for (const item of items.value) {
    let cardKind = kind
    let name = item.name
    if (!cardKind) {
      const [first, ...rest] = item.name.ko.split(/\s+/)
      cardKind = kindWords[fold(first ?? '')] ?? null
      if (!cardKind || rest.length === 0) return { ok: false, why: reason('reason.campaign.pasteCardKind', { item: item.name.ko }) }
      const [, ...restEn] = item.name.en.split(/\s+/)
      name = { ko: rest.join(' '), en: item.name.en === item.name.ko ? rest.join(' ') : restEn.join(' ') || rest.join(' ') }
    }
    let card: { grade: number; count: number } | null = null
    let steps: number | null = null
    let ranged = false
    for (const option of item.options) {
      const gc = gradeCount(option)
      const step = stepsOf(option)
      if (gc) card = gc
      else if (step !== null) steps = step
      else if (rangedWords.has(fold(option))) ranged = true
      else return { ok: false, why: reason('reason.campaign.pasteCardOption', { option }) }
    }
    if (!card) return { ok: false, why: reason('reason.campaign.pasteCardGrade', { name: name.ko }) }
    if (steps !== null && cardKind !== 'magic') return { ok: false, why: reason('reason.campaign.pasteStepsNotMagic', { name: name.ko }) }
    if (steps === 0) return { ok: false, why: reason('reason.campaign.pasteStepsZero', { name: name.ko }) }
    cards.push({
      id: ids.next(name, 'card'),
      name,
      kind: cardKind,
      ...card,
      ranged,
      ...(cardKind === 'magic' ? { steps: steps ?? 2 } : {})
    })
  }
  return { ok: true, value: cards }
}

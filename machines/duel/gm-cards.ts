import { basicCardKinds, type BasicCardKind } from '../campaign/model/settings'
import type { HandCard } from './rules/hand'

/** The kinds of card a GM may hand a combatant as the duel starts (D.22), the ones a sheet never derives first. */
export const gmCardKinds = ['magic', 'critical', 'skill', 'np', ...basicCardKinds] as const
/** A kind of GM card. */
export type GmCardKind = (typeof gmCardKinds)[number]

/** A GM card as the start form holds it, every option at hand whatever the kind. */
export interface GmCardChoice {
  kind: GmCardKind
  grade: number
  count: number
  ranged: boolean
  /** Magic only: its steps, any whole number ≥ 1 (D.47); 1 is a single-step spell (D.32). */
  steps: number
  /** NP only: an area NP (D.34). */
  area: boolean
  /** Skill only: the basic card it is weak to (D.2). */
  weakTo: BasicCardKind
}

/** A fresh GM card for the form: a grade-3 magic, the card GMs add most. */
export function newGmCard(): GmCardChoice {
  return { kind: 'magic', grade: 3, count: 1, ranged: false, steps: 2, area: false, weakTo: 'smash' }
}

/**
 * The hand card a GM's choice makes (D.22): a basic kind keeps its own key, so it replaces the
 * derived card of that name; any other is added under `kind-n` (its place in the list, from 1).
 */
export function gmHandCard(choice: GmCardChoice, index: number): HandCard {
  const basic = (basicCardKinds as readonly string[]).includes(choice.kind)
  return {
    key: basic ? choice.kind : `${choice.kind}-${index + 1}`,
    kind: choice.kind,
    grade: choice.grade,
    count: choice.count,
    ...(choice.ranged ? { ranged: true } : {}),
    ...(choice.kind === 'magic' ? { steps: choice.steps } : {}),
    ...(choice.kind === 'np' && choice.area ? { area: true } : {}),
    ...(choice.kind === 'skill' ? { weakTo: choice.weakTo } : {})
  }
}

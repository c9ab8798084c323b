import type { BoardLine } from '@machines/encounter/board-view'
import type { EncounterNext } from '@machines/encounter/next-step'
import { domains, type BattleState, type BattlefieldEffect } from '@machines/campaign/model/encounter-records'
import { type Position, type Round } from '@machines/encounter/rules/terms'
import type { MessageKey } from '../../lib/i18n/en'

/** The translate function of the i18n switch. */
export type Translate = (key: MessageKey, params?: Record<string, string | number>) => string

/** Display names the encounter texts need, in the current language. */
export interface EncounterNames {
  pc: (id: string) => string
  threat: (id: string) => string
  table: (id: string) => string
  /** A text in the current language (a table roll's words, a note). */
  local: (text: { ko: string; en: string }) => string
}

/** A table roll's words with the note beside them (a correction of BCDice's words, or a reading). */
function tableWords(line: BoardLine, names: EncounterNames): string {
  const text = line.text ? names.local(line.text) : ''
  return line.note ? `${text} [${names.local(line.note)}]` : text
}

/** "Scout round", "Melee round 2", "Pursuit round". */
export function roundLabel(t: Translate, round: Round): string {
  if (round === 'scout') return t('encounter.round.scout')
  return round === 3 ? t('encounter.round.pursuit') : t('encounter.round.melee', { n: round })
}

/** "Paragraph 3", "Margin", "Off the board". */
export function whereLabel(t: Translate, position: Position | null): string {
  if (position === null) return t('encounter.where.off')
  return position === 'margin' ? t('encounter.where.margin') : t('encounter.where.paragraph', { n: position })
}

/** The next-step messages, each worded twice: for the GM (what to do) and for the players (what is happening). */
type NextKey = 'pick' | 'table' | 'scout' | 'counterattack' | 'plots' | 'reveal' | 'pcs' | 'pcsOrdered' | 'obstruct' | 'effect' | 'monster' | 'monsterTable' | 'roundEnd' | 'roundEndBound' | 'roundEndField' | 'fieldGift' | 'fieldEnd' | 'pursuit' | 'outcome' | 'finish'

/** Who reads the next-step line: the GM panel gives instructions, the board never does. */
export type NextAudience = 'gm' | 'players'

/** The "next step" line: what the rules do next and who acts (E.1–E.52), worded for `audience`. */
export function nextText(t: Translate, next: EncounterNext, names: EncounterNames, body: { level: number; defence: number }, audience: NextAudience = 'gm'): string {
  const say = (key: NextKey, params?: Record<string, string | number>) =>
    t(audience === 'gm' ? (`encounter.next.${key}` satisfies MessageKey) : (`encounter.board.next.${key}` satisfies MessageKey), params)
  const list = (ids: string[]) => ids.map(names.pc).join(', ')
  switch (next.kind) {
    case 'pick':
      return say('pick', { pc: names.pc(next.pc), purpose: t(`encounter.purpose.${next.purpose}`) })
    case 'table':
      return say('table', { table: names.table(next.table) })
    case 'scout':
      return say('scout', { pcs: list(next.pcs), target: next.target })
    case 'counterattack':
      return say('counterattack', { level: body.level })
    case 'plots':
      return next.waiting.length ? say('plots', { pcs: list(next.waiting) }) : say('reveal')
    case 'pcs':
      if (next.order?.length) return say('pcsOrdered', { where: whereLabel(t, next.position), pcs: next.order.map(names.pc).join(' → ') })
      return say('pcs', { where: whereLabel(t, next.position), pcs: list(next.pcs) })
    case 'obstruct':
      return say('obstruct', { threat: names.threat(next.threat), pcs: next.pcs.length ? list(next.pcs) : '—' })
    case 'effect':
      return say('effect', { threat: names.threat(next.threat) })
    case 'monster': {
      const threat = next.threat ? names.threat(next.threat) : '?'
      if (next.targetTable) return say('monsterTable', { n: next.paragraph, threat })
      return say('monster', { n: next.paragraph, threat, kind: t(`encounter.kind.${next.action}`) })
    }
    case 'roundEnd':
    {
      const bound = next.bound.length ? say('roundEndBound', { who: next.bound.map((key) => unitName(t, key, names)).join(', ') }) : null
      const field = next.field.length ? say('roundEndField', { who: next.field.map((key) => unitName(t, key, names)).join(', ') }) : null
      return bound && field ? `${bound} · ${field}` : (bound ?? field ?? say('roundEnd'))
    }
    case 'field':
      return next.due.kind === 'gift'
        ? say('fieldGift', { pc: names.pc(next.due.pc), domain: t(`encounter.domain.${next.due.domain}`), n: next.due.count })
        : say('fieldEnd', { n: next.due.rounds })
    case 'pursuit':
      return say('pursuit', { defence: body.defence })
    case 'outcome':
      return say('outcome', { table: names.table(next.table), pc: next.pc ? ` (${names.pc(next.pc)})` : '', count: next.remaining })
    case 'finish':
      return say('finish', { result: t(next.pcsWin ? 'encounter.won' : 'encounter.lost') })
  }
}

/** The name of a round-end unit key: `pc:<id>` or `body`. */
export function unitName(t: Translate, key: string, names: EncounterNames): string {
  return key === 'body' ? t('encounter.body') : names.pc(key.replace(/^pc:/, ''))
}

/** One public line of the battle, in words. */
export function lineText(t: Translate, line: BoardLine, names: EncounterNames): string {
  const pc = line.pc ? names.pc(line.pc) : ''
  const threat = line.threat ? names.threat(line.threat) : '?'
  const result = t(line.success ? 'encounter.log.success' : 'encounter.log.failure')
  switch (line.kind) {
    case 'battlefield':
      return t('encounter.log.battlefield', { text: tableWords(line, names) })
    case 'scout':
      return t('encounter.log.scout', { pc, n: line.paragraph ?? '', result: line.threat ? `${result} — ${threat}` : result })
    case 'scoutStop':
      return t('encounter.log.scoutStop')
    case 'counterattack':
      return t('encounter.log.counterattack', { n: line.amount ?? 0 })
    case 'round':
      return t('encounter.log.round', { round: roundLabel(t, line.round) })
    case 'plots':
      return t('encounter.log.plots')
    case 'place':
      return t('encounter.log.place', { threat, n: line.paragraph ?? '' })
    case 'attack': {
      // E.20: a gift may aim at a face-down threat, which the board names by its paragraph only
      const target = line.threat ? threat : line.paragraph !== null ? t('encounter.board.faceDownAt', { n: line.paragraph }) : t('encounter.body')
      if (!line.success) return t('encounter.log.attackMiss', { pc, target })
      if (line.threat) return t(line.broken ? 'encounter.log.attackBreak' : 'encounter.log.attackHold', { pc, target, n: line.amount ?? 0 })
      return t('encounter.log.attackHit', { pc, target, n: line.amount ?? 0 })
    }
    case 'spell':
      return t('encounter.log.spell', { pc })
    case 'move':
      return t('encounter.log.move', { pc, where: line.paragraph === null ? t('encounter.where.margin') : t('encounter.where.paragraph', { n: line.paragraph }) })
    case 'targetRoll':
      return t('encounter.log.targetRoll', { threat, text: tableWords(line, names) })
    case 'threatAttack':
      return line.success ? t('encounter.log.threatHit', { threat, pc, n: line.amount ?? 0 }) : t('encounter.log.threatDefended', { threat, pc })
    case 'threatSpell':
      if (!line.pc) return t('encounter.log.threatSpell', { threat })
      return t(line.success ? 'encounter.log.obstructed' : 'encounter.log.notObstructed', { pc, threat })
    case 'threatPass':
      return t('encounter.log.threatPass', { threat })
    case 'effectDone':
      return t('encounter.log.effectDone', { threat })
    case 'order':
      return t('encounter.log.order', { pcs: (line.text?.en ?? '').split(',').filter(Boolean).map((id) => names.pc(id)).join(' → ') })
    case 'inga': {
      const domain = domains.find((d) => d === line.text?.en)
      return t('encounter.log.inga', { pc, domain: domain ? t(`encounter.domain.${domain}`) : '' })
    }
    case 'bound':
      return t('encounter.log.bound', { who: line.pc ? pc : t('encounter.body'), n: line.amount ?? 0 })
    case 'fieldLoss':
      return t('encounter.log.fieldLoss', { who: line.pc ? pc : t('encounter.body'), n: line.amount ?? 0 })
    case 'fieldGift': {
      const domain = domains.find((d) => d === line.text?.en)
      return t(line.success ? 'encounter.log.fieldGift' : 'encounter.log.fieldGiftNot', { pc, domain: domain ? t(`encounter.domain.${domain}`) : '', n: line.amount ?? 0 })
    }
    case 'fieldEnd':
      return t(line.success ? 'encounter.log.fieldEnd' : 'encounter.log.fieldEndNot')
    case 'pursuit':
      return t('encounter.log.pursuit', { pc, result })
    case 'pursuitDecline':
      return t('encounter.log.pursuitDecline')
    case 'end':
      return t('encounter.log.end', { result: t(line.success ? 'encounter.won' : 'encounter.lost') })
    case 'table':
      return t('encounter.log.table', { text: tableWords(line, names), pc: line.pc ? ` → ${pc}` : '' })
    case 'adjust': {
      const who = pc || (line.threat ? threat : line.paragraph !== null ? t('encounter.board.faceDownAt', { n: line.paragraph }) : t('encounter.body'))
      return t(line.broken ? 'encounter.log.adjustBreak' : 'encounter.log.adjust', { who })
    }
  }
}

/** What a battlefield does, one line per part, for the GM panel and the board (E.63). */
export function fieldLines(t: Translate, effect: BattlefieldEffect | null | undefined): string[] {
  if (!effect) return []
  const state = (s: BattleState) => t(`encounter.state.${s}`)
  const lines: string[] = []
  if (effect.checkModifier) lines.push(t('encounter.field.checks', { state: effect.checkModifier.spares ? state(effect.checkModifier.spares) : '—' }))
  if (effect.roundEndLoss) {
    const who = effect.roundEndLoss.spares ? t('encounter.field.roundEndSpared', { state: state(effect.roundEndLoss.spares) }) : t('encounter.field.roundEndAll')
    lines.push(t('encounter.field.roundEnd', { who }))
  }
  if (effect.damageDie) lines.push(t(effect.damageDie === 'dealt' ? 'encounter.field.dealt' : 'encounter.field.taken'))
  if (effect.giftInga) lines.push(t('encounter.field.gift', { domain: t(`encounter.domain.${effect.giftInga.domain}`), n: effect.giftInga.count }))
  if (effect.battleEndLoss) lines.push(t('encounter.field.end'))
  return lines.length ? lines : [t('encounter.field.nothing')]
}

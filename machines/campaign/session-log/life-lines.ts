import type { AtRisk, Campaign, LifeProposal } from '../model/campaign'
import type { NameOf } from '../model/roster'
import { findActor } from '../model/roster'
import { poolValue, type Bilingual } from '../../text/bilingual'

const poolWords = { hp: { ko: '생명력', en: 'HP' }, mp: { ko: '마력', en: 'MP' } } as const
const sameEntry = (a: AtRisk, b: AtRisk): boolean => a.actor === b.actor && a.pool === b.pool

function valueOf(campaign: Campaign, entry: Pick<AtRisk, 'actor' | 'pool'>): number | undefined {
  return findActor(campaign, entry.actor)?.[entry.pool]
}

/** What changed on the at-risk list and the scene-end proposals between two states, in words (V.4, V.6, V.10). */
export function lifeChanges(before: Campaign, after: Campaign, name: NameOf): Bilingual[] {
  const lines: Bilingual[] = []
  for (const entry of after.atRisk) {
    if (before.atRisk.some((b) => sameEntry(b, entry))) continue
    const who = name(entry.actor)
    const value = poolValue(valueOf(after, entry) ?? 0)
    lines.push({
      ko: `위험: ${who.ko} ${poolWords[entry.pool].ko} ${value} — 장면 ${entry.by} 종료까지 0보다 높아야 함 (${entry.rule})`,
      en: `At risk: ${who.en} ${poolWords[entry.pool].en} ${value} — must be above 0 by the end of scene ${entry.by} (${entry.rule})`
    })
  }
  const ended = after.scene > before.scene
  for (const entry of before.atRisk) {
    if (after.atRisk.some((a) => sameEntry(a, entry)) || !ended) continue
    const value = valueOf(after, entry)
    if (value === undefined || value <= 0) continue
    const who = name(entry.actor)
    lines.push({
      ko: `위험 해소: ${who.ko} ${poolWords[entry.pool].ko} ${value} (${entry.rule})`,
      en: `No longer at risk: ${who.en} ${poolWords[entry.pool].en} ${value} (${entry.rule})`
    })
  }
  for (const proposal of after.lifeProposals) {
    if (before.lifeProposals.some((p) => p.actor === proposal.actor)) continue
    lines.push(proposalLine(proposal, name))
  }
  return lines
}

/** A scene-end proposal in words: who, what, why (V.4, V.6, V.10). */
export function proposalLine(proposal: LifeProposal, name: NameOf): Bilingual {
  const who = name(proposal.actor)
  const pools = (language: 'ko' | 'en'): string => proposal.pools.map((p) => `${poolWords[p.pool][language]} ${poolValue(p.value)}`).join(', ')
  const what = proposal.consequence === 'destroyed' ? { ko: '소멸', en: 'destroyed' } : { ko: '사망', en: 'dead' }
  return {
    ko: `장면 ${proposal.scene} 종료 — ${who.ko} ${what.ko} 제안 (${proposal.rule}, ${pools('ko')}): 수락하거나 제외하세요 (V.10)`,
    en: `End of scene ${proposal.scene} — proposed: ${who.en} ${what.en} (${proposal.rule}, ${pools('en')}); accept or strike it (V.10)`
  }
}

/** The rule ids behind a change of the at-risk list or the proposals (V.4, V.6, V.10). */
export function lifeRules(before: Campaign, after: Campaign): string[] {
  const ids = new Set<string>()
  for (const entry of after.atRisk) if (!before.atRisk.some((b) => sameEntry(b, entry))) ids.add(entry.rule)
  for (const proposal of after.lifeProposals) {
    if (before.lifeProposals.some((p) => p.actor === proposal.actor)) continue
    ids.add(proposal.rule)
    ids.add('V.10')
  }
  if (after.scene > before.scene && before.atRisk.some((b) => !after.atRisk.some((a) => sameEntry(a, b)))) ids.add('V.10')
  return [...ids]
}

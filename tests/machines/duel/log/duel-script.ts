import type { Campaign } from '@machines/campaign/model/campaign'
import { fixtureCampaign } from '../duel-fixture'

const korean: Record<string, string> = {
  saber: '세이버',
  lancer: '랜서',
  archer: '아처',
  'm-red': '린 레드',
  'm-blue': '바제트 블루',
  'm-green': '길 그린',
  red: '레드',
  blue: '블루',
  green: '그린'
}

/**
 * The duel tests' three-team campaign (tests/machines/duel/duel-fixture) with Korean names and
 * every secret a unique marker: true names, workshops, skill and NP names, GM notes.
 */
export function duelCampaign(): Campaign {
  const campaign = fixtureCampaign()
  const ko = (id: string, name: { ko: string; en: string }) => ({ ko: korean[id] ?? name.ko, en: name.en })
  return {
    ...campaign,
    notes: 'NOTE-DUEL-GM',
    teams: campaign.teams.map((t) => ({ ...t, name: ko(t.id, t.name) })),
    masters: campaign.masters.map((m) => ({ ...m, name: ko(m.id, m.name) })),
    servants: campaign.servants.map((s) => ({
      ...s,
      className: ko(s.id, s.className),
      trueName: `TRUENAME-${s.id}`,
      workshop: `WORKSHOP-${s.id}`,
      skills: s.skills.map((k) => ({ ...k, name: { ko: `SKILL-${k.id}`, en: `SKILL-${k.id}` } })),
      noblePhantasms: s.noblePhantasms.map((n) => ({ ...n, name: { ko: `NP-${n.id}`, en: `NP-${n.id}` } }))
    }))
  }
}

/** A sealed play of a duel command: one card per opponent (D.50). */
export const play = (actor: string, cards: [string, string][]) => ({ type: 'duel.play', actor, cards: cards.map(([opponent, card]) => ({ opponent, card })) })

const fire = { key: 'm-fire', kind: 'magic', grade: 3, count: 1, ranged: true }

/**
 * The whole melee of tests/machines/duel/board-view.test.ts, out of a war turn, through the
 * campaign: plays (one withdrawn and sealed again), a magic support, a row change, an intrusion, an
 * amendment, a failed and a successful retreat, the T.23 sign and a T.24 strike, then apply.
 */
export const wholeDuel: readonly Record<string, unknown>[] = [
  { type: 'duel.start', fromWarTurn: true, combatants: [{ actor: 'saber' }, { actor: 'lancer' }, { actor: 'm-red', row: 'back', cards: [fire] }] },
  play('saber', [['lancer', 'np-blade']]),
  play('lancer', [['saber', 'counter']]),
  { type: 'duel.unplay', actor: 'lancer' },
  play('lancer', [['saber', 'counter']]),
  { type: 'duel.play', actor: 'm-red', support: { ally: 'saber', type: 'general', mode: 'attack', magic: true } },
  { type: 'duel.reveal' },
  { type: 'duel.accept' },
  { type: 'duel.row', actor: 'm-red', row: 'front' },
  { type: 'duel.row', actor: 'm-red', row: 'back' },
  { type: 'duel.intrude', actor: 'archer', opponent: 'saber', used: { cards: { 'sk-shot': 1 } } },
  play('archer', [['saber', 'sk-shot']]),
  play('m-red', [['lancer', 'm-fire']]),
  play('saber', [['lancer', 'sk-burst'], ['archer', 'counter']]),
  play('lancer', [['archer', 'assault']]),
  { type: 'duel.reveal' },
  { type: 'duel.amend', pairing: 0, side: 'b', amount: 2 },
  { type: 'duel.accept' },
  { type: 'duel.retreat', actor: 'lancer', opponent: 'saber', cards: ['smash', 'smash', 'assault'] },
  play('saber', [['archer', 'smash']]),
  { type: 'duel.retreat', actor: 'archer', opponent: 'm-red', cards: ['smash', 'assault', 'smash'] },
  { type: 'duel.emotionSign', index: 0, from: 'lancer', sign: 'negative' },
  { type: 'duel.strike', list: 'info', index: 1, struck: true },
  { type: 'duel.apply' }
]

/**
 * tests/machines/duel/machine-life.test.ts's V.3 duel with Lancer at 5 hp: Saber's smash 5 takes it
 * to 0, the GM confirms the destruction, resumes past the end and ends the duel by hand.
 */
export const lifeDuel: readonly Record<string, unknown>[] = [
  { type: 'duel.start', combatants: [{ actor: 'saber' }, { actor: 'lancer' }, { actor: 'm-blue', row: 'back' }] },
  play('saber', [['lancer', 'smash']]),
  play('lancer', [['saber', 'assault']]),
  play('m-blue', []),
  { type: 'duel.reveal' },
  { type: 'duel.accept' },
  { type: 'duel.settle', actor: 'lancer', outcome: 'destroyed' },
  { type: 'duel.resume' },
  { type: 'duel.end' },
  { type: 'duel.apply' }
]

/** Lancer at 5 hp, for `lifeDuel`. */
export function lowLancerCampaign(): Campaign {
  const campaign = duelCampaign()
  return { ...campaign, servants: campaign.servants.map((s) => (s.id === 'lancer' ? { ...s, hp: 5 } : s)) }
}

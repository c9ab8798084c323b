import type { CampaignSnapshot } from './machine'
import type { Campaign } from './model/campaign'
import { boardView, type BoardView } from './board-view'
import type { SecretKind } from './guess'
import { checkRecordGuess } from './knowledge'
import { phaseTeamSheets, phaseTeamView, type PhaseTeamSheet, type PhaseTeamView } from './phases'
import type { Bilingual } from '../text/bilingual'
import type { Reason } from '../reasons/reason'

/** The team's master as its own players see it. */
export interface TeamMasterView {
  id: string
  name: Bilingual
  hp: number
  maxHp: number
  mp: number
  maxMp: number
  commandSeals: number
  status: 'active' | 'dead'
}

/** The team's servant as its own players see it: its secrets are theirs. */
export interface TeamServantView {
  id: string
  className: Bilingual
  trueName: string
  workshop: string
  /** Whether the board shows the true name (T.25: everyone may then know it). */
  trueNameRevealed: boolean
  hp: number
  maxHp: number
  mp: number
  maxMp: number
  status: 'active' | 'destroyed'
}

/** What the team knows, and only what it knows. */
export interface TeamKnowledge {
  /** T.22: its info points on other servants. */
  info: { servant: string; grade: number; source: string; turn: number }[]
  /** 3.5: the emotions its own actors hold. */
  emotions: { from: string; to: string; sign: 'positive' | 'negative'; points: number }[]
  /** T.25: its guesses and the GM's verdicts. */
  guesses: { servant: string; secret: SecretKind; text: string; correct: boolean | null; turn: number }[]
  /** T.25: for each other servant and secret, whether the team may guess now, or what it needs first. */
  openings: { servant: string; secret: SecretKind; allowed: boolean; why: Reason | null }[]
}

/** Everything one team's page shows: a whitelist built field by field, like the board's. */
export interface TeamView {
  team: { id: string; name: Bilingual; color: string }
  master: TeamMasterView | null
  servant: TeamServantView | null
  /** V.4 / V.6 deadlines of its own actors. */
  atRisk: { actor: string; scene: number; rule: 'V.4' | 'V.6' }[]
  knowledge: TeamKnowledge
  /** What the phases show the team of its own actors at any time (the duel: its cards). */
  sheets: PhaseTeamSheet[]
  /** The running phase's picture for this team: what the rules ask it now and its own sealed choices. */
  prompt: PhaseTeamView | null
  /** The public picture, exactly as the board has it. */
  board: BoardView
}

const secrets: readonly SecretKind[] = ['trueName', 'workshop']

function knowledgeOf(campaign: Campaign, team: string, own: ReadonlySet<string>): TeamKnowledge {
  const info = campaign.info.filter((i) => i.team === team)
  const guesses = campaign.guesses.filter((g) => g.team === team)
  // The same check the GM's guess.record meets, so the page never offers what the rules refuse (T.25).
  const openings = campaign.servants
    .filter((s) => s.team !== team)
    .flatMap((s) =>
      secrets.map((secret) => {
        const why = checkRecordGuess(campaign, { type: 'guess.record', team, servant: s.id, secret, text: '' }) ?? null
        return { servant: s.id, secret, allowed: why === null, why }
      })
    )
  return {
    info: info.map((i) => ({ servant: i.servant, grade: i.grade, source: i.source, turn: i.turn })),
    emotions: campaign.emotions.filter((e) => own.has(e.from)).map((e) => ({ from: e.from, to: e.to, sign: e.sign, points: e.points })),
    guesses: guesses.map((g) => ({ servant: g.servant, secret: g.secret, text: g.text, correct: g.correct, turn: g.turn })),
    openings
  }
}

/**
 * Builds what one team may see (docs/architecture.md): its own actors and knowledge, the public
 * board, and the running phase's prompt for it. Null for a team the campaign does not have.
 */
export function teamView(snapshot: CampaignSnapshot, team: string): TeamView | null {
  const { campaign, phase } = snapshot.context
  const record = campaign.teams.find((t) => t.id === team)
  if (!record) return null
  const m = campaign.masters.find((x) => x.id === record.master)
  const s = campaign.servants.find((x) => x.id === record.servant)
  const own = new Set([record.master, record.servant])
  return {
    team: { id: record.id, name: { ko: record.name.ko, en: record.name.en }, color: record.color },
    master: m
      ? { id: m.id, name: { ko: m.name.ko, en: m.name.en }, hp: m.hp, maxHp: m.maxHp, mp: m.mp, maxMp: m.maxMp, commandSeals: m.commandSeals, status: m.status }
      : null,
    servant: s
      ? {
          id: s.id,
          className: { ko: s.className.ko, en: s.className.en },
          trueName: s.trueName,
          workshop: s.workshop,
          trueNameRevealed: s.trueNameRevealed,
          hp: s.hp,
          maxHp: s.maxHp,
          mp: s.mp,
          maxMp: s.maxMp,
          status: s.status
        }
      : null,
    atRisk: campaign.atRisk.filter((entry) => own.has(entry.actor)).map((entry) => ({ actor: entry.actor, scene: entry.by, rule: entry.rule })),
    knowledge: knowledgeOf(campaign, team, own),
    sheets: phaseTeamSheets(campaign, team),
    prompt: phase ? phaseTeamView(phase, campaign, team) : null,
    board: boardView(snapshot)
  }
}

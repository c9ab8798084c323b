import type { CampaignSnapshot } from './machine'

/** One actor as the players may see it. */
export interface BoardActor {
  id: string
  kind: 'master' | 'servant'
  /** Master: its name. Servant: its class, or its true name once the GM revealed it. */
  label: { ko: string; en: string }
  status: 'active' | 'dead' | 'destroyed'
}

/** One team as the players may see it. */
export interface BoardTeam {
  id: string
  name: { ko: string; en: string }
  color: string
  master: BoardActor
  servant: BoardActor
}

/** What the projected board shows: built field by field (a whitelist), never by copying state. */
export interface BoardView {
  campaign: string
  turn: number
  scene: number
  phase: 'idle' | 'warTurn'
  teams: BoardTeam[]
  /** During a war turn: who has declared (never what) and whether the turn is resolved. */
  warTurn: { turn: number; declared: string[]; waitingFor: string[]; resolved: boolean } | null
  /** Public news lines the GM chose to show, newest last. */
  announcements: { turn: number; scene: number; text: string }[]
}

/** Display controls of the board that the GM holds outside the campaign (not undoable). */
export interface BoardDisplay {
  blank: boolean
  frozen: boolean
}

/** Builds the public picture of a campaign state. Every field here is public by the rules. */
export function boardView(snapshot: CampaignSnapshot): BoardView {
  const { campaign, phase } = snapshot.context
  const masters = new Map(campaign.masters.map((m) => [m.id, m]))
  const servants = new Map(campaign.servants.map((s) => [s.id, s]))
  const teams: BoardTeam[] = campaign.teams.map((t) => {
    const m = masters.get(t.master)!
    const s = servants.get(t.servant)!
    return {
      id: t.id,
      name: { ko: t.name.ko, en: t.name.en },
      color: t.color,
      master: { id: m.id, kind: 'master', label: { ko: m.name.ko, en: m.name.en }, status: m.status },
      servant: {
        id: s.id,
        kind: 'servant',
        label: s.trueNameRevealed
          ? { ko: `${s.className.ko} · ${s.trueName}`, en: `${s.className.en} · ${s.trueName}` }
          : { ko: s.className.ko, en: s.className.en },
        status: s.status
      }
    }
  })
  let warTurn: BoardView['warTurn'] = null
  if (phase?.kind === 'warTurn') {
    const declared = new Set(phase.context.declarations.map((d) => d.actor))
    const living = [
      ...campaign.masters.filter((m) => m.status === 'active').map((m) => m.id),
      ...campaign.servants.filter((s) => s.status === 'active').map((s) => s.id)
    ]
    warTurn = {
      turn: phase.context.turn,
      declared: living.filter((id) => declared.has(id)),
      waitingFor: living.filter((id) => !declared.has(id)),
      resolved: phase.value === 'resolved'
    }
  }
  return {
    campaign: campaign.name,
    turn: campaign.turn,
    scene: campaign.scene,
    phase: phase ? phase.kind : 'idle',
    teams,
    warTurn,
    announcements: campaign.announcements.slice(-8).map((a) => ({ turn: a.turn, scene: a.scene, text: a.text }))
  }
}

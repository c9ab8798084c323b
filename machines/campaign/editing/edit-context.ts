import type { Campaign } from '../model/campaign'
import { reason, type Reason } from '../../reasons/reason'
import type { Bilingual } from '../../text/bilingual'
import { definitionOf } from '../phases'

/** What an edit check reads: the campaign and which phase, if any, is running (with its context). */
export interface EditContext {
  campaign: Campaign
  phase: { kind: string; context: unknown } | null
}

/** The turn a campaign command happens in: the war turn being played, else the last finished one (0 before the first). */
export function currentTurn(context: EditContext): number {
  const phase = context.phase
  const playing = phase ? definitionOf(phase.kind).playingTurn?.(phase.context) : undefined
  return playing ?? context.campaign.turn
}

/** The structural changes a running phase holds back, as `phaseLock` names them. */
export const lockedChanges = {
  newTeam: { ko: '새 진영 추가', en: 'a new team' },
  removeTeam: { ko: '진영 삭제', en: 'removing a team' },
  removeRegion: { ko: '지역 삭제', en: 'removing a region' },
  removePc: { ko: 'PC 삭제', en: 'removing a PC' },
  removeMonster: { ko: '괴물 삭제', en: 'removing a monster' },
  removeTable: { ko: '표 삭제', en: 'removing a table' }
} satisfies Record<string, Bilingual>

/** Why a structural change (adding a team, removing anything) must wait for the running phase, or undefined. */
export function phaseLock(context: EditContext, what: keyof typeof lockedChanges): Reason | undefined {
  if (!context.phase) return undefined
  // A running phase holds ids in its own context; removing or adding actors under it would break it.
  return reason('reason.campaign.phaseLock', { phase: definitionOf(context.phase.kind).words.name, what: lockedChanges[what] })
}

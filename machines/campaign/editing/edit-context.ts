import type { Campaign } from '../model'

/** What an edit check reads: the campaign and which phase, if any, is running. */
export interface EditContext {
  campaign: Campaign
  phase: { kind: string } | null
}

const phaseNames: Record<string, string> = { warTurn: 'war turn' }

/** Why a structural change (adding a team, removing anything) must wait for the running phase, or undefined. */
export function phaseLock(context: EditContext, what: string): string | undefined {
  if (!context.phase) return undefined
  const phase = phaseNames[context.phase.kind] ?? context.phase.kind
  // A running phase holds ids in its own context; removing or adding actors under it would break it.
  return `finish the running ${phase} first: ${what} waits until no phase runs`
}

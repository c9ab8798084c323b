import type { TeamView } from './team-view'
import type { Bilingual } from '../text/bilingual'

/**
 * How a team's own page and private log name an actor: its own by their own names (its
 * servant's true name is its own secret), every other one as the board names it.
 */
export function teamActorNames(view: TeamView): Map<string, Bilingual> {
  const labels = new Map<string, Bilingual>()
  for (const team of view.board.teams) {
    labels.set(team.master.id, team.master.label)
    labels.set(team.servant.id, team.servant.label)
  }
  if (view.master) labels.set(view.master.id, view.master.name)
  if (view.servant) {
    const s = view.servant
    labels.set(s.id, { ko: `${s.className.ko} (${s.trueName})`, en: `${s.className.en} (${s.trueName})` })
  }
  return labels
}

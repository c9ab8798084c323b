import type { TeamView } from '@machines/campaign/team-view'

/** How a team page names an actor: its own by their own names (its servant's true name is its own), others as the board does. */
export function actorLabels(view: TeamView): Map<string, { ko: string; en: string }> {
  const labels = new Map<string, { ko: string; en: string }>()
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

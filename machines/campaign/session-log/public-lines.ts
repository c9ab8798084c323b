import type { BoardTeam } from '../board-view'
import { allPhases, definitionOf } from '../phases'
import type { PublicPicture } from './public-view'
import { line, quoted, type Bilingual } from '../../text/bilingual'

/** `A duel begins` / `The duel is over`: the line of a phase without its own start or end line. */
function phaseName(kind: string): Bilingual {
  return definitionOf(kind).words.name
}

function phaseLines(before: PublicPicture, after: PublicPicture): Bilingual[] {
  const was = before.board
  const now = after.board
  const lines: Bilingual[] = []
  if (was.phase !== now.phase) {
    if (was.phase !== 'idle') {
      const end = was.phaseView && definitionOf(was.phase).log.endLine?.(was.phaseView, now.turn)
      const p = phaseName(was.phase)
      lines.push(end ?? line(`${p.ko} 종료`, `The ${p.en} is over`))
    }
    if (now.phase !== 'idle') {
      const start = now.phaseView && definitionOf(now.phase).log.startLine?.(now.phaseView)
      const p = phaseName(now.phase)
      const article = /^[aeiou]/i.test(p.en) ? 'An' : 'A'
      lines.push(start ?? line(`${p.ko} 시작`, `${article} ${p.en} begins`))
    }
  }
  return lines
}

/** What each phase involved in the change saw on its own board (at most one runs at a time). */
function runningPhaseLines(before: PublicPicture, after: PublicPicture, actor: (id: string) => Bilingual): Bilingual[] {
  const teams = new Map(after.board.teams.map((t) => [t.id, line(t.name.ko, t.name.en)]))
  const team = (id: string): Bilingual => teams.get(id) ?? line(id, id)
  const kinds = new Set<string>([before.board.phase, after.board.phase].filter((kind) => kind !== 'idle'))
  return allPhases()
    .filter(({ kind }) => kinds.has(kind))
    .flatMap(({ kind, definition }) => {
      const was = before.board.phase === kind ? before.board.phaseView : null
      const now = after.board.phase === kind ? after.board.phaseView : null
      // The record only grows while a phase runs; a phase just started shows all of it.
      const added = after.phaseRecord.slice(was ? before.phaseRecord.length : 0)
      return definition.log.publicLines({ was, now, added, actor, team })
    })
}

function teamLines(before: PublicPicture, after: PublicPicture): Bilingual[] {
  const old = new Map(before.board.teams.map((t) => [t.id, t]))
  const lines: Bilingual[] = []
  for (const team of after.board.teams) {
    const was: BoardTeam | undefined = old.get(team.id)
    if (!was) {
      lines.push(line(
        `새 진영: ${team.name.ko} — ${team.servant.label.ko}, ${team.master.label.ko}`,
        `New team: ${team.name.en} — ${team.servant.label.en}, ${team.master.label.en}`
      ))
      continue
    }
    if (was.servant.label.ko !== team.servant.label.ko || was.servant.label.en !== team.servant.label.en) {
      lines.push(line(`서번트 표시 변경: ${was.servant.label.ko} → ${team.servant.label.ko}`, `Servant now shown as: ${was.servant.label.en} → ${team.servant.label.en}`))
    }
    if (was.servant.status !== team.servant.status) {
      lines.push(team.servant.status === 'destroyed'
        ? line(`${team.servant.label.ko} 소멸`, `${team.servant.label.en} is destroyed`)
        : line(`${team.servant.label.ko} 복귀`, `${team.servant.label.en} is back`))
    }
    if (was.master.status !== team.master.status) {
      lines.push(team.master.status === 'dead'
        ? line(`${team.master.label.ko} 사망`, `${team.master.label.en} is dead`)
        : line(`${team.master.label.ko} 복귀`, `${team.master.label.en} is back`))
    }
  }
  return lines
}

function newsLines(before: PublicPicture, after: PublicPicture): Bilingual[] {
  // Announcements and open rolls only ever grow; anything past the old count was shown by this event.
  const news = after.announcements.slice(before.announcements.length).map((a) => line(`소식: ${quoted(a.text)}`, `News: ${quoted(a.text)}`))
  const rolls = after.rolls
    .slice(before.rolls.length)
    .map((r) => (r.table ? line(`표 ${r.table.name.ko} ${r.table.roll}: ${r.table.words.ko}`, `Table ${r.table.name.en} ${r.table.roll}: ${r.table.words.en}`) : line(`주사위: ${r.command} → ${r.text}`, `Dice: ${r.command} → ${r.text}`)))
  return [...news, ...rolls]
}

/**
 * What the players saw change between two public pictures: phases starting and ending, what each
 * phase's board showed (who has declared, a duel's exchanges, a battle's log), servants shown or
 * gone, news. Built only from board data.
 */
export function publicLines(before: PublicPicture, after: PublicPicture): Bilingual[] {
  const labels = new Map(after.board.teams.flatMap((t) => [[t.master.id, t.master.label], [t.servant.id, t.servant.label]] as const))
  const actor = (id: string): Bilingual => labels.get(id) ?? { ko: id, en: id }
  return [...phaseLines(before, after), ...runningPhaseLines(before, after, actor), ...teamLines(before, after), ...newsLines(before, after)]
}

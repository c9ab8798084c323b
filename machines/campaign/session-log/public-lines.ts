import type { BoardTeam } from '../board-view'
import type { PublicPicture } from './public-view'
import { join, quoted, type Bilingual } from '../../text/bilingual'
import { phaseWord } from './words'
import { duelPublicLines } from '../../duel/log/public-lines'
import { encounterPublicLines } from '../../encounter/log/public-lines'

const line = (ko: string, en: string): Bilingual => ({ ko, en })

function phaseLines(before: PublicPicture, after: PublicPicture): Bilingual[] {
  const was = before.board
  const now = after.board
  const lines: Bilingual[] = []
  if (was.phase !== now.phase) {
    if (was.phase !== 'idle') {
      if (was.phaseView?.kind === 'warTurn') {
        const n = was.phaseView.turn
        lines.push(now.turn >= n ? line(`${n}회차 종료`, `War turn ${n} is over`) : line(`${n}회차 취소`, `War turn ${n} was called off`))
      } else {
        const p = phaseWord(was.phase)
        lines.push(line(`${p.ko} 종료`, `The ${p.en} is over`))
      }
    }
    if (now.phase !== 'idle') {
      if (now.phaseView?.kind === 'warTurn') {
        const n = now.phaseView.turn
        lines.push(line(`${n}회차 시작: 선언을 받습니다`, `War turn ${n} begins: declarations are open`))
      } else {
        const p = phaseWord(now.phase)
        const article = /^[aeiou]/i.test(p.en) ? 'An' : 'A'
        lines.push(line(`${p.ko} 시작`, `${article} ${p.en} begins`))
      }
    }
  }
  return lines
}

function warTurnLines(before: PublicPicture, after: PublicPicture, label: (id: string) => Bilingual): Bilingual[] {
  const was = before.board.phaseView?.kind === 'warTurn' ? before.board.phaseView : null
  const now = after.board.phaseView?.kind === 'warTurn' ? after.board.phaseView : null
  if (!was || !now || was.turn !== now.turn) return []
  const lines: Bilingual[] = []
  const added = now.declared.filter((id) => !was.declared.includes(id))
  const removed = was.declared.filter((id) => !now.declared.includes(id))
  if (added.length) {
    const who = join(added.map(label))
    lines.push(line(`선언 완료: ${who.ko}`, `Declared: ${who.en}`))
  }
  if (removed.length) {
    const who = join(removed.map(label))
    lines.push(line(`선언 취소: ${who.ko}`, `Declaration withdrawn: ${who.en}`))
  }
  if (!was.resolved && now.resolved) lines.push(line(`${now.turn}회차 판정 중`, `Turn ${now.turn} is being resolved`))
  if (was.resolved && !now.resolved) lines.push(line('선언을 다시 받습니다', 'Declarations are open again'))
  return lines
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
  // Announcements only ever grow; anything past the old count was shown by this event.
  return after.announcements.slice(before.announcements.length).map((a) => line(`소식: ${quoted(a.text)}`, `News: ${quoted(a.text)}`))
}

function duelLines(before: PublicPicture, after: PublicPicture): Bilingual[] {
  const was = before.board.phaseView?.kind === 'duel' ? before.board.phaseView : null
  const now = after.board.phaseView?.kind === 'duel' ? after.board.phaseView : null
  const teams = new Map(after.board.teams.map((t) => [t.id, line(t.name.ko, t.name.en)]))
  return duelPublicLines(was, now, (id) => teams.get(id) ?? line(id, id))
}

function encounterLines(before: PublicPicture, after: PublicPicture): Bilingual[] {
  const was = before.board.phaseView?.kind === 'encounter' ? before.board.phaseView : null
  const now = after.board.phaseView?.kind === 'encounter' ? after.board.phaseView : null
  // The log only grows while a battle runs; a battle just started shows all of its lines.
  const added = after.battleLog.slice(was ? before.battleLog.length : 0)
  // Inga banked with a check's mood die comes after what the check did, as in the GM's line.
  return encounterPublicLines(was, now, [...added.filter((l) => l.kind !== 'inga'), ...added.filter((l) => l.kind === 'inga')])
}

/**
 * What the players saw change between two public pictures: phases starting and ending, who has
 * declared, a turn being resolved, a duel's and a battle's board, servants shown or gone, news.
 * Built only from board data.
 */
export function publicLines(before: PublicPicture, after: PublicPicture): Bilingual[] {
  const labels = new Map(after.board.teams.flatMap((t) => [[t.master.id, t.master.label], [t.servant.id, t.servant.label]] as const))
  const label = (id: string): Bilingual => labels.get(id) ?? { ko: id, en: id }
  return [
    ...phaseLines(before, after),
    ...warTurnLines(before, after, label),
    ...duelLines(before, after),
    ...encounterLines(before, after),
    ...teamLines(before, after),
    ...newsLines(before, after)
  ]
}

import type { PublicChange } from '../../campaign/model/phase-definition'
import { join, line, type Bilingual } from '../../text/bilingual'
import type { WarTurnBoardView } from '../board-view'

/** The public line when a war turn starts: declarations are open (T.1). */
export function warTurnStartLine(view: WarTurnBoardView): Bilingual {
  return line(`${view.turn}회차 시작: 선언을 받습니다`, `War turn ${view.turn} begins: declarations are open`)
}

/** The public line when a war turn ends: applied (the board's turn reached it) or called off. */
export function warTurnEndLine(view: WarTurnBoardView, turn: number): Bilingual {
  const n = view.turn
  return turn >= n ? line(`${n}회차 종료`, `War turn ${n} is over`) : line(`${n}회차 취소`, `War turn ${n} was called off`)
}

/** What the players saw change in a running war turn: who declared (never what), the turn being resolved or reopened. */
export function warTurnPublicLines({ was, now, actor }: PublicChange<WarTurnBoardView>): Bilingual[] {
  if (!was || !now || was.turn !== now.turn) return []
  const lines: Bilingual[] = []
  const added = now.declared.filter((id) => !was.declared.includes(id))
  const removed = was.declared.filter((id) => !now.declared.includes(id))
  if (added.length) {
    const who = join(added.map(actor))
    lines.push(line(`선언 완료: ${who.ko}`, `Declared: ${who.en}`))
  }
  if (removed.length) {
    const who = join(removed.map(actor))
    lines.push(line(`선언 취소: ${who.ko}`, `Declaration withdrawn: ${who.en}`))
  }
  if (!was.resolved && now.resolved) lines.push(line(`${now.turn}회차 판정 중`, `Turn ${now.turn} is being resolved`))
  if (was.resolved && !now.resolved) lines.push(line('선언을 다시 받습니다', 'Declarations are open again'))
  return lines
}

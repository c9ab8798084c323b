import type { DuelBoardCombatant, DuelBoardExchange, DuelBoardView } from '../board-view'
import type { PublicChange } from '../../campaign/model/phase-definition'
import { join, line, type Bilingual } from '../../text/bilingual'
import { endReasonWords, rowWords, statusWords, verdictText } from '../words'
import { cardText, poolWords } from '../rules/words'

type Labels = Map<string, Bilingual>

const labelOf = (labels: Labels, id: string): Bilingual => labels.get(id) ?? line(id, id)

/** The pairings of a revealed exchange as the board shows them: cards, winner, what each side took. */
function exchangeLines(exchange: DuelBoardExchange, labels: Labels): Bilingual[] {
  const n = exchange.number
  if (exchange.pairings.length === 0) return [line(`교환 ${n}: 모두 대기`, `Exchange ${n}: everyone waits`)]
  const pairings = exchange.pairings.map((p) => {
    const side = (s: 'a' | 'b'): Bilingual => {
      const who = labelOf(labels, p[s].id)
      const card = cardText(p[s].card)
      return line(`${who.ko} (${card.ko})`, `${who.en} (${card.en})`)
    }
    const winner = p.winner ? labelOf(labels, p[p.winner].id) : null
    const verdict = winner ? line(`${winner.ko} 승`, `${winner.en} wins`) : line('승자 없음', 'no winner')
    const took = (['a', 'b'] as const)
      .filter((s) => p[s].took.amount > 0)
      .map((s) => {
        const who = labelOf(labels, p[s].id)
        const pool = poolWords[p[s].took.pool]
        return line(`${who.ko} ${pool.ko} −${p[s].took.amount}`, `${who.en} −${p[s].took.amount} ${pool.en}`)
      })
    const result = join([verdict, ...took])
    return line(`교환 ${n}: ${side('a').ko} vs ${side('b').ko} — ${result.ko}`, `Exchange ${n}: ${side('a').en} vs ${side('b').en} — ${result.en}`)
  })
  const supports = exchange.supports.map((s) => {
    const mode = s.mode === 'attack' ? line('공격', 'attack') : line('방어', 'defence')
    const from = labelOf(labels, s.from)
    const to = labelOf(labels, s.to)
    return line(`보조: ${from.ko} → ${to.ko} (${mode.ko})`, `Support: ${from.en} → ${to.en} (${mode.en})`)
  })
  return [...pairings, ...supports]
}

/** Damage amendments between two pictures of the same revealed exchange. */
function amendLines(was: DuelBoardExchange, now: DuelBoardExchange, labels: Labels): Bilingual[] {
  return now.pairings.flatMap((p, i) =>
    (['a', 'b'] as const).flatMap((s) => {
      const old = was.pairings[i]?.[s].took
      const took = p[s].took
      if (old && old.amount === took.amount && old.pool === took.pool) return []
      const who = labelOf(labels, p[s].id)
      const pool = poolWords[took.pool]
      return [line(`교환 ${now.number} 피해 수정: ${who.ko} ${pool.ko} −${took.amount}`, `Exchange ${now.number} damage amended: ${who.en} −${took.amount} ${pool.en}`)]
    })
  )
}

function poolLines(was: DuelBoardCombatant, now: DuelBoardCombatant): Bilingual[] {
  return (['hp', 'mp'] as const)
    .filter((pool) => was[pool] !== now[pool])
    .map((pool) => line(`${now.label.ko} ${poolWords[pool].ko} ${was[pool]} → ${now[pool]}`, `${now.label.en} ${poolWords[pool].en} ${was[pool]} → ${now[pool]}`))
}

function retreatLines(was: DuelBoardView, now: DuelBoardView, labels: Labels): Bilingual[] {
  return now.retreats.slice(was.retreats.length).map((r) => {
    const who = labelOf(labels, r.actor)
    const from = labelOf(labels, r.opponent)
    if (r.fateSpent) return line(`${who.ko}, 명운으로 ${from.ko}에게서 후퇴`, `${who.en} escapes ${from.en} on a fate point`)
    const cards = join(r.cards.map(cardText), ' + ')
    const shown = r.cards.length ? line(`: ${cards.ko}`, `: ${cards.en}`) : line('', '')
    return r.escaped
      ? line(`${who.ko}, ${from.ko}에게서 후퇴 (피해 ${r.damage}${shown.ko})`, `${who.en} withdraws from ${from.en} (took ${r.damage}${shown.en})`)
      : line(`${who.ko}, ${from.ko}에게서 후퇴 실패 (피해 ${r.damage}${shown.ko})`, `${who.en} fails to withdraw from ${from.en} (took ${r.damage}${shown.en})`)
  })
}

function fightersLine(view: DuelBoardView): Bilingual {
  const who = join(
    view.combatants.map((c) => (c.row === 'back' ? line(`${c.label.ko} (${rowWords.back.ko})`, `${c.label.en} (${rowWords.back.en})`) : line(c.label.ko, c.label.en)))
  )
  return view.fight === 'masters' ? line(`마스터 간 전투: ${who.ko}`, `Fight between masters: ${who.en}`) : line(`참가: ${who.ko}`, `Fighters: ${who.en}`)
}

/**
 * What the players saw change on a duel board (rules D): who sealed a play (never what), each
 * revealed exchange with its damage, amendments, retreats, intrusions, rows, pools, exits and the result.
 */
export function duelPublicLines({ was, now, team: side }: PublicChange<DuelBoardView>): Bilingual[] {
  if (!now) return []
  if (!was) return [fightersLine(now)]
  const labels: Labels = new Map([...was.combatants, ...now.combatants].map((c) => [c.id, line(c.label.ko, c.label.en)]))
  const old = new Map(was.combatants.map((c) => [c.id, c]))
  const lines: Bilingual[] = []
  for (const c of now.combatants) {
    if (!old.has(c.id)) lines.push(line(`${c.label.ko} 난입 (${rowWords[c.row].ko})`, `${c.label.en} joins the duel (${rowWords[c.row].en})`))
  }
  for (const c of now.combatants) {
    const before = old.get(c.id)
    if (before && before.row !== c.row) lines.push(line(`${c.label.ko} ${rowWords[c.row].ko}로 이동`, `${c.label.en} moves to the ${rowWords[c.row].en}`))
  }
  const sameCollecting = was.step === 'collecting' && now.step === 'collecting' && was.exchange === now.exchange
  if (sameCollecting) {
    for (const c of now.combatants) {
      const before = old.get(c.id)
      if (!before) continue
      if (!before.sealed && c.sealed) lines.push(line(`${c.label.ko} 판정패 제출`, `${c.label.en} has sealed a play`))
      if (before.sealed && !c.sealed) lines.push(line(`${c.label.ko} 판정패 취소`, `${c.label.en}'s play was withdrawn`))
    }
  }
  if (now.step === 'revealed' && was.step !== 'revealed' && now.shown) lines.push(...exchangeLines(now.shown, labels))
  if (now.step === 'revealed' && was.step === 'revealed' && was.shown && now.shown) lines.push(...amendLines(was.shown, now.shown, labels))
  if (now.played > was.played) lines.push(line(`교환 ${now.played} 확정`, `Exchange ${now.played} accepted`))
  lines.push(...retreatLines(was, now, labels))
  for (const c of now.combatants) {
    const before = old.get(c.id)
    if (before) lines.push(...poolLines(before, c))
  }
  for (const c of now.combatants) {
    const before = old.get(c.id)
    if (before && before.status !== c.status) lines.push(line(`${c.label.ko} ${statusWords[c.status].ko}`, `${c.label.en} ${statusWords[c.status].en}`))
  }
  if (!was.result && now.result) {
    const verdict = verdictText(now.result.winner, side)
    const why = endReasonWords[now.result.reason]
    lines.push(line(`전투 종료: ${verdict.ko} — ${why.ko}`, `Duel over: ${verdict.en} — ${why.en}`))
  }
  if (was.result && !now.result) lines.push(line('전투 재개', 'The duel goes on'))
  return lines
}

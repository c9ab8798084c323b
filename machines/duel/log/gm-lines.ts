import type { Campaign } from '../../campaign/model/campaign'
import type { PhaseLineStates } from '../../campaign/model/phase-definition'
import { findActor } from '../../campaign/model/roster'
import { signWords } from '../../campaign/model/words'
import { poolsOf, type Combatant } from '../combatant'
import type { DuelContext, DuelOver } from '../context'
import type { AftermathList } from '../rules/terms'
import type { LifeProposal } from '../rules/life'
import { effectiveDamage, type RevealedExchange, type RevealedPairing } from '../reveal'
import type { DuelCommand, DuelCommandOf } from '../events'
import type { NameOf } from '../../campaign/model/roster'
import { concat, join, line, type Bilingual } from '../../text/bilingual'
import { aftermathWords, endReasonWords, rowWords, settleWords, verdictText } from '../words'
import { cardText, poolWords } from '../rules/words'


const nothing: Bilingual = line('', '')

/** `Lancer −5 HP` for each side of a pairing that took damage (the GM's amendment, else the rules'). */
function pairingLosses(pairing: RevealedPairing, name: NameOf): Bilingual[] {
  return (['a', 'b'] as const).flatMap((side) => {
    const damage = effectiveDamage(pairing, side)
    if (damage.amount === 0) return []
    const who = name(pairing[side].id)
    const pool = poolWords[damage.pool]
    return [line(`${who.ko} ${pool.ko} −${damage.amount}`, `${who.en} −${damage.amount} ${pool.en}`)]
  })
}

/** One revealed pairing: the cards, the winner (D.47) and what each side took. */
function pairingText(pairing: RevealedPairing, name: NameOf): Bilingual {
  const sideText = (side: 'a' | 'b'): Bilingual => {
    const who = name(pairing[side].id)
    const card = cardText(pairing[side].card)
    return line(`${who.ko} (${card.ko})`, `${who.en} (${card.en})`)
  }
  const winner = pairing.result.winner
  const losses = pairingLosses(pairing, name)
  if (winner === null) {
    const hurt = losses.length ? `, ${join(losses).en}` : ''
    const hurtKo = losses.length ? `, ${join(losses).ko}` : ''
    return line(`${sideText('a').ko} vs ${sideText('b').ko}: 승자 없음${hurtKo}`, `${sideText('a').en} vs ${sideText('b').en}: no winner${hurt}`)
  }
  const loser = winner === 'a' ? 'b' : 'a'
  const w = sideText(winner)
  const l = sideText(loser)
  const onlyLoser = effectiveDamage(pairing, winner).amount === 0 && effectiveDamage(pairing, loser).amount > 0
  if (onlyLoser) {
    const damage = effectiveDamage(pairing, loser)
    const pool = poolWords[damage.pool]
    return line(`${w.ko} 승 vs ${l.ko}, ${pool.ko} −${damage.amount}`, `${w.en} wins vs ${l.en}, −${damage.amount} ${pool.en}`)
  }
  const hurt = losses.length ? join(losses) : line('피해 없음', 'no damage')
  return line(`${w.ko} 승 vs ${l.ko}: ${hurt.ko}`, `${w.en} wins vs ${l.en}: ${hurt.en}`)
}

/** The supports given in an exchange (D.41): who helped whom, and how. */
function supportsText(exchange: RevealedExchange, name: NameOf): Bilingual {
  if (exchange.supports.length === 0) return nothing
  const parts = exchange.supports.map((s) => {
    const type = s.type === 'general' ? line('일반', 'general') : line('스킬', 'skill')
    const mode = s.mode === 'attack' ? line('공격', 'attack') : line('방어', 'defence')
    const magic = s.magic ? line(', 마술', ', magic') : nothing
    return line(
      `${name(s.from).ko} → ${name(s.ally).ko} (${type.ko} ${mode.ko}${magic.ko})`,
      `${name(s.from).en} → ${name(s.ally).en} (${type.en} ${mode.en}${magic.en})`
    )
  })
  const all = join(parts)
  return line(`; 보조: ${all.ko}`, `; support: ${all.en}`)
}

/** What an exchange shows once revealed: each pairing and the supports. */
function exchangeText(exchange: RevealedExchange, name: NameOf): Bilingual {
  const pairings = exchange.pairings.length ? join(exchange.pairings.map((p) => pairingText(p, name)), '; ') : line('모두 대기', 'everyone waits')
  return concat(pairings, supportsText(exchange, name))
}

/** `Lancer HP 64 → 59` for each combatant whose pools moved between two duel states. */
function poolChanges(before: { combatants: Combatant[]; campaign: Campaign }, after: { combatants: Combatant[]; campaign: Campaign }, name: NameOf): Bilingual[] {
  const was = new Map(before.combatants.map((c) => [c.id, c]))
  return after.combatants.flatMap((combatant) => {
    const old = was.get(combatant.id)
    if (!old) return []
    const from = poolsOf(old, before.campaign)
    const to = poolsOf(combatant, after.campaign)
    const who = name(combatant.id)
    return (['hp', 'mp'] as const)
      .filter((pool) => from[pool] !== to[pool])
      .map((pool) => line(`${who.ko} ${poolWords[pool].ko} ${from[pool]} → ${to[pool]}`, `${who.en} ${poolWords[pool].en} ${from[pool]} → ${to[pool]}`))
  })
}

const consequenceWords: Record<LifeProposal['consequence'], Bilingual> = {
  destroyed: line('소멸', 'destroyed'),
  dead: line('사망', 'dead'),
  recall: line('령주로 귀환', 'recall by a command seal'),
  'must-rest': line('휴식만 가능', 'rest only')
}

/** What happened as a consequence: V.3 / V.5 proposals raised, and the duel's end (D.70, D.71). */
function aftermath(before: DuelContext, after: DuelContext | null, name: NameOf): Bilingual {
  if (!after) return nothing
  const raised = after.life.filter((p) => !before.life.some((old) => old.actor === p.actor))
  const parts = raised.map((p) => {
    const who = name(p.actor)
    const what = consequenceWords[p.consequence]
    return line(`${who.ko} 생명력 0: ${what.ko} 제안 (${p.rule})`, `${who.en} at 0 HP, proposed ${what.en} (${p.rule})`)
  })
  if (after.over && !before.over) {
    const verdict = verdictText(after.over.verdict.winner, name)
    const why = endReasonWords[after.over.reason]
    parts.push(line(`전투 종료: ${verdict.ko} (${after.over.verdict.rule}, ${why.ko})`, `duel over: ${verdict.en} (${after.over.verdict.rule}, ${why.en})`))
  }
  return parts.length ? concat(line(' — ', ' — '), join(parts, '; ')) : nothing
}

/** One item of a finished duel's aftermath in words (T.12, T.23, T.24). */
function aftermathItem(over: DuelOver, list: AftermathList, index: number, name: NameOf): Bilingual | null {
  switch (list) {
    case 'seals': {
      const item = over.seals[index]
      return item ? line(`${name(item.master).ko} 령주 −1, ${item.rule}`, `${name(item.master).en} loses a command seal, ${item.rule}`) : null
    }
    case 'emotions': {
      const item = over.emotions[index]
      return item ? concat(join(item.actors.map(name), ' ⇄ '), line(`, ${item.rule}`, `, ${item.rule}`)) : null
    }
    case 'info': {
      const item = over.info[index]
      return item ? concat(join([name(item.team), name(item.servant)], ' ← '), line(`, ${item.rule}`, `, ${item.rule}`)) : null
    }
  }
}

/** `Lancer HP 64 → 57` for each campaign actor the applied duel changed. */
function campaignChanges(was: Campaign, now: Campaign, ids: readonly string[], name: NameOf): Bilingual[] {
  return ids.flatMap((id) => {
    const from = findActor(was, id)
    const to = findActor(now, id)
    if (!from || !to) return []
    const who = name(id)
    const out: Bilingual[] = []
    for (const pool of ['hp', 'mp'] as const) {
      if (from[pool] !== to[pool]) out.push(line(`${who.ko} ${poolWords[pool].ko} ${from[pool]} → ${to[pool]}`, `${who.en} ${poolWords[pool].en} ${from[pool]} → ${to[pool]}`))
    }
    if ('commandSeals' in from && 'commandSeals' in to && from.commandSeals !== to.commandSeals) {
      out.push(line(`${who.ko} 령주 ${from.commandSeals} → ${to.commandSeals}`, `${who.en} command seals ${from.commandSeals} → ${to.commandSeals}`))
    }
    if (from.status !== to.status) {
      const status = to.status === 'dead' ? line('사망', 'dead') : to.status === 'destroyed' ? line('소멸', 'destroyed') : line('복귀', 'active')
      out.push(line(`${who.ko} ${status.ko}`, `${who.en} ${status.en}`))
    }
    return out
  })
}

function startLine(c: DuelCommandOf<'duel.start'>, name: NameOf): Bilingual {
  const fighters = join(
    c.combatants.map((spec) => {
      const marks = [...(spec.row === 'back' ? [rowWords.back] : []), ...(spec.conviction ? [line('신념', 'conviction')] : [])]
      const who = name(spec.actor)
      if (!marks.length) return who
      const m = join(marks)
      return line(`${who.ko} (${m.ko})`, `${who.en} (${m.en})`)
    })
  )
  const from = c.fromWarTurn ? line(' — 전쟁 회차에서', ' — from the war turn') : nothing
  return c.fight === 'masters'
    ? line(`마스터 간 전투 시작 (T.12): ${fighters.ko}${from.ko}`, `Fight between masters begins (T.12): ${fighters.en}${from.en}`)
    : line(`전투 시작: ${fighters.ko}${from.ko}`, `Duel begins: ${fighters.en}${from.en}`)
}

function amendLine(c: DuelCommandOf<'duel.amend'>, was: DuelContext | null, now: DuelContext | null, name: NameOf): Bilingual {
  const pairing = now?.revealed?.pairings[c.pairing]
  if (!was || !now?.revealed || !pairing) {
    const amount = c.amount === null ? line('규칙대로', 'back to the rules') : line(String(c.amount), String(c.amount))
    return line(`피해 수정: 대진 ${c.pairing + 1}, ${c.side} → ${amount.ko}`, `Damage amended: pairing ${c.pairing + 1}, side ${c.side} → ${amount.en}`)
  }
  const who = name(pairing[c.side].id)
  const ruled = pairing.result.damage[c.side]
  const n = now.revealed.number
  if (c.amount === null) {
    return line(
      `교환 ${n} 피해 규칙대로: ${who.ko} ${poolWords[ruled.pool].ko} −${ruled.amount}`,
      `Exchange ${n} damage back to the rules: ${who.en} −${ruled.amount} ${poolWords[ruled.pool].en}`
    )
  }
  const set = effectiveDamage(pairing, c.side)
  return line(
    `교환 ${n} 피해 수정: ${who.ko} ${poolWords[set.pool].ko} −${set.amount} (규칙: ${ruled.amount})`,
    `Exchange ${n} damage amended: ${who.en} −${set.amount} ${poolWords[set.pool].en} (rules: ${ruled.amount})`
  )
}

function retreatLine(c: DuelCommandOf<'duel.retreat'>, was: DuelContext | null, now: DuelContext | null, name: NameOf): Bilingual {
  const who = name(c.actor)
  const from = name(c.opponent)
  const record = was && now ? now.retreats[was.retreats.length] : undefined
  if (!was || !record) return line(`${who.ko}, ${from.ko}에게서 후퇴 시도`, `${who.en} tries to withdraw from ${from.en}`)
  const head = line(`${who.ko}, ${from.ko}에게서 후퇴`, `${who.en} withdraws from ${from.en}`)
  const cards = record.presented.length ? join(record.presented.map(cardText), ' + ') : null
  const shown = cards ? line(` (${cards.ko} = ${record.damage})`, ` (${cards.en} = ${record.damage})`) : nothing
  const taken = join(
    (['hp', 'mp'] as const).filter((pool) => record.taken[pool] > 0).map((pool) => line(`${poolWords[pool].ko} −${record.taken[pool]}`, `−${record.taken[pool]} ${poolWords[pool].en}`))
  )
  const hurt = taken.en ? line(`, ${taken.ko}`, `, ${taken.en}`) : nothing
  const rule = record.fateSpent ? 'D.61' : 'D.60'
  const outcome = record.fateSpent
    ? line(': 명운으로 성공', ': escaped on a fate point')
    : record.escaped
      ? concat(line(': 성공', ': escaped'), hurt, shown)
      : concat(line(': 실패', ': caught'), hurt, shown, line(', 전투 계속', ', the duel goes on'))
  return concat(head, outcome, line(` (${rule})`, ` (${rule})`), aftermath(was, now, name))
}

/**
 * The GM's line for a duel command (rules D, V): a sealed play stays vague until the reveal (D.50),
 * the reveal and every change are read from the duel before and after the command.
 */
export function duelLine(c: DuelCommand, states: PhaseLineStates<DuelContext>, name: NameOf): Bilingual {
  const was = states.phaseBefore
  const now = states.before ? states.phaseAfter : null
  const exact = states.before !== null
  switch (c.type) {
    case 'duel.start':
      return startLine(c, name)
    case 'duel.play': {
      const who = name(c.actor)
      return was?.plays.some((p) => p.actor === c.actor)
        ? line(`${who.ko} 판정패 다시 제출`, `${who.en} seals a new play`)
        : line(`${who.ko} 판정패 제출`, `${who.en} seals a play`)
    }
    case 'duel.unplay':
      return line(`${name(c.actor).ko} 판정패 취소`, `${name(c.actor).en}'s play withdrawn`)
    case 'duel.row':
      return line(`${name(c.actor).ko} ${rowWords[c.row].ko}로 이동 (D.40)`, `${name(c.actor).en} moves to the ${rowWords[c.row].en} (D.40)`)
    case 'duel.reveal': {
      const exchange = now?.revealed
      if (!exchange) return line('교환 공개', 'Exchange revealed')
      const text = exchangeText(exchange, name)
      return line(`교환 ${exchange.number} 공개: ${text.ko}`, `Exchange ${exchange.number} revealed: ${text.en}`)
    }
    case 'duel.amend':
      return amendLine(c, was, now, name)
    case 'duel.accept': {
      const number = was?.revealed?.number
      if (!was || !now || number === undefined) return line('교환 확정', 'Exchange accepted')
      const moved = poolChanges({ combatants: was.combatants, campaign: states.before! }, { combatants: now.combatants, campaign: states.after }, name)
      const changes = moved.length ? join(moved) : line('피해 없음', 'no damage')
      return concat(line(`교환 ${number} 확정: ${changes.ko}`, `Exchange ${number} accepted: ${changes.en}`), aftermath(was, now, name))
    }
    case 'duel.settle': {
      const who = name(c.actor)
      const proposal = was?.life.find((p) => p.actor === c.actor)
      const rule = proposal ? ` (${proposal.rule})` : ''
      const what = settleWords[c.outcome]
      return concat(line(`${who.ko}: ${what.ko}${rule}`, `${who.en}: ${what.en}${rule}`), was ? aftermath(was, now, name) : nothing)
    }
    case 'duel.retreat':
      return retreatLine(c, was, now, name)
    case 'duel.intrude': {
      const who = name(c.actor)
      const against = name(c.opponent)
      const record = was && now ? now.intrusions[was.intrusions.length] : undefined
      const fresh = record?.reorganize ? line(', 재정비', ', reorganize: fresh counts') : nothing
      return line(
        `${who.ko}, ${against.ko}에게 난입 (${rowWords[c.row].ko}${fresh.ko}, D.52)`,
        `${who.en} intrudes against ${against.en} (${rowWords[c.row].en}${fresh.en}, D.52)`
      )
    }
    case 'duel.end': {
      if (!now?.over) return line('GM이 전투 종료', 'The GM ends the duel')
      const verdict = verdictText(now.over.verdict.winner, name)
      return line(`GM이 전투 종료: ${verdict.ko} (${now.over.verdict.rule})`, `The GM ends the duel: ${verdict.en} (${now.over.verdict.rule})`)
    }
    case 'duel.resume':
      return line('종료 조건을 넘어 전투 재개', 'The duel goes on past its end')
    case 'duel.strike': {
      if (c.list === 'endOfScene') return line('장면 종료 제안 (이전 형식, 적용 안 됨)', 'End-of-scene proposal (older file, not applied)')
      const item = was?.over ? aftermathItem(was.over, c.list, c.index, name) : null
      const detail = item ? line(` (${item.ko})`, ` (${item.en})`) : nothing
      const what = aftermathWords[c.list]
      return c.struck
        ? line(`제외: ${what.ko} #${c.index + 1}${detail.ko}`, `Struck ${what.en} #${c.index + 1}${detail.en}`)
        : line(`다시 포함: ${what.ko} #${c.index + 1}${detail.ko}`, `Kept ${what.en} #${c.index + 1}${detail.en}`)
    }
    case 'duel.emotionSign': {
      const item = was?.over ? aftermathItem(was.over, 'emotions', c.index, name) : null
      const detail = item ? line(` (${item.ko})`, ` (${item.en})`) : nothing
      const sign = signWords[c.sign]
      return line(`감정 #${c.index + 1}${detail.ko}: ${name(c.from).ko} → ${sign.ko}`, `Emotion #${c.index + 1}${detail.en}: ${name(c.from).en} → ${sign.en}`)
    }
    case 'duel.apply': {
      if (!exact || !was?.over) return line('전투 적용', 'Duel applied')
      const verdict = verdictText(was.over.verdict.winner, name)
      const before = states.before!
      const after = states.after
      const changes = campaignChanges(before, after, was.combatants.map((c) => c.id), name)
      // rule V.9: the duel belongs to its war turn's scene, and ends none
      const scene = line(`장면 ${was.scene}의 전투`, `a duel of scene ${was.scene}`)
      const all = join([...changes, scene])
      return line(`전투 적용: ${verdict.ko} — ${all.ko}`, `Duel applied: ${verdict.en} — ${all.en}`)
    }
    case 'duel.cancel':
      return line('전투 취소 (캠페인 변경 없음)', 'Duel cancelled (the campaign is unchanged)')
  }
}

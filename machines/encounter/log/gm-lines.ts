import type { Campaign } from '../../campaign/model/campaign'
import { pursuitCheckFollows } from '../automatic-moves'
import type { PhaseLineStates } from '../../campaign/model/phase-definition'
import type { EncounterCommand, EncounterCommandOf } from '../events'
import type { EncounterContext, PendingCheck } from '../context'
import type { NameOf } from '../../campaign/model/roster'
import { openScene } from '../../campaign/model/at-risk'
import { join, line, type Bilingual } from '../../text/bilingual'
import { battleNames, describeBattleEntry, type BattleNames } from './battle-entry'
import { abilityWords, positionWord, roundWord } from '../rules/words'

const dice = (rolled: readonly number[]): string => rolled.join(' ')

/** A check as rolled, waiting for the GM's pick (E.70, E.71): `mind A+1 vs 4, dice 5 2 3`. */
function rollText(check: PendingCheck): Bilingual {
  const ability = abilityWords[check.ability]
  const modifier = check.modifier === 0 ? '' : check.modifier > 0 ? `+${check.modifier}` : `−${-check.modifier}`
  return line(
    `${ability.ko} ${check.rank}${modifier} vs ${check.target}, 주사위 ${dice(check.dice)}`,
    `${ability.en} ${check.rank}${modifier} vs ${check.target}, dice ${dice(check.dice)}`
  )
}

/** The roll a command left waiting, in the command's own words; null when it waits for nothing. */
function waitingText(c: EncounterCommand, check: PendingCheck | null, names: BattleNames): Bilingual | null {
  if (!check) return null
  const roll = rollText(check)
  const pc = names.name(check.pc)
  switch (c.type) {
    case 'encounter.scout':
      return line(`${pc.ko}, 단락 ${c.paragraph} 정찰 판정: ${roll.ko}`, `${pc.en} rolls to scout paragraph ${c.paragraph}: ${roll.en}`)
    case 'encounter.attack': {
      const target = c.target.kind === 'body' ? line('본체', 'the body') : names.threat(c.target.threat)
      const weapon = names.weapon(c.pc, c.weapon)
      return line(`${pc.ko} → ${target.ko} 공격 (${weapon.ko}), 명중 판정: ${roll.ko}`, `${pc.en} attacks ${target.en} with ${weapon.en}, hit check: ${roll.en}`)
    }
    case 'encounter.threatAttack': {
      const threat = names.threat(c.threat)
      return line(`${threat.ko} → ${pc.ko} 공격, 방어 판정: ${roll.ko}`, `${threat.en} attacks ${pc.en}, defence check: ${roll.en}`)
    }
    case 'encounter.threatSpell': {
      const threat = names.threat(c.threat)
      return line(`${threat.ko} 술식 — ${pc.ko} 방해 판정: ${roll.ko}`, `${threat.en} casts its spell; ${pc.en} tries to obstruct: ${roll.en}`)
    }
    case 'encounter.pursuit':
      return line(`${pc.ko} 추격 판정: ${roll.ko}`, `${pc.en} makes the pursuit check: ${roll.en}`)
    default:
      return null
  }
}

/** A table roll left waiting for its face's dice, a PC or a domain (E.52, E.72). */
function tableWaiting(battle: EncounterContext | null, names: BattleNames): Bilingual | null {
  const table = battle?.table
  if (!table) return null
  const needs = [
    ...(table.effectDice > 0 ? [line(`주사위 ${table.effectDice}D6`, `${table.effectDice}D6`)] : []),
    ...(table.needsPc ? [line('받는 PC', 'the PC')] : []),
    ...(table.needsDomain ? [line('영역', 'the domain')] : [])
  ]
  const name = names.table(table.table)
  const what = join(needs)
  return line(`${name.ko} ${table.roll}: ${what.ko} 대기`, `${name.en} rolled ${table.roll}: waiting for ${what.en}`)
}

/** What a command says on its own, for a line written without the states around it. */
function commandText(c: EncounterCommand, names: BattleNames): Bilingual {
  const pc = (id: string) => names.name(id)
  switch (c.type) {
    case 'encounter.start':
      return line(`조우 전투 시작: ${c.monster}`, `Encounter battle begins: ${c.monster}`)
    case 'encounter.scout':
      return line(`${pc(c.pc).ko}, 단락 ${c.paragraph} 정찰 판정: 주사위 ${dice(c.dice)}`, `${pc(c.pc).en} rolls to scout paragraph ${c.paragraph}: dice ${dice(c.dice)}`)
    case 'encounter.scoutStop':
      return line('정찰 종료 (E.2)', 'The PCs stop scouting (E.2)')
    case 'encounter.counterattack':
      return line(`반격: 주사위 ${dice(c.die)} (E.3)`, `Counterattack: die ${dice(c.die)} (E.3)`)
    case 'encounter.plot':
      return line(`${pc(c.pc).ko} 플롯 제출 (E.11)`, `${pc(c.pc).en} seals a plot (E.11)`)
    case 'encounter.revealPlots':
      return line('플롯 공개 (E.11)', 'Plots revealed (E.11)')
    case 'encounter.attack': {
      const target = c.target.kind === 'body' ? line('본체', 'the body') : names.threat(c.target.threat)
      return line(`${pc(c.pc).ko} → ${target.ko} 공격`, `${pc(c.pc).en} attacks ${target.en}`)
    }
    case 'encounter.spell':
      return line(`${pc(c.pc).ko} 술식 (E.25)`, `${pc(c.pc).en} casts a spell (E.25)`)
    case 'encounter.move': {
      const to = positionWord(c.to)
      return line(`${pc(c.pc).ko} 이동: ${to.ko} (E.24)`, `${pc(c.pc).en} moves to ${to.en} (E.24)`)
    }
    case 'encounter.targetRoll':
      return line(`${names.threat(c.threat).ko} 목표표: ${dice(c.dice)} (E.31)`, `Target table for ${names.threat(c.threat).en}: ${dice(c.dice)} (E.31)`)
    case 'encounter.threatAttack':
      return line(`${names.threat(c.threat).ko} → ${pc(c.target).ko} 공격`, `${names.threat(c.threat).en} attacks ${pc(c.target).en}`)
    case 'encounter.threatSpell':
      return line(`${names.threat(c.threat).ko} 술식`, `${names.threat(c.threat).en} casts its spell`)
    case 'encounter.order':
      return line('행동 순서 정함 (E.12)', 'Order decided (E.12)')
    case 'encounter.effectDone':
      return line(`${names.threat(c.threat).ko} 효과 적용 완료 (E.32)`, `${names.threat(c.threat).en}: effect applied (E.32)`)
    case 'encounter.threatPass':
      return line(`${names.threat(c.threat).ko} 넘김`, `${names.threat(c.threat).en} passes`)
    case 'encounter.pick':
      return line('판정 주사위 선택 (E.71)', 'Check dice picked (E.71)')
    case 'encounter.endRound':
      return line('라운드 종료 (E.40)', 'Round ended (E.40)')
    case 'encounter.pursuit':
      return line(`${pc(c.pc).ko} 추격 판정: 주사위 ${dice(c.dice)}`, `${pc(c.pc).en} makes the pursuit check: dice ${dice(c.dice)}`)
    case 'encounter.pursuitDecline':
      return line('추격 안 함 (E.50)', 'No pursuit (E.50)')
    case 'encounter.outcome':
      return line(`결과표 굴림: ${dice(c.dice)} (E.52)`, `Outcome roll: ${dice(c.dice)} (E.52)`)
    case 'encounter.fatalWound':
      return line(`${pc(c.pc).ko} 치명상표: ${dice(c.dice)} (E.72)`, `Fatal-wound roll for ${pc(c.pc).en}: ${dice(c.dice)} (E.72)`)
    case 'encounter.effect':
      return line('표 결과 적용', 'Table result applied')
    case 'encounter.adjust':
      return line('전투 중 GM 조정', 'GM adjustment in the battle')
    case 'encounter.battlefield':
      return c.apply ? line('전장 효과 적용 (E.63)', 'Battlefield effect applied (E.63)') : line('전장 효과 넘김 (E.63)', 'Battlefield effect dismissed (E.63)')
    case 'encounter.finish':
      return line('전투 마침: 캠페인에 기록', 'Battle finished and written back')
    case 'encounter.cancel':
      return line('조우 전투 취소 (캠페인 변경 없음)', 'Encounter battle cancelled (the campaign is unchanged)')
  }
}

function startText(c: EncounterCommandOf<'encounter.start'>, campaign: Campaign, names: BattleNames): Bilingual {
  const monster = campaign.monsters.find((m) => m.id === c.monster)
  const who = monster ? line(monster.name.ko, monster.name.en) : line(c.monster, c.monster)
  const pcs = join(c.pcs.map(names.name))
  const ambush = c.ambush ? line(' (기습, E.4)', ' (ambush, E.4)') : line('', '')
  return line(`조우 전투 시작: ${who.ko} — ${pcs.ko}${ambush.ko}`, `Encounter battle begins: ${who.en} vs ${pcs.en}${ambush.en}`)
}

/** `Han Haneul HP 24 → 17` for each PC sheet the finished battle wrote back, and the scene it ended. */
function writtenBack(was: Campaign, now: Campaign, name: NameOf): Bilingual {
  const moved = now.pcs.flatMap((pc) => {
    const old = was.pcs.find((p) => p.id === pc.id)
    if (!old || old.hp === pc.hp) return []
    const who = name(pc.id)
    return [line(`${who.ko} 생명력 ${old.hp} → ${pc.hp}`, `${who.en} HP ${old.hp} → ${pc.hp}`)]
  })
  // V.9: the scene the battle was is numbered as the header showed it while it ran (openScene)
  return now.scene > was.scene ? join([...moved, line(`장면 ${openScene(was)} 종료`, `scene ${openScene(was)} ended`)]) : join(moved)
}

/** Hp as it moved for the unit a GM adjustment touched (clamped numbers, not the requested delta). */
function adjustedHp(c: EncounterCommandOf<'encounter.adjust'>, was: EncounterContext, now: EncounterContext, names: BattleNames): Bilingual | null {
  const { unit } = c
  if (c.hp === undefined || unit.kind === 'threat') return null
  const hpOf = (battle: EncounterContext): number | undefined => (unit.kind === 'pc' ? battle.pcs.find((p) => p.id === unit.pc)?.hp : battle.body.hp)
  const from = hpOf(was)
  const to = hpOf(now)
  if (from === undefined || to === undefined) return null
  const who = unit.kind === 'pc' ? names.name(unit.pc) : line('본체', 'the body')
  return line(`${who.ko} 생명력 ${from} → ${to}`, `${who.en} HP ${from} → ${to}`)
}

/** A round's end (E.40), and the pursuit check it may open (E.50). */
function roundEnd(was: EncounterContext, now: EncounterContext | null): Bilingual {
  const round = roundWord(was.round)
  const pursuit = now && pursuitCheckFollows(now) ? line(': 추격 판정 가능 (E.50)', ': a pursuit check may follow (E.50)') : line('', '')
  return line(`${round.ko} 종료 (E.40)${pursuit.ko}`, `${round.en} ends (E.40)${pursuit.en}`)
}

/**
 * The GM's line for an encounter command (rules E): the roll it left waiting, or what its new
 * battle-log lines say (threats named even face down: the GM's log), the plot sealed but not shown.
 */
export function encounterLine(c: EncounterCommand, states: PhaseLineStates<EncounterContext>, name: NameOf): Bilingual {
  const was = states.phaseBefore
  const now = states.before ? states.phaseAfter : null
  // The monster never changes during a battle: the state before names it, or the newest one.
  const names = battleNames(was ?? states.phaseAfter, states.after, name)
  if (!states.before) return c.type === 'encounter.start' ? startText(c, states.after, names) : commandText(c, names)
  if (c.type === 'encounter.finish' && was) {
    const back = writtenBack(states.before, states.after, name)
    return line(`전투 적용: ${back.ko}`, `Battle written back: ${back.en}`)
  }
  // A sealed plot never shows; after the reveal a plot places a healed PC at once (E.72), which is news.
  if (c.type === 'encounter.plot' && !was?.plotsRevealed) return commandText(c, names)
  const added = now ? now.log.slice(was?.log.length ?? 0) : []
  // Inga banked with a check's mood die comes after what the check did, which is the news.
  const ordered = [...added.filter((e) => e.kind !== 'inga'), ...added.filter((e) => e.kind === 'inga')]
  const parts = [
    ...(c.type === 'encounter.start' ? [startText(c, states.after, names)] : []),
    c.type === 'encounter.endRound' && was ? roundEnd(was, now) : null,
    waitingText(c, now?.check ?? null, names),
    ...ordered.map((entry) => describeBattleEntry(entry, names)),
    c.type === 'encounter.adjust' && was && now ? adjustedHp(c, was, now, names) : null,
    was?.table ? null : tableWaiting(now, names)
  ].filter((p): p is Bilingual => p !== null)
  return parts.length ? join(parts, '; ') : commandText(c, names)
}

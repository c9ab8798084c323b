import type { Campaign } from '../../campaign/model/campaign'
import type { EncounterContext, LogEntry as BattleEntry, Unit } from '../context'
import type { TableReading } from '../rules/table-reading'
import type { Damage } from '../rules/combat'
import type { NameOf } from '../../campaign/model/roster'
import { join, line, signed, type Bilingual } from '../../text/bilingual'
import { cappedWords } from '../../text/pool-change'
import { abilityWords, battleResultText, checkWord, domainWords, positionWord, roundWord, stateWords } from '../rules/words'

/** The GM's names for a battle: PCs, the monster's threats (face down or not), tables, weapons and gifts. */
export interface BattleNames {
  name: NameOf
  threat: (id: string) => Bilingual
  table: (id: string) => Bilingual
  weapon: (pc: string, index: number) => Bilingual
  gift: (pc: string, index: number) => Bilingual
}

const copy = (name: { ko: string; en: string }): Bilingual => line(name.ko, name.en)

/** The names a battle's GM lines use, from the monster it started with and the campaign's sheets. */
export function battleNames(battle: EncounterContext | null, campaign: Campaign, name: NameOf): BattleNames {
  const sheet = (pc: string) => campaign.pcs.find((p) => p.id === pc)
  const numbered = (ko: string, en: string, index: number): Bilingual => line(`${ko} ${index + 1}`, `${en} ${index + 1}`)
  return {
    name,
    threat: (id) => {
      const card = battle?.monster.threats.find((t) => t.id === id)
      return card ? copy(card.name) : line(id, id)
    },
    table: (id) => {
      const table = campaign.tables.find((t) => t.id === id)
      return table ? copy(table.name) : line(id, id)
    },
    weapon: (pc, index) => {
      const weapon = sheet(pc)?.weapons[index]
      return weapon ? copy(weapon.name) : numbered('무기', 'weapon', index)
    },
    gift: (pc, index) => {
      const gift = sheet(pc)?.gifts[index]
      return gift ? copy(gift.name) : numbered('은혜', 'gift', index)
    }
  }
}

function unitName(unit: Unit, names: BattleNames): Bilingual {
  if (unit.kind === 'pc') return names.name(unit.pc)
  if (unit.kind === 'body') return line('본체', 'the body')
  return names.threat(unit.threat)
}

const rule = (id: string): Bilingual => line(` (${id})`, ` (${id})`)
/** A table roll's words (BCDice's own on the Korean side when the host got them) with the note beside them. */
function tableWords(reading: TableReading): Bilingual {
  if (!reading.note) return line(reading.text.ko, reading.text.en)
  return line(`${reading.text.ko} [${reading.note.ko}]`, `${reading.text.en} [${reading.note.en}]`)
}

/** The battlefield's signed 1D6 on a damage, as a log line adds it (E.63). */
function fieldDieText(die: number | undefined): Bilingual {
  return die === undefined ? line('', '') : line(` (전장 ${signed(die)}, E.63)`, ` (battlefield ${signed(die)}, E.63)`)
}

/** The battlefield's die inside a damage sum, if the field added one (E.63). */
function fieldText(damage: Damage): Bilingual {
  return fieldDieText(damage.lines.find((l) => l.rule === 'E.63')?.value)
}

const withRule = (text: Bilingual, id: string): Bilingual => line(text.ko + rule(id).ko, text.en + rule(id).en)

function adjustText(entry: Extract<BattleEntry, { kind: 'adjust' }>, names: BattleNames): Bilingual {
  const parts: Bilingual[] = []
  if (entry.hp !== null) {
    // The line goes on with the hp as it moved; here only whether it stopped at the maximum or 0.
    const cap = entry.hpChange ? cappedWords(entry.hp, entry.hpChange.from, entry.hpChange.to) : null
    parts.push(line(`생명력 ${signed(entry.hp)}${cap ? ` (${cap.ko})` : ''}`, `HP ${signed(entry.hp)}${cap ? ` (${cap.en})` : ''}`))
  }
  if (entry.state) {
    const state = stateWords[entry.state]
    parts.push(entry.on ? line(`${state.ko} 부여`, `${state.en} on`) : line(`${state.ko} 해제`, `${state.en} off`))
  }
  if (entry.inga) {
    const domain = domainWords[entry.inga.domain]
    parts.push(line(`인과 ${domain.ko} ${signed(entry.inga.change)}`, `inga ${domain.en} ${signed(entry.inga.change)}`))
  }
  if (entry.broken) parts.push(line(`격파 — 본체 생명력 −${entry.bodyLoss ?? 0}`, `broken — the body −${entry.bodyLoss ?? 0} HP`))
  if (entry.pursuitDie !== undefined) parts.push(line(`추격 +${entry.pursuitDie} (E.50)`, `pursuit +${entry.pursuitDie} (E.50)`))
  if (entry.fieldDie !== undefined) parts.push(line(`전장 ${signed(entry.fieldDie)} (E.63)`, `battlefield ${signed(entry.fieldDie)} (E.63)`))
  const who = unitName(entry.unit, names)
  const what = join(parts)
  const reason = entry.reason ? ` — ${entry.reason}` : ''
  const text = line(`GM 조정 — ${who.ko}: ${what.ko}${reason}`, `GM adjusts ${who.en}: ${what.en}${reason}`)
  return entry.rule === 'GM' ? text : withRule(text, entry.rule)
}

/** One line of the battle log in the GM's words, threats named whether face up or not (rules E). */
export function describeBattleEntry(entry: BattleEntry, names: BattleNames): Bilingual {
  const { name } = names
  switch (entry.kind) {
    case 'battlefield':
      return withRule(tableWords(entry), entry.rule)
    case 'scout': {
      const pc = name(entry.pc)
      const result = checkWord(entry.check)
      const found = entry.threat ? names.threat(entry.threat) : null
      return line(
        `${pc.ko}, 단락 ${entry.paragraph} 정찰: ${result.ko} (${entry.rule})${found ? ` — ${found.ko} 공개` : ''}`,
        `${pc.en} scouts paragraph ${entry.paragraph}: ${result.en} (${entry.rule})${found ? ` — ${found.en} revealed` : ''}`
      )
    }
    case 'scoutStop':
      return withRule(line('정찰 종료', 'The PCs stop scouting'), entry.rule)
    case 'counterattack':
      return withRule(
        line(`반격: 주사위 ${entry.die}, 모든 PC 생명력 −${entry.damage}${fieldDieText(entry.fieldDie).ko}`, `Counterattack: die ${entry.die}, every PC −${entry.damage} HP${fieldDieText(entry.fieldDie).en}`),
        entry.rule
      )
    case 'round': {
      const round = roundWord(entry.round)
      return withRule(line(`${round.ko} 시작`, `${round.en} begins`), entry.rule)
    }
    case 'plots': {
      const where = join(Object.entries(entry.positions).map(([pc, position]) => join([name(pc), positionWord(position)], ' ')))
      return withRule(line(`플롯 공개: ${where.ko}`, `Plots revealed: ${where.en}`), entry.rule)
    }
    case 'place': {
      const threat = names.threat(entry.threat)
      return withRule(line(`${threat.ko} 단락 ${entry.paragraph}에 배치`, `${threat.en} placed on paragraph ${entry.paragraph}`), entry.rule)
    }
    case 'attack': {
      const pc = name(entry.pc)
      const target = entry.attack.kind === 'body' ? line('본체', 'the body') : names.threat(entry.attack.threat)
      const weapon = names.weapon(entry.pc, entry.weapon)
      const gift = entry.gift ? line(', 은혜로 허용된 대상', ', a target its gift permits') : line('', '')
      const head = line(`${pc.ko} → ${target.ko} 공격 (${weapon.ko}${gift.ko})`, `${pc.en} attacks ${target.en} with ${weapon.en}${gift.en}`)
      if (!entry.hit || !entry.damage) return withRule(line(`${head.ko}: 빗나감`, `${head.en}: miss`), entry.rule)
      const total = entry.damage.total
      const after =
        entry.attack.kind === 'body'
          ? line('', '')
          : entry.broken
            ? line(`, 격파 — 본체 생명력 −${entry.bodyLoss}`, `, broken — the body −${entry.bodyLoss} HP`)
            : line(', 버팀', ', it holds')
      const field = fieldText(entry.damage)
      return withRule(line(`${head.ko}: 명중, 피해 ${total}${field.ko}${after.ko}`, `${head.en}: hit for ${total}${field.en}${after.en}`), entry.rule)
    }
    case 'spell': {
      const gift = names.gift(entry.pc, entry.gift)
      return withRule(line(`${name(entry.pc).ko} 술식: ${gift.ko}`, `${name(entry.pc).en} casts ${gift.en}`), entry.rule)
    }
    case 'move': {
      const from = positionWord(entry.from)
      const to = positionWord(entry.to)
      return withRule(line(`${name(entry.pc).ko} 이동: ${from.ko} → ${to.ko}`, `${name(entry.pc).en} moves from ${from.en} to ${to.en}`), entry.rule)
    }
    case 'targetRoll': {
      const threat = names.threat(entry.threat)
      const who = entry.candidates.length ? join(entry.candidates.map(name)) : line('없음', 'nobody')
      const words = tableWords(entry)
      return withRule(line(`${threat.ko}의 목표: ${words.ko} → ${who.ko}`, `Target for ${threat.en}: ${words.en} → ${who.en}`), entry.rule)
    }
    case 'threatAttack': {
      const threat = names.threat(entry.threat)
      const pc = name(entry.pc)
      return entry.hit && entry.damage
        ? withRule(line(`${threat.ko} → ${pc.ko}: 명중, 피해 ${entry.damage.total}${fieldText(entry.damage).ko}`, `${threat.en} hits ${pc.en} for ${entry.damage.total}${fieldText(entry.damage).en}`), entry.rule)
        : withRule(line(`${pc.ko}, ${threat.ko} 방어`, `${pc.en} defends against ${threat.en}`), entry.rule)
    }
    case 'threatSpell': {
      const threat = names.threat(entry.threat)
      if (!entry.obstructedBy) return withRule(line(`${threat.ko} 술식 발동`, `${threat.en}'s spell takes effect`), entry.rule)
      const pc = name(entry.obstructedBy)
      return entry.cancelled
        ? withRule(line(`${pc.ko}, ${threat.ko} 방해: 술식 무효`, `${pc.en} obstructs ${threat.en}: the spell is cancelled`), entry.rule)
        : withRule(line(`${pc.ko}, ${threat.ko} 방해 실패`, `${pc.en} fails to obstruct ${threat.en}`), entry.rule)
    }
    case 'effectDone':
      return withRule(line(`${names.threat(entry.threat).ko} 효과 적용 완료`, `${names.threat(entry.threat).en}: its effect is applied`), entry.rule)
    case 'order': {
      // E.12: a tie's rerolls follow the first face, "(4, 6)"
      const faces = (id: string) => [entry.rolls[id]!, ...(entry.rerolls?.[id] ?? [])].join(', ')
      const who = join(entry.pcs.map((id) => (entry.rolls[id] !== undefined ? join([name(id), line(`(${faces(id)})`, `(${faces(id)})`)], ' ') : name(id))), ' → ')
      const where = positionWord(entry.position)
      return withRule(line(`행동 순서 (${where.ko}): ${who.ko}`, `Order at ${where.en}: ${who.en}`), entry.rule)
    }
    case 'threatPass':
      return withRule(line(`${names.threat(entry.threat).ko} 넘김`, `${names.threat(entry.threat).en} passes`), entry.rule)
    case 'inga': {
      const domain = domainWords[entry.domain]
      return withRule(line(`${name(entry.pc).ko} 인과 획득: ${domain.ko}`, `${name(entry.pc).en} banks inga: ${domain.en}`), entry.rule)
    }
    case 'bound': {
      const who = unitName(entry.unit, names)
      return line(`${who.ko} 생명력 −${entry.loss} (포박, ${entry.rule})`, `${who.en} loses ${entry.loss} HP (bound, ${entry.rule})`)
    }
    case 'fieldLoss': {
      const who = unitName(entry.unit, names)
      return line(`${who.ko} 생명력 −${entry.loss} (전장, ${entry.rule})`, `${who.en} loses ${entry.loss} HP (battlefield, ${entry.rule})`)
    }
    case 'fieldGift': {
      const pc = name(entry.pc)
      const domain = domainWords[entry.domain]
      return entry.applied
        ? withRule(line(`${pc.ko}의 은혜: 전장 효과로 ${domain.ko} 영역의 인과를 ${entry.count}개 더 있는 것으로 셈함`, `${pc.en}'s gift: the battlefield counts ${entry.count} more inga in ${domain.en}`), entry.rule)
        : withRule(line(`${pc.ko}의 은혜: 전장의 추가 인과 (${domain.ko} ${entry.count}개)는 셈하지 않음`, `${pc.en}'s gift: the battlefield's ${entry.count} extra ${domain.en} inga not counted`), entry.rule)
    }
    case 'fieldEnd': {
      if (!entry.applied) return withRule(line('전투 종료 시 전장의 생명력 감소: 넘김', "The battlefield's loss at the battle's end: dismissed"), entry.rule)
      const lost = join(entry.losses.map(({ unit, loss }) => join([unitName(unit, names), line(`−${loss}`, `−${loss}`)], ' ')))
      const flew = entry.flew.length ? join(entry.flew.map((unit) => unitName(unit, names))) : null
      const lostText = entry.losses.length ? lost : line('없음', 'nobody')
      return withRule(
        line(
          `전투 종료 시 전장 (난전 라운드 ${entry.rounds}×3D6): ${lostText.ko}${flew ? ` — 비행함: ${flew.ko}` : ''}`,
          `The battlefield at the battle's end (${entry.rounds} melee rounds × 3D6): ${lostText.en}${flew ? ` — flew: ${flew.en}` : ''}`
        ),
        entry.rule
      )
    }
    case 'pursuit': {
      const ability = abilityWords[entry.ability]
      const result = checkWord(entry.check)
      return withRule(line(`${name(entry.pc).ko} 추격 판정 (${ability.ko}): ${result.ko}`, `${name(entry.pc).en}'s pursuit check (${ability.en}): ${result.en}`), entry.rule)
    }
    case 'pursuitDecline':
      return withRule(line('추격 안 함', 'No pursuit'), entry.rule)
    case 'end': {
      const result = battleResultText(entry)
      return withRule(line(`전투 종료: ${result.ko}`, `Battle over: ${result.en}`), entry.rule)
    }
    case 'table': {
      const to = entry.pc ? line(` → ${name(entry.pc).ko}`, ` → ${name(entry.pc).en}`) : line('', '')
      const dice = entry.dice.length ? ` [${entry.dice.join(', ')}]` : ''
      const words = tableWords(entry)
      return withRule(line(`${words.ko}${dice}${to.ko}`, `${words.en}${dice}${to.en}`), entry.rule)
    }
    case 'adjust':
      return adjustText(entry, names)
  }
}

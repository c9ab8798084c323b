import { boardLine, paragraphOfThreat, type BoardLine, type BoardThreat, type EncounterBoardView } from '../board-view'
import type { EncounterContext } from '../context'
import type { BattleState, Domain } from '../../campaign/model/encounter-records'
import { domains } from '../../campaign/model/encounter-records'
import type { PublicChange } from '../../campaign/model/phase-definition'
import { join, line, type Bilingual } from '../../text/bilingual'
import { abilityWords, battleResultText, domainWords, positionWord, roundWord, stateWords, threatKindNames } from '../rules/words'

const copy = (name: { ko: string; en: string }): Bilingual => line(name.ko, name.en)

/** Names as the board shows them: PCs, face-up threats; anything else stays unnamed. */
interface BoardNames {
  pc: (id: string | null) => Bilingual
  threat: (id: string | null) => Bilingual
}

function boardNames(view: EncounterBoardView): BoardNames {
  const pcs = new Map(view.pcs.map((pc) => [pc.id, copy(pc.name)]))
  const threats = new Map(view.paragraphs.flatMap((p) => (p.threat ? [[p.threat.id, copy(p.threat.name)] as const] : [])))
  return {
    pc: (id) => (id === null ? line('?', '?') : (pcs.get(id) ?? line(id, id))),
    threat: (id) => (id === null ? line('위협', 'a threat') : (threats.get(id) ?? line('위협', 'a threat')))
  }
}

/** A face-down threat named by where it lies, never by its card (E.20). */
const faceDownAt = (paragraph: number): Bilingual => line(`단락 ${paragraph}의 뒷면 위협`, `the face-down threat of paragraph ${paragraph}`)

const success = (ok: boolean | null): Bilingual => (ok ? line('성공', 'success') : line('실패', 'failure'))

/** A table roll's words as the board shows them, with the note beside them in brackets. */
function tableWords(entry: BoardLine): Bilingual {
  const text = entry.text ?? line('?', '?')
  if (!entry.note) return copy(text)
  return line(`${text.ko} [${entry.note.ko}]`, `${text.en} [${entry.note.en}]`)
}

/** One new battle-log line in the players' words: only the fields `boardLine` lets through. */
function boardLineText(entry: BoardLine, names: BoardNames, now: EncounterBoardView): Bilingual | null {
  const pc = names.pc(entry.pc)
  const threat = names.threat(entry.threat)
  switch (entry.kind) {
    case 'battlefield':
      return tableWords(entry)
    case 'scout':
      return line(`${pc.ko}, 단락 ${entry.paragraph} 정찰: ${success(entry.success).ko}`, `${pc.en} scouts paragraph ${entry.paragraph}: ${success(entry.success).en}`)
    case 'scoutStop':
      return line('정찰 종료', 'The PCs stop scouting')
    case 'counterattack':
      return line(`반격: 모든 PC 생명력 −${entry.amount}`, `Counterattack: every PC −${entry.amount} HP`)
    case 'round': {
      const round = roundWord(entry.round)
      return line(`${round.ko} 시작`, `${round.en} begins`)
    }
    case 'plots': {
      const where = join(now.pcs.filter((p) => p.position !== null).map((p) => join([copy(p.name), positionWord(p.position)], ' ')))
      return line(`플롯 공개: ${where.ko}`, `Plots revealed: ${where.en}`)
    }
    case 'attack': {
      // E.20: a PC attacks the body or a face-up threat, unless a gift lets it aim at a face-down one: that says its paragraph.
      const target = entry.threat ? threat : entry.paragraph !== null ? faceDownAt(entry.paragraph) : entry.broken ? names.threat(null) : line('본체', 'the body')
      if (!entry.success) return line(`${pc.ko} → ${target.ko} 공격: 빗나감`, `${pc.en} attacks ${target.en}: miss`)
      const broken = entry.broken ? line(', 격파', ', broken') : line('', '')
      return line(`${pc.ko} → ${target.ko} 공격: 명중, 피해 ${entry.amount ?? 0}${broken.ko}`, `${pc.en} hits ${target.en} for ${entry.amount ?? 0}${broken.en}`)
    }
    case 'spell':
      return line(`${pc.ko} 술식 사용`, `${pc.en} casts a spell`)
    case 'move': {
      const where = entry.paragraph === null ? positionWord('margin') : positionWord(entry.paragraph)
      return line(`${pc.ko} 이동: ${where.ko}`, `${pc.en} moves to ${where.en}`)
    }
    case 'targetRoll': {
      const words = tableWords(entry)
      return line(`${threat.ko}의 목표: ${words.ko}`, `Target for ${threat.en}: ${words.en}`)
    }
    case 'threatAttack':
      return entry.success
        ? line(`${threat.ko} → ${pc.ko}: 명중, 피해 ${entry.amount ?? 0}`, `${threat.en} hits ${pc.en} for ${entry.amount ?? 0}`)
        : line(`${pc.ko}, ${threat.ko} 방어`, `${pc.en} defends against ${threat.en}`)
    case 'threatSpell':
      if (entry.pc === null) return line(`${threat.ko} 술식 발동`, `${threat.en}'s spell takes effect`)
      return entry.success
        ? line(`${pc.ko}, ${threat.ko} 방해: 술식 무효`, `${pc.en} obstructs ${threat.en}: the spell is cancelled`)
        : line(`${pc.ko}, ${threat.ko} 방해 실패`, `${pc.en} fails to obstruct ${threat.en}`)
    case 'effectDone':
      return line(`${threat.ko} 효과 적용`, `${threat.en}: its effect is applied`)
    case 'order': {
      const who = join((entry.text ? entry.text.en : '').split(',').filter(Boolean).map((id) => names.pc(id)), ' → ')
      return line(`행동 순서: ${who.ko}`, `Order: ${who.en}`)
    }
    case 'threatPass':
      return line(`${threat.ko} 넘김`, `${threat.en} passes`)
    case 'inga': {
      const id = entry.text?.en ?? '?'
      const domain = (domains as readonly string[]).includes(id) ? domainWords[id as Domain] : line(id, id)
      return line(`${pc.ko} 인과 획득 (${domain.ko})`, `${pc.en} banks inga (${domain.en})`)
    }
    case 'bound': {
      const who = entry.pc ? pc : line('본체', 'the body')
      return line(`${who.ko} 생명력 −${entry.amount ?? 0} (포박)`, `${who.en} loses ${entry.amount ?? 0} HP (bound)`)
    }
    case 'fieldLoss': {
      const who = entry.pc ? pc : line('본체', 'the body')
      return line(`${who.ko} 생명력 −${entry.amount ?? 0} (전장)`, `${who.en} loses ${entry.amount ?? 0} HP (battlefield)`)
    }
    case 'fieldGift': {
      const id = entry.text?.en ?? '?'
      const domain = (domains as readonly string[]).includes(id) ? domainWords[id as Domain] : line(id, id)
      return entry.success
        ? line(`${pc.ko}의 은혜: 전장 효과로 ${domain.ko} 영역의 인과를 ${entry.amount ?? 0}개 더 셈함`, `${pc.en}'s gift: the battlefield counts ${entry.amount ?? 0} more ${domain.en} inga`)
        : line(`${pc.ko}의 은혜: 전장의 추가 인과는 셈하지 않음`, `${pc.en}'s gift: the battlefield's extra inga not counted`)
    }
    case 'fieldEnd':
      return entry.success ? line('전투 종료 시 전장 효과로 생명력 감소', "The battlefield's loss at the battle's end is applied") : line('전투 종료 시 전장의 생명력 감소: 넘김', "The battlefield's loss at the battle's end: dismissed")
    case 'pursuit':
      return line(`${pc.ko} 추격 판정: ${success(entry.success).ko}`, `${pc.en}'s pursuit check: ${success(entry.success).en}`)
    case 'pursuitDecline':
      return line('추격 안 함', 'No pursuit')
    case 'table': {
      const words = tableWords(entry)
      const to = entry.pc ? line(` → ${pc.ko}`, ` → ${pc.en}`) : line('', '')
      return line(`${words.ko}${to.ko}`, `${words.en}${to.en}`)
    }
    case 'adjust':
      // A body (or face-down threat) adjustment shows only through the board's numbers below.
      if (entry.pc) return line(`GM 조정: ${pc.ko}`, `GM adjusts ${pc.en}`)
      if (entry.broken) {
        // E.21: a threat broken by hand (a gift's effect) is news even while its card lies face down.
        const broken = entry.threat ? threat : entry.paragraph !== null ? faceDownAt(entry.paragraph) : names.threat(null)
        return line(`GM 조정: ${broken.ko} 격파`, `GM adjusts: ${broken.en} broken`)
      }
      return entry.threat ? line(`GM 조정: ${threat.ko}`, `GM adjusts ${threat.en}`) : null
    case 'place':
    case 'end':
      // Shown as the threat turning face up and as the result.
      return null
  }
}

/** A threat card turned face up (14.09): everything the board now prints on it. */
function revealLine(paragraph: number, threat: BoardThreat): Bilingual {
  const kind = threatKindNames[threat.kind]
  const check = abilityWords[threat.check]
  const target = threat.target ? line(` (${threat.target.ko})`, ` (${threat.target.en})`) : line('', '')
  return line(
    `단락 ${paragraph} 공개: ${threat.name.ko} — ${kind.ko}, 내구도 ${threat.durability} · 공격치 ${threat.attack} · 위력 ${threat.power} · ${check.ko} 판정: ${threat.effect.ko}${target.ko}`,
    `Paragraph ${paragraph} revealed: ${threat.name.en} — ${kind.en}, durability ${threat.durability}, attack ${threat.attack}, power ${threat.power}, check ${check.en}: ${threat.effect.en}${target.en}`
  )
}

function stateLines(who: Bilingual, was: readonly BattleState[], now: readonly BattleState[]): Bilingual[] {
  const on = now.filter((s) => !was.includes(s)).map((s) => line(`${who.ko}: ${stateWords[s].ko} 부여`, `${who.en} is ${stateWords[s].en}`))
  const off = was.filter((s) => !now.includes(s)).map((s) => line(`${who.ko}: ${stateWords[s].ko} 해제`, `${who.en} is no longer ${stateWords[s].en}`))
  return [...on, ...off]
}

function startLines(now: EncounterBoardView): Bilingual[] {
  const body = now.body
  const ambush = now.ambush ? line(' (기습)', ' (ambush)') : line('', '')
  const paragraphs = join(now.paragraphs.map((p) => line(`${p.number} ${p.name.ko}`, `${p.number} ${p.name.en}`)))
  const pcs = join(now.pcs.map((pc) => copy(pc.name)))
  return [
    line(
      `${now.monster.ko}${ambush.ko} — 본체 ${body.name.ko} (레벨 ${body.level}, 방어치 ${body.defence}, 생명력 ${body.hp})`,
      `${now.monster.en}${ambush.en} — body ${body.name.en} (level ${body.level}, defence ${body.defence}, ${body.hp} HP)`
    ),
    line(`단락: ${paragraphs.ko}`, `Paragraphs: ${paragraphs.en}`),
    line(`PC: ${pcs.ko}`, `PCs: ${pcs.en}`)
  ]
}

/**
 * What the players saw change on an encounter board (rules E): the battle log's new lines as the
 * board filters them, threats turning face up, sealed plots (never their value), the body's hp,
 * states, incapacitated PCs and the result. `added` are the log lines the event added.
 */
export function encounterPublicLines({ was, now, added }: PublicChange<EncounterBoardView, BoardLine>): Bilingual[] {
  if (!now) return []
  // Inga banked with a check's mood die comes after what the check did, as in the GM's line.
  const newLines = [...added.filter((l) => l.kind !== 'inga'), ...added.filter((l) => l.kind === 'inga')]
  const names = boardNames(now)
  const lines: Bilingual[] = was ? [] : startLines(now)
  for (const entry of newLines) {
    const text = boardLineText(entry, names, now)
    if (text) lines.push(text)
  }
  for (const p of now.paragraphs) {
    const before = was?.paragraphs.find((q) => q.number === p.number)
    if (p.threat && !before?.threat) lines.push(revealLine(p.number, p.threat))
    else if (p.threat && before?.threat) lines.push(...stateLines(copy(p.threat.name), before.threat.states, p.threat.states))
  }
  for (const pc of now.pcs) {
    const before = was?.pcs.find((q) => q.id === pc.id)
    if (!before) continue
    if (!before.plotted && pc.plotted) lines.push(line(`${pc.name.ko} 플롯 제출`, `${pc.name.en} has sealed a plot`))
    lines.push(...stateLines(copy(pc.name), before.states, pc.states))
    if (before.hp > 0 && pc.hp <= 0) lines.push(line(`${pc.name.ko} 행동불능`, `${pc.name.en} is incapacitated`))
  }
  if (was) {
    const body = copy(now.body.name)
    if (was.body.hp !== now.body.hp) lines.push(line(`${body.ko} 생명력 ${was.body.hp} → ${now.body.hp}`, `${body.en} HP ${was.body.hp} → ${now.body.hp}`))
    lines.push(...stateLines(body, was.body.states, now.body.states))
  }
  if (was && was.step !== 'pursuitCheck' && now.step === 'pursuitCheck') {
    lines.push(line('난전 라운드 2 종료: 본체가 서 있음 — 추격 판정 가능', 'Melee round 2 is over with the body standing: a pursuit check may follow'))
  }
  if (!was?.result && now.result) {
    const result = battleResultText(now.result)
    lines.push(line(`전투 종료: ${result.ko}`, `Battle over: ${result.en}`))
  }
  return lines
}

/** Every line of the running battle's log through the board's own filter; face-down threats stay unnamed. */
export function encounterPublicRecord(context: EncounterContext, view: EncounterBoardView): BoardLine[] {
  const faceUp = new Set(view.paragraphs.flatMap((p) => (p.threat ? [p.threat.id] : [])))
  return context.log.map((entry) => boardLine(entry, faceUp, paragraphOfThreat(context)))
}

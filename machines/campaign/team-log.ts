import type { CampaignContext, CampaignSnapshot } from './machine'
import { teamView, type TeamView } from './team-view'
import { teamActorNames } from './team-names'
import { definitionOf } from './phases'
import { secretWords, signWords } from './model/words'
import { line, type Bilingual } from '../text/bilingual'
import { withParticle } from '../text/particles'

// What a team learned when the GM applied a war turn, ended a duel or a battle, kept as
// the team's private log. Every line is read from `TeamLogSource`, the whitelist below, built from
// the team's own view, so a team's log can hold only what its page may show.

/** A T.12 fight its master is in, or a T.15 opportunity one of its own actors holds (never one held against it). */
export interface TeamOffer {
  id: string
  kind: 'fight' | 'opportunity'
  rule: 'T.12' | 'T.15'
  actors: [string, string]
  region: string
}

/** Everything a team's log may read at one moment: a whitelist, built field by field like the team's page. */
export interface TeamLogSource {
  view: TeamView
  /** T.22: its own info points with the rule that gave each. */
  info: { servant: string; grade: number; source: string; turn: number; rule: string }[]
  offers: TeamOffer[]
  /** The PCs its players play, with their hp (E.72). */
  pcs: { id: string; name: Bilingual; hp: number; maxHp: number }[]
  /** The city's regions (public: the map every player has). */
  regions: { id: string; name: Bilingual }[]
}

/** What a log line is about, so the page and the digest can mark it. */
export type TeamLogTopic = 'info' | 'emotion' | 'fight' | 'opportunity' | 'life' | 'risk' | 'pc' | 'guess' | 'nothing'

/** One thing the team learned, in words, with the rule ids behind it. */
export interface TeamLogLine {
  topic: TeamLogTopic
  text: Bilingual
  rules: string[]
}

/** What one team learned from one applied event. */
export interface TeamLearned {
  team: string
  lines: TeamLogLine[]
}

/** What every team learned from one event that closed a phase: the phase's name and each team's lines. */
export interface LearnedAt {
  /** The phase the event closed, in its own words (`전쟁 회차` / `war turn`). */
  phase: Bilingual
  teams: TeamLearned[]
}

/** One entry of a team's private log, as its page and its digest show it. */
export interface TeamLogEntry {
  /** The event's index in the campaign's log. */
  index: number
  at: string
  turn: number
  scene: number
  /** `전쟁 회차 종료` / `War turn over`: what closed. */
  title: Bilingual
  lines: TeamLogLine[]
}

/** Builds the whitelist one team's log reads from; null for a team the campaign does not have. */
export function teamLogSource(context: CampaignContext, team: string): TeamLogSource | null {
  const view = teamView({ context } as CampaignSnapshot, team)
  if (!view) return null
  const { campaign } = context
  const own = new Set([view.master?.id, view.servant?.id].filter((id): id is string => !!id))
  const offers = campaign.offers
    .filter((o) => (o.kind === 'fight' ? o.actors.some((a) => own.has(a)) : own.has(o.actors[0])))
    .map((o): TeamOffer => ({ id: o.id, kind: o.kind, rule: o.rule, actors: [o.actors[0], o.actors[1]], region: o.region }))
  return {
    view,
    info: campaign.info.filter((i) => i.team === team).map((i) => ({ servant: i.servant, grade: i.grade, source: i.source, turn: i.turn, rule: i.rule })),
    offers,
    pcs: campaign.pcs.filter((pc) => pc.team === team).map((pc) => ({ id: pc.id, name: { ko: pc.name.ko, en: pc.name.en }, hp: pc.hp, maxHp: pc.maxHp })),
    regions: campaign.regions.map((r) => ({ id: r.id, name: { ko: r.name.ko, en: r.name.en } }))
  }
}

const infoSourceWords: Record<string, Bilingual> = {
  encounter: line('조우', 'encounter'),
  trace: line('흔적', 'trace'),
  fight: line('전투', 'fight')
}

/** An info point's source in words; a source the GM typed stays as typed. */
function sourceWords(source: string): Bilingual {
  return infoSourceWords[source] ?? line(source, source)
}

type Named = (id: string) => Bilingual

function namesOfSource(source: TeamLogSource): Named {
  const labels = teamActorNames(source.view)
  const regions = new Map(source.regions.map((r) => [r.id, r.name]))
  return (id) => labels.get(id) ?? regions.get(id) ?? line(id, id)
}

const say = (topic: TeamLogTopic, text: Bilingual, rules: string[] = []): TeamLogLine => ({ topic, text, rules })

/** The items of `after` not in `before` (as many times as they were added), compared by their JSON. */
function added<T>(before: readonly T[], after: readonly T[]): T[] {
  const left = new Map<string, number>()
  for (const item of before) left.set(JSON.stringify(item), (left.get(JSON.stringify(item)) ?? 0) + 1)
  return after.filter((item) => {
    const key = JSON.stringify(item)
    const n = left.get(key) ?? 0
    if (n > 0) left.set(key, n - 1)
    return n === 0
  })
}

function infoLines(before: TeamLogSource, after: TeamLogSource, name: Named): TeamLogLine[] {
  return added(before.info, after.info).map((i) => {
    const who = name(i.servant)
    const from = sourceWords(i.source)
    return say('info', line(`정보 획득: ${who.ko} · ${i.grade}등급 · ${from.ko}`, `Info gained on ${who.en}: grade ${i.grade}, ${from.en}`), [i.rule])
  })
}

function emotionLines(before: TeamLogSource, after: TeamLogSource, name: Named): TeamLogLine[] {
  const was = before.view.knowledge.emotions
  return after.view.knowledge.emotions.flatMap((e) => {
    const old = was.find((w) => w.from === e.from && w.to === e.to)
    if (old && old.sign === e.sign && old.points === e.points) return []
    const from = name(e.from)
    const to = name(e.to)
    const sign = signWords[e.sign]
    // 3.5: emotions are the actor's own; T.9c: a second exchange deepens the bond, an opposite sign turns it.
    return [
      say(
        'emotion',
        line(
          `감정: ${withParticle(from.ko, '은')} ${to.ko}에게 ${sign.ko} 감정 ${e.points}점`,
          `Emotion: ${from.en} now holds a ${sign.en} emotion toward ${to.en} (${e.points} ${e.points === 1 ? 'point' : 'points'})`
        ),
        ['T.9c']
      )
    ]
  })
}

function offerLines(before: TeamLogSource, after: TeamLogSource, name: Named): TeamLogLine[] {
  const known = new Set(before.offers.map((o) => o.id))
  return after.offers
    .filter((o) => !known.has(o.id))
    .map((o) => {
      const [a, b] = o.actors.map(name)
      const where = name(o.region)
      return o.kind === 'fight'
        ? say('fight', line(`마스터 간 전투: ${a!.ko} 대 ${b!.ko}, ${where.ko}`, `Fight between masters: ${a!.en} vs ${b!.en} at ${where.en}`), [o.rule])
        : say('opportunity', line(`전투 기회: ${withParticle(a!.ko, '은')} ${b!.ko}에게 전투를 걸 수 있음, ${where.ko}`, `Duel opportunity: ${a!.en} may challenge ${b!.en} at ${where.en}`), [o.rule])
    })
}

interface Life {
  id: string
  hp: number
  maxHp: number
  mp: number
  maxMp: number
  status: string
  seals: number | null
}

function livesOf(view: TeamView): Life[] {
  const lives: Life[] = []
  if (view.master) lives.push({ id: view.master.id, hp: view.master.hp, maxHp: view.master.maxHp, mp: view.master.mp, maxMp: view.master.maxMp, status: view.master.status, seals: view.master.commandSeals })
  if (view.servant) lives.push({ id: view.servant.id, hp: view.servant.hp, maxHp: view.servant.maxHp, mp: view.servant.mp, maxMp: view.servant.maxMp, status: view.servant.status, seals: null })
  return lives
}

const statusWords: Record<string, Bilingual> = { dead: line('사망', 'dead'), destroyed: line('소멸', 'destroyed') }

function lifeLines(before: TeamLogSource, after: TeamLogSource, name: Named): TeamLogLine[] {
  const was = new Map(livesOf(before.view).map((l) => [l.id, l]))
  const lines: TeamLogLine[] = []
  for (const now of livesOf(after.view)) {
    const old = was.get(now.id)
    if (!old) continue
    const who = name(now.id)
    const parts: Bilingual[] = []
    if (old.hp !== now.hp) parts.push(line(`생명력 ${old.hp} → ${now.hp}/${now.maxHp}`, `HP ${old.hp} → ${now.hp}/${now.maxHp}`))
    if (old.mp !== now.mp) parts.push(line(`마력 ${old.mp} → ${now.mp}/${now.maxMp}`, `MP ${old.mp} → ${now.mp}/${now.maxMp}`))
    if (old.seals !== null && now.seals !== null && old.seals !== now.seals) parts.push(line(`령주 ${old.seals} → ${now.seals}`, `command seals ${old.seals} → ${now.seals}`))
    if (old.status !== now.status && statusWords[now.status]) parts.push(statusWords[now.status]!)
    if (parts.length) lines.push(say('life', line(`${who.ko}: ${parts.map((p) => p.ko).join(', ')}`, `${who.en}: ${parts.map((p) => p.en).join(', ')}`)))
  }
  const risks = added(before.view.atRisk, after.view.atRisk)
  for (const risk of risks) {
    const who = name(risk.actor)
    // V.4: a servant not back above 0 mp by then is destroyed; V.6: a master still at 0 or below dies.
    lines.push(
      risk.rule === 'V.4'
        ? say('risk', line(`${who.ko}: ${withParticle(`장면 ${risk.scene}`, '이')} 끝날 때까지 마력이 0을 넘지 않으면 소멸`, `${who.en}: destroyed unless its MP is above 0 by the end of scene ${risk.scene}`), ['V.4'])
        : say('risk', line(`${who.ko}: 다음 장면에는 휴식만 가능, ${withParticle(`장면 ${risk.scene}`, '이')} 끝날 때도 0 이하면 사망`, `${who.en}: may only rest next scene, and dies if still at 0 or below at the end of scene ${risk.scene}`), ['V.6'])
    )
  }
  return lines
}

function pcLines(before: TeamLogSource, after: TeamLogSource): TeamLogLine[] {
  const was = new Map(before.pcs.map((pc) => [pc.id, pc]))
  return after.pcs.flatMap((pc) => {
    const old = was.get(pc.id)
    if (!old || old.hp === pc.hp) return []
    // E.72: a PC at 0 hp is incapacitated.
    const down = pc.hp <= 0
    return [
      say(
        'pc',
        line(`${pc.name.ko}: 생명력 ${old.hp} → ${pc.hp}/${pc.maxHp}${down ? ' (행동 불능)' : ''}`, `${pc.name.en}: HP ${old.hp} → ${pc.hp}/${pc.maxHp}${down ? ' (incapacitated)' : ''}`),
        down ? ['E.72'] : []
      )
    ]
  })
}

function guessLines(before: TeamLogSource, after: TeamLogSource, name: Named): TeamLogLine[] {
  const was = new Set(before.view.knowledge.openings.filter((o) => o.allowed).map((o) => `${o.servant}:${o.secret}`))
  return after.view.knowledge.openings
    .filter((o) => o.allowed && !was.has(`${o.servant}:${o.secret}`))
    .map((o) => {
      const who = name(o.servant)
      const secret = secretWords[o.secret]
      return say('guess', line(`이제 ${who.ko}의 ${withParticle(secret.ko, '을')} 추측할 수 있음`, `You may now guess ${who.en}'s ${secret.en}`), ['T.25'])
    })
}

/** What a team learned between two moments, in words: each line read from its own whitelist only. */
export function teamLearned(before: TeamLogSource, after: TeamLogSource): TeamLogLine[] {
  const name = namesOfSource(after)
  return [
    ...infoLines(before, after, name),
    ...emotionLines(before, after, name),
    ...offerLines(before, after, name),
    ...lifeLines(before, after, name),
    ...pcLines(before, after),
    ...guessLines(before, after, name)
  ]
}

const nothing = say('nothing', line('이번에 새로 알게 된 것이 없습니다', 'Nothing new for your team'))

/**
 * What each team learned from one event, when the event closed a phase by applying it (the war
 * turn's apply, a duel's or a battle's end; a cancel writes nothing back); null for any other event.
 * A war turn gives every team an entry, a duel or a battle only the teams it told something.
 */
export function learnedAt(command: { type: string }, before: CampaignContext, after: CampaignContext): LearnedAt | null {
  const running = before.phase
  if (!running || after.phase) return null
  const definition = definitionOf(running.kind)
  if (command.type === `${definition.prefix}cancel`) return null
  // A war turn played (the campaign's turn count moved) tells every team that it passed, even with nothing new.
  const everyTeam = after.campaign.turn !== before.campaign.turn
  const teams = after.campaign.teams.flatMap((t): TeamLearned[] => {
    const was = teamLogSource(before, t.id)
    const now = teamLogSource(after, t.id)
    if (!was || !now) return []
    const lines = teamLearned(was, now)
    if (lines.length) return [{ team: t.id, lines }]
    return everyTeam ? [{ team: t.id, lines: [nothing] }] : []
  })
  return { phase: definition.words.name, teams }
}

/** The title of a log entry: the phase that closed (`전쟁 회차 종료` / `War turn over`). */
export function closedTitle(phase: Bilingual): Bilingual {
  return line(`${phase.ko} 종료`, `${phase.en.charAt(0).toUpperCase()}${phase.en.slice(1)} over`)
}

/** One team's private log from the session log's entries: what it learned at each closed phase, newest first. */
export function teamLogOf(entries: readonly { index: number; at: string; turn: number | null; scene: number | null; learned: LearnedAt | null }[], team: string): TeamLogEntry[] {
  const log: TeamLogEntry[] = []
  for (const entry of entries) {
    const mine = entry.learned?.teams.find((t) => t.team === team)
    if (!entry.learned || !mine) continue
    log.push({ index: entry.index, at: entry.at, turn: entry.turn ?? 0, scene: entry.scene ?? 0, title: closedTitle(entry.learned.phase), lines: mine.lines })
  }
  return log.reverse()
}

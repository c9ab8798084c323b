import type { CampaignContext } from '../machine'
import type { Command, CommandOf } from '../commands'
import type { Campaign } from '../model/campaign'
import { proposalListNames } from '../../war-turn/commands'
import { isKept, type TurnProposal } from '../../war-turn/proposal'
import { both, join, quoted, signed, type Bilingual } from '../../text/bilingual'
import { namesOf, type NameOf } from '../model/roster'
import { actionWords, listWords, secretWords, signWords } from './words'
import { describeOutcome } from '../../war-turn/log/outcome'
import { isEditCommand } from '../editing/registry'
import { duelLine, type DuelLineCommand } from '../../duel/log/gm-lines'
import { encounterLine, type EncounterLineCommand } from '../../encounter/log/gm-lines'
import { editLine } from './edit-lines'

/**
 * The states a line is written from. `before` null means the states around the event are not
 * at hand (a long log just opened): the line then says only what the command itself says, and
 * `after` is the newest state, used for names and records that never change once made.
 */
export interface LineStates {
  before: CampaignContext | null
  after: CampaignContext
}

const line = (ko: string, en: string): Bilingual => ({ ko, en })

function actorOf(campaign: Campaign, id: string): { hp: number; mp: number; commandSeals?: number } | undefined {
  return campaign.masters.find((m) => m.id === id) ?? campaign.servants.find((s) => s.id === id)
}

function adjustLine(c: CommandOf<'actor.adjust'>, states: LineStates, name: NameOf): Bilingual {
  const was = states.before ? actorOf(states.before.campaign, c.actor) : undefined
  const now = states.before ? actorOf(states.after.campaign, c.actor) : undefined
  const change = (label: Bilingual, delta: number | undefined, from?: number, to?: number): Bilingual | null =>
    delta === undefined ? null : join([label, both(`${signed(delta)}${from !== undefined && to !== undefined ? ` (${from} → ${to})` : ''}`)], ' ')
  const parts = [
    change(line('생명력', 'HP'), c.hp, was?.hp, now?.hp),
    change(line('마력', 'MP'), c.mp, was?.mp, now?.mp),
    change(line('령주', 'command seals'), c.commandSeals, was?.commandSeals, now?.commandSeals)
  ].filter((p): p is Bilingual => p !== null)
  const who = name(c.actor)
  const reason = c.reason ? ` — ${c.reason}` : ''
  const what = join(parts)
  return line(`${who.ko}: ${what.ko}${reason}`, `${who.en}: ${what.en}${reason}`)
}

function proposalCounts(proposal: TurnProposal, keptOnly: boolean): Bilingual {
  const parts = proposalListNames
    .map((list) => {
      const items = proposal.resolution[list] as unknown[]
      const n = keptOnly ? items.filter((_, i) => isKept(proposal, list, i)).length : items.length
      return n ? join([listWords[list], both(String(n))], ' ') : null
    })
    .filter((p): p is Bilingual => p !== null)
  return parts.length ? join(parts) : line('결과 없음', 'no outcomes')
}

function warTurnOf(context: CampaignContext | null) {
  return context?.phase?.kind === 'warTurn' ? context.phase.context : null
}

function turnLine(c: Extract<Command, { type: `turn.${string}` }>, states: LineStates, name: NameOf): Bilingual {
  const exact = states.before !== null
  const was = warTurnOf(states.before)
  const now = exact ? warTurnOf(states.after) : null
  const n = now?.turn ?? was?.turn ?? (exact ? states.after.campaign.turn : null)
  const ko = n === null ? '회차' : `${n}회차`
  const en = n === null ? 'War turn' : `War turn ${n}`
  const detail = (text: Bilingual | null) => (text ? { ko: ` (${text.ko})`, en: ` (${text.en})` } : both(''))
  switch (c.type) {
    case 'turn.start':
      return line(`${ko} 시작`, `${en} begins`)
    case 'turn.declare': {
      const who = name(c.actor)
      const where = c.regions.length ? join(c.regions.map(name)) : null
      const action = actionWords[c.action]
      return line(
        `${who.ko} 선언: ${action.ko}${where ? ` — ${where.ko}` : ''}`,
        `${who.en} declares ${action.en}${where ? ` — ${where.en}` : ''}`
      )
    }
    case 'turn.retract':
      return line(`${name(c.actor).ko} 선언 지움`, `${name(c.actor).en}'s declaration cleared`)
    case 'turn.resolve': {
      const counts = now?.proposal ? proposalCounts(now.proposal, false) : null
      return line(`${ko} 판정${counts ? `: ${counts.ko}` : ''}`, `${en} resolved${counts ? `: ${counts.en}` : ''}`)
    }
    case 'turn.reopen':
      return line(`${ko} 선언 다시 열기`, `${en}: declarations reopened`)
    case 'turn.strike': {
      const item = detail(was?.proposal ? describeOutcome(c.list, was.proposal.resolution, c.index, name) : null)
      const what = join([listWords[c.list], both(`#${c.index + 1}`)], ' ')
      return c.struck
        ? line(`제외: ${what.ko}${item.ko}`, `Struck ${what.en}${item.en}`)
        : line(`다시 포함: ${what.ko}${item.ko}`, `Kept ${what.en}${item.en}`)
    }
    case 'turn.emotionSign': {
      const item = detail(was?.proposal ? describeOutcome('emotionExchanges', was.proposal.resolution, c.index, name) : null)
      const sign = signWords[c.sign]
      return line(
        `감정 교류 #${c.index + 1}${item.ko}: ${name(c.from).ko} → ${sign.ko}`,
        `Emotion exchange #${c.index + 1}${item.en}: ${name(c.from).en} → ${sign.en}`
      )
    }
    case 'turn.infoGrade': {
      const item = detail(was?.proposal ? describeOutcome('info', was.proposal.resolution, c.index, name) : null)
      return line(`정보 #${c.index + 1}${item.ko}: ${c.grade}등급`, `Info #${c.index + 1}${item.en}: grade ${c.grade}`)
    }
    case 'turn.publish':
      return line(`보드에 알릴 소식: ${quoted(c.text)}`, `News for the board: ${quoted(c.text)}`)
    case 'turn.apply': {
      const counts = was?.proposal ? proposalCounts(was.proposal, true) : null
      return line(`${ko} 적용${counts ? `: ${counts.ko}` : ''}`, `${en} applied${counts ? `: ${counts.en}` : ''}`)
    }
    case 'turn.cancel':
      return line(`${ko} 취소`, `${en} cancelled`)
  }
}

/**
 * The GM's line for one applied command, in both languages, from the command and the states
 * around it (numbers as they really changed, not as requested).
 */
export function gmLine(command: Command, states: LineStates): Bilingual {
  const was = states.before?.campaign ?? null
  const now = states.after.campaign
  const name = was ? namesOf(was, now) : namesOf(now)
  const c = command
  switch (c.type) {
    case 'actor.adjust':
      return adjustLine(c, states, name)
    case 'notes.set':
      return line(`GM 메모 수정 (${c.text.length}자)`, `GM notes edited (${c.text.length} characters)`)
    case 'campaign.rename':
      return was
        ? line(`캠페인 이름: ${was.name} → ${now.name}`, `Campaign renamed: ${was.name} → ${now.name}`)
        : line(`캠페인 이름: ${c.name}`, `Campaign renamed: ${c.name}`)
    case 'board.announce':
      return line(`보드 공지: ${quoted(c.text)}`, `Board: ${quoted(c.text)}`)
    case 'settings.set': {
      const to = JSON.stringify(was ? now.settings[c.key] : c.value)
      const from = was ? `${JSON.stringify(was.settings[c.key])} → ` : ''
      return line(`설정 ${c.key}: ${from}${to}`, `Setting ${c.key}: ${from}${to}`)
    }
    case 'scene.advance':
      return was ? line(`장면 ${was.scene} → ${now.scene}`, `Scene ${was.scene} → ${now.scene}`) : line('다음 장면', 'Next scene')
    case 'guess.record': {
      const secret = secretWords[c.secret]
      return line(
        `${name(c.team).ko}의 추측 — ${name(c.servant).ko}의 ${secret.ko}: ${quoted(c.text)} (T.25)`,
        `${name(c.team).en} guesses ${name(c.servant).en}'s ${secret.en}: ${quoted(c.text)} (T.25)`
      )
    }
    case 'guess.mark': {
      // Guesses are only ever appended, so the newest state holds this one at the same index.
      const guess = (was ?? now).guesses[c.index]
      const verdict = c.correct ? line('정답', 'right') : line('오답', 'wrong')
      if (!guess) return line(`추측 #${c.index + 1}: ${verdict.ko}`, `Guess #${c.index + 1}: ${verdict.en}`)
      const secret = secretWords[guess.secret]
      return line(
        `${name(guess.team).ko}의 추측 ${quoted(guess.text)} (${name(guess.servant).ko}의 ${secret.ko}): ${verdict.ko}`,
        `${name(guess.team).en}'s guess ${quoted(guess.text)} (${name(guess.servant).en}'s ${secret.en}): ${verdict.en}`
      )
    }
    case 'servant.reveal': {
      const servant = now.servants.find((s) => s.id === c.servant)
      const who = name(c.servant)
      return c.revealed
        ? line(`${who.ko}의 진명 공개: ${servant?.trueName ?? '?'}`, `${who.en}'s true name shown on the board: ${servant?.trueName ?? '?'}`)
        : line(`${who.ko}의 진명 다시 숨김`, `${who.en}'s true name hidden again`)
    }
    case 'team.import':
      return editLine(c, states, name)
    default:
      if (isEditCommand(c)) return editLine(c, states, name)
      if (c.type.startsWith('duel.')) return duelLine(c as DuelLineCommand, states, name)
      if (c.type.startsWith('encounter.')) return encounterLine(c as EncounterLineCommand, states, name)
      return turnLine(c as Extract<Command, { type: `turn.${string}` }>, states, name)
  }
}

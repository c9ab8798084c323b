import type { PhaseLineStates } from '../../campaign/model/phase-definition'
import type { NameOf } from '../../campaign/model/roster'
import { signWords } from '../../campaign/model/words'
import { both, join, quoted, signed, type Bilingual } from '../../text/bilingual'
import { proposalListNames } from '../commands'
import type { TurnCommand } from '../events'
import type { WarTurnContext } from '../machine'
import { isKept, type TurnProposal } from '../proposal'
import { actionWords, listWords } from '../words'
import { describeLine, describeOutcome, describeRecovery } from './outcome'

const line = (ko: string, en: string): Bilingual => ({ ko, en })

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

/** Who declares and what (the action, then its regions), as a log line says it. */
function declarationWords(d: { actor: string; action: keyof typeof actionWords; regions: readonly string[] }, name: NameOf): { who: Bilingual; what: Bilingual } {
  const where = d.regions.length ? join(d.regions.map(name)) : null
  const action = actionWords[d.action]
  return { who: name(d.actor), what: line(`${action.ko}${where ? ` — ${where.ko}` : ''}`, `${action.en}${where ? ` — ${where.en}` : ''}`) }
}

/** The GM's line for a war-turn command (rules T), read from the turn before and after it. */
export function turnLine(c: TurnCommand, states: PhaseLineStates<WarTurnContext>, name: NameOf): Bilingual {
  const exact = states.before !== null
  const was = states.phaseBefore
  const now = exact ? states.phaseAfter : null
  const n = now?.turn ?? was?.turn ?? (exact ? states.after.turn : null)
  const ko = n === null ? '회차' : `${n}회차`
  const en = n === null ? 'War turn' : `War turn ${n}`
  const detail = (text: Bilingual | null) => (text ? { ko: ` (${text.ko})`, en: ` (${text.en})` } : both(''))
  switch (c.type) {
    case 'turn.start':
      return line(`${ko} 시작`, `${en} begins`)
    case 'turn.declare': {
      const { who, what } = declarationWords(c, name)
      return line(`${who.ko} 선언: ${what.ko}`, `${who.en} declares ${what.en}`)
    }
    case 'turn.declareLines': {
      // One line for the whole paste, naming how many and each of them.
      const each = join(
        c.lines.map((d) => {
          const { who, what } = declarationWords(d, name)
          return line(`${who.ko} ${what.ko}`, `${who.en} ${what.en}`)
        }),
        '; '
      )
      const n = c.lines.length
      return line(`선언 ${n}개 한꺼번에: ${each.ko}`, `${n} ${n === 1 ? 'declaration' : 'declarations'} at once: ${each.en}`)
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
      const item = detail(was?.proposal ? describeLine(c.list, was.proposal, c.index, name) : null)
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
    case 'turn.recovery': {
      const item = now?.proposal ? describeRecovery(now.proposal, c.index, name) : null
      const what = item ?? both(`HP ${signed(c.hp)}, MP ${signed(c.mp)}`)
      return line(`회복·휴식 #${c.index + 1} 수정: ${what.ko}`, `Recovery #${c.index + 1} amended: ${what.en}`)
    }
    case 'turn.publish':
      return line(`보드에 알릴 소식: ${quoted(c.text)}`, `News for the board: ${quoted(c.text)}`)
    case 'turn.apply': {
      const proposal = was?.proposal
      const counts = proposal ? proposalCounts(proposal, true) : null
      // V.7, T.16, T.21: every hp and mp the turn restores is said, not only counted.
      const restored = proposal ? proposal.recovery.flatMap((_, i) => (isKept(proposal, 'recovery', i) ? [describeRecovery(proposal, i, name)!] : [])) : []
      const recovery = restored.length ? join(restored, '; ') : null
      return line(
        `${ko} 적용${counts ? `: ${counts.ko}` : ''}${recovery ? ` — 회복·휴식: ${recovery.ko}` : ''}`,
        `${en} applied${counts ? `: ${counts.en}` : ''}${recovery ? ` — recovery and rest: ${recovery.en}` : ''}`
      )
    }
    case 'turn.cancel':
      return line(`${ko} 취소`, `${en} cancelled`)
  }
}

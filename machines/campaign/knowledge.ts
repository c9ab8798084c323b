import type { Campaign } from './model/campaign'
import type { CommandOf } from './commands'
import { canGuess, bestInfoGrade } from './guess'
import { reason, type Reason } from '../reasons/reason'

/** Why a team may not record a guess at a servant's secret now (T.25), or undefined when it may. */
export function checkRecordGuess(campaign: Campaign, command: CommandOf<'guess.record'>): Reason | undefined {
  const team = campaign.teams.find((t) => t.id === command.team)
  if (!team) return reason('reason.campaign.unknownTeam', { team: command.team })
  const servant = campaign.servants.find((s) => s.id === command.servant)
  if (!servant) return reason('reason.campaign.unknownServant', { servant: command.servant })
  if (servant.team === team.id) return reason('reason.campaign.guessOwnServant')
  const guesses = campaign.guesses.filter((g) => g.team === team.id && g.servant === servant.id && g.secret === command.secret)
  if (guesses.some((g) => g.correct === null)) return reason('reason.campaign.guessStillOpen')
  const points = campaign.info.filter((i) => i.team === team.id && i.servant === servant.id)
  const verdict = canGuess(
    command.secret,
    points,
    guesses.map((g) => ({ correct: g.correct === true, bestGradeAtGuess: g.bestGradeAtGuess }))
  )
  return verdict.allowed ? undefined : verdict.why
}

/** Records a guess, open until the GM marks it (T.25); it remembers the best grade held now. */
export function applyRecordGuess(campaign: Campaign, command: CommandOf<'guess.record'>): Campaign {
  const points = campaign.info.filter((i) => i.team === command.team && i.servant === command.servant)
  const guess = {
    team: command.team,
    servant: command.servant,
    secret: command.secret,
    text: command.text,
    correct: null,
    bestGradeAtGuess: bestInfoGrade(points),
    turn: campaign.turn
  }
  return { ...campaign, guesses: [...campaign.guesses, guess] }
}

/** Why marking a guess is refused. */
export function checkMarkGuess(campaign: Campaign, command: CommandOf<'guess.mark'>): Reason | undefined {
  const guess = campaign.guesses[command.index]
  if (!guess) return reason('reason.campaign.noGuess', { n: command.index + 1 })
  return guess.correct === null ? undefined : reason('reason.campaign.guessAlreadyMarked')
}

/** Marks a guess right or wrong (a wrong one raises the grade the next guess needs, T.25). */
export function applyMarkGuess(campaign: Campaign, command: CommandOf<'guess.mark'>): Campaign {
  return {
    ...campaign,
    guesses: campaign.guesses.map((g, i) => (i === command.index ? { ...g, correct: command.correct } : g))
  }
}

/** Why showing (or hiding) a servant's true name on the board is refused. */
export function checkReveal(campaign: Campaign, command: CommandOf<'servant.reveal'>): Reason | undefined {
  return campaign.servants.some((s) => s.id === command.servant) ? undefined : reason('reason.campaign.unknownServant', { servant: command.servant })
}

/** Shows or hides a servant's true name on the board. */
export function applyReveal(campaign: Campaign, command: CommandOf<'servant.reveal'>): Campaign {
  return {
    ...campaign,
    servants: campaign.servants.map((s) => (s.id === command.servant ? { ...s, trueNameRevealed: command.revealed } : s))
  }
}

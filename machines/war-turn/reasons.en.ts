/** Why the war-turn rules refuse something (English); keys start with `reason.warTurn.`. */
export const warTurnReasonsEn = {
  'reason.warTurn.guessAlreadyRight': 'the {secret} was already guessed right',
  'reason.warTurn.guessNeedsInfo': 'guessing the {secret} needs at least 1 info point on this servant (T.25)',
  'reason.warTurn.guessNeedsBetterInfo': 'after a wrong guess the next {secret} guess needs an info point above grade {grade} (T.25)'
} as const

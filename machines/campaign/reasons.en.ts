/** Why the campaign rules refuse something (English); keys start with `reason.campaign.`. */
export const campaignReasonsEn = {
  'reason.campaign.unknownCommand': 'unknown command "{type}"',
  'reason.campaign.phaseRunning': 'finish the running {phase} first',
  'reason.campaign.phaseNotRunning': 'no {phase} is running — start one first',
  'reason.campaign.notAllowedNow': 'not allowed now',
  'reason.campaign.notAllowedInStep': 'not allowed in this step',
  'reason.campaign.sceneAdvanceInPhase': 'finish the running phase first; it advances the scene itself',
  'reason.campaign.notPossibleNow': '"{type}" is not possible now',
  'reason.campaign.typeMissing': 'type: missing',
  'reason.campaign.typeUnknown': 'type: unknown command {type}',
  'reason.campaign.nothingToUndo': 'nothing to undo',
  'reason.campaign.nothingToRedo': 'nothing to redo',
  'reason.campaign.unknownTeam': 'unknown team "{team}"',
  'reason.campaign.unknownServant': 'unknown servant "{servant}"',
  'reason.campaign.guessOwnServant': 'a team does not guess at its own servant',
  'reason.campaign.guessStillOpen': 'mark the open guess right or wrong first',
  'reason.campaign.noGuess': 'no guess #{n}',
  'reason.campaign.guessAlreadyMarked': 'that guess is already marked'
} as const

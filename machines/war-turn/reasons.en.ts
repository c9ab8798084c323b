/** Why the war-turn rules refuse something (English); keys start with `reason.warTurn.`. */
export const warTurnReasonsEn = {
  'reason.warTurn.guessAlreadyRight': 'the {secret} was already guessed right',
  'reason.warTurn.guessNeedsInfo': 'guessing the {secret} needs at least 1 info point on this servant (T.25)',
  'reason.warTurn.guessNeedsBetterInfo': 'after a wrong guess the next {secret} guess needs an info point above grade {grade} (T.25)',
  // The turn input (the `resolve-turn` contract and every declaration).
  'reason.warTurn.duplicateRegion': 'duplicate region id "{region}"',
  'reason.warTurn.duplicateActor': 'duplicate actor id "{actor}"',
  'reason.warTurn.teamSeatTaken': 'team "{team}" already has a {kind}',
  'reason.warTurn.unknownRegion': 'unknown region "{region}"',
  'reason.warTurn.unknownActor': 'unknown actor "{actor}"',
  'reason.warTurn.secondDeclaration': 'a second declaration for "{actor}" (one action per turn)',
  'reason.warTurn.deadCannotDeclare': '"{actor}" is dead and cannot declare',
  'reason.warTurn.destroyedCannotDeclare': '"{actor}" is destroyed and cannot declare',
  'reason.warTurn.mustRest': '"{actor}" fell to 0 or below in the scene before: it can only rest this scene (anywhere, V.6)',
  'reason.warTurn.lifeDecisionFirst': 'the end of scene {scene} proposed the fate of "{actor}" ({rule}): accept or strike it first (V.10)',
  'reason.warTurn.noRecoveryLine': 'no recovery line #{n}',
  'reason.warTurn.masterDailyRegions': "a master's daily life needs 3 distinct regions (T.1)",
  'reason.warTurn.masterInvestigateRegions': "a master's investigation needs exactly 1 region (T.2)",
  'reason.warTurn.servantDailyRegions': "a servant's daily life needs exactly 1 region (T.3)",
  'reason.warTurn.servantInvestigateRegions': "a servant's investigation needs exactly 1 region (T.4)",
  'reason.warTurn.restRegions': 'a rest names at most 1 region (T.5)',
  'reason.warTurn.restAtBase': '"{actor}" rests in its base "{base}" unless it must rest (T.5, V.6)',
  'reason.warTurn.emotionToSelf': '"{actor}" cannot hold an emotion toward itself',
  'reason.warTurn.secondEmotion': 'a second emotion from "{from}" to "{to}" (one bond per direction)',
  'reason.warTurn.traceOfMaster': '"{actor}" is a master; only servants leave traces (T.20)',
  'reason.warTurn.secondTrace': 'a second trace of "{servant}" in "{region}"',
  // The paste box, line by line.
  'reason.warTurn.ambiguousActor': 'ambiguous actor "{name}" ({ids})',
  'reason.warTurn.missingAction': 'missing action for "{actor}" (daily, investigate or rest)',
  'reason.warTurn.unknownAction': 'unknown action "{action}"',
  'reason.warTurn.ambiguousRegion': 'ambiguous region "{name}" ({ids})',
  'reason.warTurn.pastedTwice': '{actor} is already declared on line {n}, earlier in this paste: keep one of the two lines',
  'reason.warTurn.lineRefused': 'line {n}: {detail}',
  // The war-turn machine's steps.
  'reason.warTurn.declarationsClosed': 'declarations are closed: the turn is resolved (reopen it to change one)',
  'reason.warTurn.notDeclared': '{actor} has not declared',
  'reason.warTurn.noDeclarations': 'no declarations yet',
  'reason.warTurn.alreadyResolved': 'the turn is already resolved',
  'reason.warTurn.resolveFirst': 'resolve the turn first',
  'reason.warTurn.turnOver': 'the turn is over',
  'reason.warTurn.noListItem': 'no {list} item #{n}',
  'reason.warTurn.noEmotionExchange': 'no emotion exchange #{n}',
  'reason.warTurn.notInExchange': '{actor} is not part of that exchange',
  'reason.warTurn.positiveOnly': 'this exchange may only give a positive emotion (T.9)',
  'reason.warTurn.noInfoItem': 'no info item #{n}'
} as const

declare module '../reasons/catalog' {
  interface ReasonWords extends Record<keyof typeof warTurnReasonsEn, string> {}
}

import type { SentCommand } from '../machines/campaign/commands'
import { demoDeclarations } from '../tests/machines/campaign/fixtures'
import { meleeRound1, meleeRound2, plots, pursuitAndEnd, scoutRound } from '../tests/machines/encounter/log/battle-script'

/** One step of a measured evening: a command of one kind, or an undo or redo of the step before. */
export type EveningStep = { kind: string; command: SentCommand } | { kind: 'undo' | 'redo' }

const declarations = demoDeclarations as unknown as SentCommand[]
const command = (raw: Record<string, unknown>): SentCommand => raw as unknown as SentCommand

/** The kind a battle command is measured as; a pick right after a threat's attack applies the PC's defence. */
function battleKind(raw: Record<string, unknown>, before: Record<string, unknown> | undefined): string {
  const type = String(raw.type).replace('encounter.', '')
  if (type === 'pick') return before?.type === 'encounter.threatAttack' ? 'defenceApply' : before?.type === 'encounter.pursuit' ? 'pursuitApply' : 'checkApply'
  return { start: 'encounterStart', revealPlots: 'plotsReveal', threatAttack: 'threatAttack', targetRoll: 'targetRoll', endRound: 'roundEnd', pursuit: 'pursuit', finish: 'encounterFinish' }[type] ?? `encounter_${type}`
}

/**
 * Every command kind of an evening at the table, in play order on the demo campaign: a war turn
 * (start, one declaration, the paste of all eight, the reveal, apply), a duel (start, both plays, the
 * reveal, accept, end, apply), the sample encounter battle from its start through its two melee rounds
 * and the pursuit to the finish, and an undo and a redo in each phase. Every die is typed in, so each
 * round of the bench replays the same evening.
 */
export function eveningSteps(): EveningStep[] {
  const steps: EveningStep[] = [
    { kind: 'turnStart', command: command({ type: 'turn.start' }) },
    { kind: 'declare', command: declarations[0]! },
    { kind: 'undo' },
    { kind: 'redo' },
    { kind: 'paste', command: command({ type: 'turn.declareLines', lines: demoDeclarations.map(({ actor, action, regions }, i) => ({ line: i + 1, actor, action, regions: [...regions] })) }) },
    { kind: 'turnResolve', command: command({ type: 'turn.resolve' }) },
    { kind: 'turnApply', command: command({ type: 'turn.apply' }) },
    { kind: 'duelStart', command: command({ type: 'duel.start', combatants: [{ actor: 'saber' }, { actor: 'lancer' }] }) },
    { kind: 'duelPlay', command: command({ type: 'duel.play', actor: 'saber', cards: [{ opponent: 'lancer', card: 'smash' }] }) },
    { kind: 'duelPlay', command: command({ type: 'duel.play', actor: 'lancer', cards: [{ opponent: 'saber', card: 'assault' }] }) },
    { kind: 'duelReveal', command: command({ type: 'duel.reveal' }) },
    { kind: 'undo' },
    { kind: 'redo' },
    { kind: 'duelAccept', command: command({ type: 'duel.accept' }) },
    { kind: 'duelEnd', command: command({ type: 'duel.end' }) },
    { kind: 'duelApply', command: command({ type: 'duel.apply' }) }
  ]
  const battle = [...scoutRound, ...plots, ...meleeRound1, ...meleeRound2, ...pursuitAndEnd]
  let undoneInBattle = false
  battle.forEach((raw, i) => {
    const kind = battleKind(raw, battle[i - 1])
    steps.push({ kind, command: command(raw) })
    // An undo and a redo in the battle too: of its first defence applied.
    if (kind === 'defenceApply' && !undoneInBattle) {
      undoneInBattle = true
      steps.push({ kind: 'undo' }, { kind: 'redo' })
    }
  })
  return steps
}

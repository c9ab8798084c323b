import { assertEvent, assign, setup } from 'xstate'
import { z } from 'zod'
import type { Campaign } from '@machines/campaign/model/campaign'
import { idSchema } from '@machines/campaign/model/ids'
import type { AuthoredCommand, PhaseDefinition, PhaseLineStates, PhaseTeamSends, PublicChange } from '@machines/campaign/model/phase-definition'
import { activeTeams, findActor, type NameOf } from '@machines/campaign/model/roster'
import { reason, type Reason } from '@machines/reasons/reason'
import { join, line, quoted, type Bilingual } from '@machines/text/bilingual'

// A test-only phase that plugs in the way a new phase of the rules would: its own folder, and one
// `registerPhase('tally', tallyPhase)` call. Actors cast a secret yes / no on a question; the board
// shows who has voted (never how); closing it announces the count.

/** The tally's refusal words: its own keys, under reason.tally. (a plug-in borrows none of the campaign's). */
export const tallyReasonsEn = {
  'reason.tally.notAVoter': '{actor} cannot vote: no living master or servant of that id',
  'reason.tally.noVotes': 'nobody has voted yet: the tally cannot close empty'
} as const

const tallyReasonsKo: Record<keyof typeof tallyReasonsEn, string> = {
  'reason.tally.notAVoter': '{actor}: 투표할 수 있는 살아 있는 마스터나 서번트가 아닙니다',
  'reason.tally.noVotes': '아직 아무도 투표하지 않았습니다: 빈 집계는 마감할 수 없습니다'
}

declare module '@machines/reasons/catalog' {
  interface ReasonWords extends Record<keyof typeof tallyReasonsEn, string> {}
}

/** The tally's commands. */
export const tallyCommandSchemas = [
  z.strictObject({ type: z.literal('tally.start'), question: z.string().trim().min(1).max(200) }),
  z.strictObject({ type: z.literal('tally.vote'), actor: idSchema, yes: z.boolean() }),
  z.strictObject({ type: z.literal('tally.close') }),
  z.strictObject({ type: z.literal('tally.cancel') })
] as const

/** A tally command. */
export type TallyCommand = z.output<(typeof tallyCommandSchemas)[number]>
type TallyEvent = Exclude<TallyCommand, { type: 'tally.start' }> & { campaign: Campaign }

/** What the tally holds: the question, the secret votes, and the campaign it writes on close. */
export interface TallyContext {
  question: string
  votes: Record<string, boolean>
  applied: Campaign | null
}

/** What the players see: the question and who has voted. */
export interface TallyBoardView {
  kind: 'tally'
  question: string
  voted: string[]
}

/** What a team's phone shows of a tally: the question and its own living actors' secret votes. */
export interface TallyTeamView {
  kind: 'tally'
  question: string
  votes: { actor: string; yes: boolean | null }[]
}

/** The team's own living actors: the only ones it may vote for. */
function ownActors(campaign: Campaign, team: string): string[] {
  const own = activeTeams(campaign).find((t) => t.team.id === team)
  return own ? [own.master?.id, own.servant?.id].filter((id): id is string => id !== undefined) : []
}

function tallyTeamView(_value: string, context: TallyContext, campaign: Campaign, team: string): TallyTeamView {
  return { kind: 'tally', question: context.question, votes: ownActors(campaign, team).map((actor) => ({ actor, yes: context.votes[actor] ?? null })) }
}

/** The votes standing now whose last word came from a team's phone: actor → team. */
function votesSentByTeams(_value: string, context: TallyContext, since: readonly AuthoredCommand[]): Record<string, string> {
  const decided = new Set<string>()
  const submitted: Record<string, string> = {}
  for (const { command, team } of [...since].reverse()) {
    if (command.type !== 'tally.vote') continue
    const { actor } = command as Extract<TallyCommand, { type: 'tally.vote' }>
    if (decided.has(actor)) continue
    decided.add(actor)
    if (team !== null && actor in context.votes) submitted[actor] = team
  }
  return submitted
}

const tallyTeamSends: PhaseTeamSends<TallyContext, Extract<TallyCommand, { type: 'tally.vote' }>> = {
  commands: ['tally.vote'],
  actors: (_value, _context, campaign, team) => ownActors(campaign, team),
  actorOf: (command) => command.actor,
  submitted: votesSentByTeams
}

function startTally(_campaign: Campaign, command: Extract<TallyCommand, { type: 'tally.start' }>): { ok: true; context: TallyContext } {
  return { ok: true, context: { question: command.question, votes: {}, applied: null } }
}

function explainTally(_step: string, context: TallyContext, event: TallyEvent): Reason | undefined {
  switch (event.type) {
    case 'tally.vote': {
      const actor = findActor(event.campaign, event.actor)
      return actor?.status === 'active' ? undefined : reason('reason.tally.notAVoter', { actor: event.actor })
    }
    case 'tally.close':
      return Object.keys(context.votes).length ? undefined : reason('reason.tally.noVotes')
    case 'tally.cancel':
      return undefined
  }
}

const count = (votes: Record<string, boolean>): { yes: number; no: number } => {
  const all = Object.values(votes)
  return { yes: all.filter(Boolean).length, no: all.filter((v) => !v).length }
}

const tallyMachine = setup({
  types: { context: {} as TallyContext, events: {} as TallyEvent, input: {} as TallyContext, output: {} as { campaign: Campaign | null } },
  guards: { accepts: ({ context, event }) => explainTally('open', context, event) === undefined },
  actions: {
    vote: assign({
      votes: ({ context, event }) => {
        assertEvent(event, 'tally.vote')
        return { ...context.votes, [event.actor]: event.yes }
      }
    }),
    close: assign({
      applied: ({ context, event }) => {
        const { yes, no } = count(context.votes)
        const text = `${context.question}: ${yes} / ${no}`
        return { ...event.campaign, announcements: [...event.campaign.announcements, { turn: event.campaign.turn, scene: event.campaign.scene, text }] }
      }
    })
  }
}).createMachine({
  id: 'tally',
  context: ({ input }) => input,
  initial: 'open',
  states: {
    open: {
      on: {
        'tally.vote': { guard: 'accepts', actions: 'vote' },
        'tally.close': { guard: 'accepts', target: 'closed', actions: 'close' },
        'tally.cancel': { target: 'cancelled' }
      }
    },
    closed: { type: 'final' },
    cancelled: { type: 'final' }
  },
  output: ({ context }) => ({ campaign: context.applied })
})

function tallyLine(command: TallyCommand, states: PhaseLineStates<TallyContext>, name: NameOf): Bilingual {
  switch (command.type) {
    case 'tally.start':
      return line(`집계 시작: ${quoted(command.question)}`, `Tally begins: ${quoted(command.question)}`)
    case 'tally.vote':
      return command.yes ? line(`${name(command.actor).ko}: 찬성`, `${name(command.actor).en} votes yes`) : line(`${name(command.actor).ko}: 반대`, `${name(command.actor).en} votes no`)
    case 'tally.close': {
      const { yes, no } = count(states.phaseBefore?.votes ?? {})
      return line(`집계 마감: 찬성 ${yes}, 반대 ${no}`, `Tally closed: ${yes} yes, ${no} no`)
    }
    case 'tally.cancel':
      return line('집계 취소', 'Tally cancelled')
  }
}

function tallyPublicLines({ was, now, actor }: PublicChange<TallyBoardView>): Bilingual[] {
  if (!was || !now) return []
  const added = now.voted.filter((id) => !was.voted.includes(id))
  if (!added.length) return []
  const who = join(added.map(actor))
  return [line(`투표함: ${who.ko}`, `Voted: ${who.en}`)]
}

/** The tally as a phase: one bundle, like the built-in phases' `phase.ts`. */
export const tallyPhase: PhaseDefinition<TallyContext, TallyCommand, TallyBoardView> = {
  words: { name: { ko: '집계', en: 'tally' } },
  reasons: { en: tallyReasonsEn, ko: tallyReasonsKo },
  prefix: 'tally.',
  commands: tallyCommandSchemas,
  startType: 'tally.start',
  machine: tallyMachine,
  start: startTally,
  explain: explainTally,
  contextSchema: z.strictObject({ question: z.string().max(200), votes: z.record(z.string(), z.boolean()), applied: z.null() }),
  steps: ['open'],
  board: (_value, context) => ({ kind: 'tally', question: context.question, voted: Object.keys(context.votes) }),
  team: { running: tallyTeamView, sends: tallyTeamSends },
  log: {
    gmLine: tallyLine,
    publicLines: tallyPublicLines,
    startLine: (view) => line(`집계 시작: ${quoted(view.question)}`, `A tally begins: ${quoted(view.question)}`)
  }
}

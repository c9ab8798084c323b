import { createActor } from 'xstate'
import { campaignSchema, type Campaign } from '@machines/campaign/model/campaign'
import { defaultSettings } from '@machines/campaign/model/settings'
import { duelMachine, createDuelContext, checkStart } from '@machines/duel/machine'
import type { DuelContext } from '@machines/duel/context'
import { explainDuelEvent } from '@machines/duel/explain'
import type { DuelCommand, DuelCommandOf, DuelEvent } from '@machines/duel/events'
import { duelCommandSchemas } from '@machines/duel/commands'
import { english } from '@machines/reasons/format'
import type { Reason } from '@machines/reasons/reason'

const name = (en: string) => ({ ko: en, en })

/**
 * Three teams. Saber (A/B/B → smash 5×3, counter 4×2, assault 4×2; skill sk-burst 4×2 weak to
 * counter; NP np-blade 7×1; skill guard 1), Lancer (B/A/B → smash 4×2, counter 5×3, assault 4×2;
 * NP np-walls 5×1; reorganize), Archer (C/C/B → 3×2, 3×2, 4×2; ranged skill sk-shot 5×2 weak to
 * assault; luck A, mana B → mp floor −50). Masters: m-red 3/4/3, m-blue 5/2/3, m-green 2/5/4.
 */
export function fixtureCampaign(overrides: Partial<Campaign> = {}): Campaign {
  return campaignSchema.parse({
    name: 'Duel test',
    regions: [{ id: 'church', name: name('Church') }, { id: 'port', name: name('Port') }, { id: 'park', name: name('Park') }],
    teams: [
      { id: 'red', name: name('Red'), color: '#d64545', master: 'm-red', servant: 'saber', base: 'church' },
      { id: 'blue', name: name('Blue'), color: '#3f7fd9', master: 'm-blue', servant: 'lancer', base: 'port' },
      { id: 'green', name: name('Green'), color: '#3fa463', master: 'm-green', servant: 'archer', base: 'park' }
    ],
    masters: [
      { id: 'm-red', team: 'red', name: name('Rin Red'), might: 3, fate: 4, conviction: 3, pools: { fate: 4, conviction: 3 }, hp: 20, maxHp: 20, mp: 20, maxMp: 20, commandSeals: 3 },
      { id: 'm-blue', team: 'blue', name: name('Bazett Blue'), might: 5, fate: 2, conviction: 3, pools: { fate: 2, conviction: 3 }, hp: 24, maxHp: 24, mp: 16, maxMp: 16, commandSeals: 3 },
      { id: 'm-green', team: 'green', name: name('Gil Green'), might: 2, fate: 5, conviction: 4, pools: { fate: 5, conviction: 4 }, hp: 18, maxHp: 18, mp: 24, maxMp: 24, commandSeals: 3 }
    ],
    servants: [
      {
        id: 'saber', team: 'red', className: name('Saber'), trueName: 'Roland', workshop: 'Roncevaux cellar',
        parameters: { strength: 'A', endurance: 'B', agility: 'B', mana: 'C', luck: 'D', np: 'A+' },
        hp: 60, maxHp: 60, mp: 40, maxMp: 40,
        skills: [
          { id: 'sk-burst', name: name('Mana Burst'), card: { grade: 4, count: 2, weakTo: 'counter' } },
          { id: 'sk-resist', name: name('Magic Resistance'), guard: 1 }
        ],
        noblePhantasms: [{ id: 'np-blade', name: name('Durendal'), grade: 7, count: 1 }]
      },
      {
        id: 'lancer', team: 'blue', className: name('Lancer'), trueName: 'Hector', workshop: 'Troy gate',
        parameters: { strength: 'B', endurance: 'A', agility: 'B', mana: 'D', luck: 'C', np: 'B' },
        hp: 64, maxHp: 64, mp: 30, maxMp: 30,
        skills: [{ id: 'sk-regroup', name: name('Reorganize'), reorganize: true }],
        noblePhantasms: [{ id: 'np-walls', name: name('Walls of Troy'), grade: 5, count: 1 }]
      },
      {
        id: 'archer', team: 'green', className: name('Archer'), trueName: 'William Tell', workshop: 'Altdorf square',
        parameters: { strength: 'C', endurance: 'C', agility: 'B', mana: 'B', luck: 'A', np: 'B' },
        hp: 48, maxHp: 48, mp: 40, maxMp: 40,
        skills: [{ id: 'sk-shot', name: name('One Shot'), card: { grade: 5, count: 2, weakTo: 'assault', ranged: true } }],
        noblePhantasms: [{ id: 'np-apple', name: name('Apple Shot'), grade: 6, count: 1, area: true }]
      }
    ],
    turn: 1,
    scene: 3,
    settings: defaultSettings,
    ...overrides
  })
}

/** Parses a raw duel command the way the host does (defaults filled in). */
export function command(raw: { type: string } & Record<string, unknown>): DuelCommand {
  for (const schema of duelCommandSchemas) {
    const parsed = schema.safeParse(raw)
    if (parsed.success) return parsed.data as DuelCommand
  }
  throw new Error(`not a duel command: ${JSON.stringify(raw)}`)
}

/** A running duel actor over a fixed campaign, with `send` that throws the refusal reason of a refused command. */
export function startDuel(campaign: Campaign, raw: Record<string, unknown>) {
  const start = command({ type: 'duel.start', ...raw }) as DuelCommandOf<'duel.start'>
  const problem = checkStart(campaign, start)
  if (problem) throw new Error(english(problem))
  const actor = createActor(duelMachine, { input: createDuelContext(campaign, start) })
  actor.start()
  let current = campaign
  return {
    actor,
    get context(): DuelContext {
      return actor.getSnapshot().context
    },
    get step(): string {
      return String(actor.getSnapshot().value)
    },
    /** The campaign the next commands run against (the GM may adjust it between commands). */
    setCampaign(next: Campaign) {
      current = next
    },
    /** Why the duel refuses the command now, in English (undefined: it accepts). */
    why(rawCommand: { type: string } & Record<string, unknown>): string | undefined {
      const reason = this.reason(rawCommand)
      return reason && english(reason)
    },
    /** Why the duel refuses the command now, as the reason the GM window translates. */
    reason(rawCommand: { type: string } & Record<string, unknown>): Reason | undefined {
      return explainDuelEvent(String(actor.getSnapshot().value), actor.getSnapshot().context, this.event(rawCommand))
    },
    send(rawCommand: { type: string } & Record<string, unknown>): void {
      const reason = this.why(rawCommand)
      if (reason) throw new Error(reason)
      actor.send(this.event(rawCommand))
    },
    event(rawCommand: { type: string } & Record<string, unknown>): DuelEvent {
      return { ...command(rawCommand), campaign: current } as DuelEvent
    }
  }
}

/** A refusal `{ ok: false, why, rule }` with its reason said in English (as `error`); anything else as it is. */
export function inEnglish(result: object): unknown {
  if ('ok' in result && result.ok === false && 'why' in result) {
    const { why, ...rest } = result
    return { ...rest, error: english(why as Reason) }
  }
  return result
}

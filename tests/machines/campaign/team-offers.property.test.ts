import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { teamView } from '@machines/campaign/team-view'
import { explainCommand, type CampaignSnapshot } from '@machines/campaign/machine'
import { checkTeamCommand } from '@machines/campaign/team-commands'
import { isOffered } from '@machines/war-turn/declaration-offer'
import type { Campaign } from '@machines/campaign/model/campaign'
import { at, demoCampaign, demoEngine } from './fixtures'

// A team's page offers exactly what the engine accepts: the offers in its view come from the rules'
// own functions (`declarationOptions`, `playOptions`), and here every offer is checked against the
// engine's refusal (`explainCommand`, the one its guards ask) over generated states.

/** Whether the engine, asked by this team's page, takes the command now. */
function engineAccepts(snapshot: CampaignSnapshot, team: string, command: Record<string, unknown>): boolean {
  const checked = checkTeamCommand(snapshot, team, command)
  return checked.ok && explainCommand(snapshot.context, checked.command) === undefined
}

const masters = ['m-haneul', 'm-elias', 'm-sora', 'm-verdant']

/** The demo with masters and servants at chosen pools, at-risk entries, pending fates and deaths (V.4, V.6, V.10). */
const lifeArbitrary = fc.record({
  scene: fc.nat(3),
  pools: fc.array(fc.record({ hp: fc.integer({ min: -2, max: 2 }), mp: fc.integer({ min: -2, max: 2 }), full: fc.boolean() }), { minLength: 4, maxLength: 4 }),
  // Per master: an at-risk entry due by the scene before, this scene (V.6 binds now) or the next one, or none.
  risks: fc.array(fc.option(fc.record({ pool: fc.constantFrom('hp' as const, 'mp' as const), by: fc.constantFrom(-1, 0, 0, 1) }), { nil: undefined }), { minLength: 4, maxLength: 4 }),
  pending: fc.option(fc.nat(3), { nil: undefined }),
  dead: fc.option(fc.nat(3), { nil: undefined })
})

/** One generated life situation of the demo's masters. */
type LifeCase = typeof lifeArbitrary extends fc.Arbitrary<infer T> ? T : never

function campaignOf(life: LifeCase): Campaign {
  const campaign = demoCampaign()
  campaign.scene = life.scene
  campaign.masters.forEach((m, i) => {
    const pools = life.pools[i]
    m.hp = pools.full ? m.maxHp : pools.hp
    m.mp = pools.full ? m.maxMp : pools.mp
  })
  const open = life.scene + 1
  campaign.atRisk = life.risks.flatMap((r, i) => (r ? [{ actor: masters[i], pool: r.pool, rule: 'V.6' as const, fell: Math.max(0, open + r.by - 1), by: Math.max(0, open + r.by) }] : []))
  if (life.pending !== undefined) campaign.lifeProposals = [{ actor: masters[life.pending], consequence: 'dead', rule: 'V.6', scene: life.scene, pools: [{ pool: 'hp', value: 0 }] }]
  if (life.dead !== undefined) campaign.masters[life.dead].status = 'dead'
  return campaign
}

/** Region lists to try: none, the base, one other, one twice, two, three from a shuffle, three with one twice, one the city does not have. */
function regionTries(regions: readonly string[], base: string, shuffle: readonly number[]): string[][] {
  const three = shuffle.slice(0, 3).map((i) => regions[i % regions.length])
  return [[], [base], [three[0]], [three[0], three[0]], [three[0], three[1]], three, [three[0], three[0], three[1]], ['nowhere']]
}

describe('a team page offers what the engine accepts', () => {
  it('T.1–T.5 V.6 V.10: every war-turn declaration the page offers is accepted, and every one it does not offer is refused', () => {
    let offered = 0
    let refused = 0
    let mustRest = 0
    fc.assert(
      fc.property(lifeArbitrary, fc.uniqueArray(fc.nat(8), { minLength: 3, maxLength: 3 }), (life, shuffle) => {
        const { engine } = demoEngine(campaignOf(life))
        const started = engine.dispatch({ type: 'turn.start' }, at)
        if (!started.ok) return
        const regions = engine.current.context.campaign.regions.map((r) => r.id)
        for (const team of engine.current.context.campaign.teams) {
          const prompt = teamView(engine.current, team.id)?.prompt
          if (prompt?.kind !== 'warTurn') throw new Error('the war turn asks every team')
          for (const slot of prompt.slots) {
            if (slot.mustRest) mustRest++
            for (const action of ['daily', 'investigate', 'rest'] as const) {
              for (const tried of regionTries(regions, team.base, shuffle)) {
                const offer = isOffered(slot.options, action, tried)
                expect(engineAccepts(engine.current, team.id, { type: 'turn.declare', actor: slot.actor, action, regions: tried }), `${slot.actor} ${action} ${tried.join(',')}`).toBe(offer)
                if (offer) offered++
                else refused++
              }
            }
          }
        }
      }),
      { numRuns: 40, seed: 27 }
    )
    // The generated states reach both sides of every rule: offers taken, offers refused, masters who must rest.
    expect(offered).toBeGreaterThan(100)
    expect(refused).toBeGreaterThan(100)
    expect(mustRest).toBeGreaterThan(0)
  })

  it('V.6: a master at 0 hp in the scene after its fall is offered only a rest, anywhere; at −1 in the scene it fell in, everything', () => {
    const campaign = demoCampaign()
    const haneul = campaign.masters.find((m) => m.id === 'm-haneul')!
    haneul.hp = 0
    campaign.atRisk = [{ actor: 'm-haneul', pool: 'hp', rule: 'V.6', fell: 0, by: 1 }]
    const elias = campaign.masters.find((m) => m.id === 'm-elias')!
    elias.mp = -1
    campaign.atRisk.push({ actor: 'm-elias', pool: 'mp', rule: 'V.6', fell: 1, by: 2 })
    const { engine } = demoEngine(campaign)
    engine.dispatch({ type: 'turn.start' }, at)
    const slotOf = (team: string, actor: string) => {
      const prompt = teamView(engine.current, team)!.prompt
      return prompt?.kind === 'warTurn' ? prompt.slots.find((s) => s.actor === actor)! : null
    }
    const red = slotOf('red', 'm-haneul')!
    expect(red.mustRest).toBe(true)
    expect(red.options.actions.filter((a) => a.allowed).map((a) => a.action)).toEqual(['rest'])
    expect(red.options.actions.find((a) => a.action === 'rest')!.regions).toHaveLength(campaign.regions.length)
    const blue = slotOf('blue', 'm-elias')!
    expect(blue.mustRest).toBe(false)
    expect(blue.options.actions.every((a) => a.allowed)).toBe(true)
    // T.5: a rest not forced is taken at the base.
    expect(blue.options.actions.find((a) => a.action === 'rest')!.regions).toEqual(['port'])
  })

  it('D.3 D.17 D.40: every card the duel page offers a fighter is accepted against each opponent, and every card it withholds is refused', () => {
    const actors = ['m-haneul', 'saber', 'm-elias', 'lancer', 'm-sora', 'archer']
    let offered = 0
    let withheld = 0
    let backRowMasters = 0
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.constantFrom(...actors), { minLength: 2, maxLength: 4 }),
        fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }),
        fc.array(fc.array(fc.nat(20), { minLength: 4, maxLength: 4 }), { maxLength: 5 }),
        (fighters, back, exchanges) => {
          const { engine } = demoEngine()
          const combatants = fighters.map((actor, i) => ({ actor, row: back[i] ? 'back' : 'front' }))
          if (!engine.dispatch({ type: 'duel.start', combatants }, at).ok) return
          const check = (): void => {
            const { context } = engine.current
            if (context.phase?.kind !== 'duel') return
            const duel = context.phase.context
            for (const team of context.campaign.teams) {
              const prompt = teamView(engine.current, team.id)?.prompt
              if (prompt?.kind !== 'duel' || !prompt.collecting) continue
              for (const fighter of prompt.fighters.filter((f) => f.status === 'in')) {
                const side = duel.combatants.find((c) => c.id === fighter.actor)!.side
                const opponents = duel.combatants.filter((c) => c.side !== side && c.status === 'in')
                if (fighter.row === 'back' && fighter.actor.startsWith('m-')) backRowMasters++
                for (const offer of fighter.offers) {
                  for (const opponent of opponents) {
                    const command = { type: 'duel.play', actor: fighter.actor, cards: [{ opponent: opponent.id, card: offer.key }] }
                    expect(engineAccepts(engine.current, team.id, command), `${fighter.actor} ${offer.key} → ${opponent.id}`).toBe(offer.allowed)
                  }
                  if (offer.allowed) offered++
                  else withheld++
                }
                // D.16: waiting is always offered and always accepted.
                expect(engineAccepts(engine.current, team.id, { type: 'duel.play', actor: fighter.actor, cards: [] })).toBe(true)
              }
            }
          }
          for (const picks of exchanges) {
            check()
            const { context } = engine.current
            if (context.phase?.kind !== 'duel' || context.phase.value !== 'collecting') break
            const duel = context.phase.context
            // Spend cards: each fighter plays what it may (the offers of its own team's page), or waits.
            duel.combatants.filter((c) => c.status === 'in').forEach((c, i) => {
              const team = context.campaign.teams.find((t) => t.master === c.id || t.servant === c.id)!
              const prompt = teamView(engine.current, team.id)?.prompt
              const fighter = prompt?.kind === 'duel' ? prompt.fighters.find((f) => f.actor === c.id) : undefined
              const allowed = fighter?.offers.filter((o) => o.allowed) ?? []
              const opponent = duel.combatants.find((o) => o.side !== c.side && o.status === 'in')
              const card = allowed.length && opponent ? allowed[picks[i % 4] % allowed.length] : undefined
              engine.dispatch({ type: 'duel.play', actor: c.id, cards: card && opponent ? [{ opponent: opponent.id, card: card.key }] : [] }, at)
            })
            if (!engine.dispatch({ type: 'duel.reveal' }, at).ok) break
            if (!engine.dispatch({ type: 'duel.accept' }, at).ok) break
          }
          check()
        }
      ),
      { numRuns: 40, seed: 27 }
    )
    expect(offered).toBeGreaterThan(50)
    expect(withheld).toBeGreaterThan(10)
    expect(backRowMasters).toBeGreaterThan(0)
  })

  it('D.40: a back-row master is not offered smash, counter or assault', () => {
    const { engine } = demoEngine()
    engine.dispatch({ type: 'duel.start', combatants: [{ actor: 'm-haneul', row: 'back' }, { actor: 'saber' }, { actor: 'lancer' }] }, at)
    const prompt = teamView(engine.current, 'red')!.prompt
    if (prompt?.kind !== 'duel') throw new Error('the duel asks red')
    const master = prompt.fighters.find((f) => f.actor === 'm-haneul')!
    for (const kind of ['smash', 'counter', 'assault']) {
      const card = master.cards.find((c) => c.kind === kind)!
      expect(master.offers.find((o) => o.key === card.key)).toMatchObject({ allowed: false, why: { key: 'reason.duel.backRowRanged' } })
    }
  })
})

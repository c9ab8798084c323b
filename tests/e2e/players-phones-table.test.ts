import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { startStack, type Stack } from './harness'
import { phoneOf, type Phone } from './phones'
import { mulberry32 } from '@machines/dice/random'

// Four players at one table: four phones (390×844, touch) and the GM, all at once. The public board is
// part of every team's payload, so every seal anywhere pushes to every phone: a phone's unsealed
// choices must survive those pushes (docs/architecture.md, what a team's page keeps).
let stack: Stack
let gm: Page
const phones: Record<string, Phone> = {}
const teams = [
  { team: 'red', master: 'm-haneul', servant: 'saber', pc: 'pc-haneul' },
  { team: 'blue', master: 'm-elias', servant: 'lancer', pc: 'pc-elias' },
  { team: 'green', master: 'm-sora', servant: 'archer', pc: 'pc-sora' },
  { team: 'violet', master: 'm-verdant', servant: 'caster', pc: 'pc-verdant' }
] as const
const regions = ['church', 'port', 'park', 'school', 'station', 'old-town', 'hospital', 'market', 'mansion']
const teamOf = (actor: string): string => teams.find((t) => t.master === actor || t.servant === actor)!.team

/** Waits until every phone holds the host's latest payload of its team: the push of the last change has landed everywhere. */
async function settled(): Promise<void> {
  for (const { team } of teams) {
    const want = JSON.stringify(stack.host.team(team))
    await expect.poll(() => phones[team].lastPayload(), { message: `${team} got the last push` }).toBe(want)
  }
}

beforeAll(async () => {
  stack = await startStack()
  gm = await stack.gmPage()
  expect(await stack.host.setPlayersJoin({ on: true, address: '127.0.0.1' })).toEqual({ ok: true })
  const { links } = (await stack.host.state()).players
  for (const { team } of teams) phones[team] = await phoneOf(stack.browser, links.find((l) => l.team === team)!.url)
  for (const { team } of teams) await phones[team].page.getByTestId('team-name').waitFor()
})
afterAll(async () => {
  await stack?.close()
})

interface WarDraft {
  action: 'daily' | 'investigate'
  regions: string[]
}

async function draftOnPhone(actor: string, draft: WarDraft): Promise<void> {
  const page = phones[teamOf(actor)].page
  await page.getByTestId(`team-action-${actor}-${draft.action}`).click()
  for (const [i, region] of draft.regions.entries()) await page.getByTestId(`team-region-${actor}-${i}`).selectOption(region)
}

async function draftShown(actor: string): Promise<WarDraft> {
  const page = phones[teamOf(actor)].page
  const action = (await page.getByTestId(`team-action-${actor}-daily`).locator('input').isChecked()) ? 'daily' : 'investigate'
  const count = await page.locator(`[data-testid^="team-region-${actor}-"]`).count()
  const shown: string[] = []
  for (let i = 0; i < count; i++) shown.push(await page.getByTestId(`team-region-${actor}-${i}`).inputValue())
  return { action, regions: shown }
}

describe('four phones at one table keep their own drafts', () => {
  it('T.1–T.5: in a seeded random interleaving of drafts, seals, reopened changes and GM edits across four teams, every draft stays as its player left it', async () => {
    await stack.host.dispatch({ type: 'turn.start' })
    for (const { team } of teams) await expect.poll(() => phones[team].page.getByTestId('war-turn-prompt').count()).toBe(1)
    const seed = Number(process.env.PHONES_SEED ?? 27)
    const random = mulberry32(seed)
    const pick = <T,>(list: readonly T[]): T => list[Math.floor(random() * list.length)]
    const actors = teams.flatMap((t) => [t.master, t.servant])
    const draftFor = (actor: string): WarDraft => {
      const shuffled = [...regions].sort(() => random() - 0.5)
      return actor.startsWith('m-') && random() < 0.5 ? { action: 'daily', regions: shuffled.slice(0, 3) } : { action: 'investigate', regions: shuffled.slice(0, 1) }
    }
    // Each actor is drafted on its phone, then sealed; a few sealed ones are reopened (바꾸기), drafted again and sealed again.
    // Between these the GM types declarations for actors no phone is drafting (a draft's own actor changing replaces it, by design).
    const steps: string[] = []
    const queue = [...actors].sort(() => random() - 0.5)
    const pending = new Map<string, WarDraft>()
    const sealed = new Set<string>()
    const byPhone = new Set<string>()
    let reopens = 0
    let gmEdits = 0
    while ((queue.length > 0 || pending.size > 0) && steps.length < 60) {
      const roll = random()
      let step: string
      if (roll < 0.35 && queue.length > 0) {
        const actor = queue.shift()!
        const draft = draftFor(actor)
        await draftOnPhone(actor, draft)
        pending.set(actor, draft)
        step = `draft ${actor}`
      } else if (roll < 0.7 && pending.size > 0) {
        const actor = pick([...pending.keys()])
        const page = phones[teamOf(actor)].page
        await page.getByTestId(`team-seal-${actor}`).click()
        await expect.poll(() => page.getByTestId(`team-sealed-${actor}`).count(), { message: `${actor} sealed` }).toBe(1)
        pending.delete(actor)
        sealed.add(actor)
        byPhone.add(actor)
        step = `seal ${actor}`
      } else if (roll < 0.82 && sealed.size > 0 && reopens < 4) {
        const actor = pick([...sealed])
        await phones[teamOf(actor)].page.getByTestId(`team-change-${actor}`).click()
        const draft = draftFor(actor)
        await draftOnPhone(actor, draft)
        sealed.delete(actor)
        pending.set(actor, draft)
        reopens++
        step = `reopen ${actor}`
      } else if (gmEdits < 6 && actors.some((a) => !pending.has(a))) {
        const actor = pick(actors.filter((a) => !pending.has(a)))
        expect((await stack.host.dispatch({ type: 'turn.declare', actor, action: 'rest', regions: [] })).ok).toBe(true)
        if (queue.includes(actor)) queue.splice(queue.indexOf(actor), 1)
        sealed.add(actor)
        byPhone.delete(actor)
        gmEdits++
        step = `gm declares ${actor}`
      } else continue
      steps.push(step)
      await settled()
      for (const [actor, draft] of pending) {
        expect(await draftShown(actor), `${actor}'s draft after step ${steps.length} (${step}), seed ${seed}: ${steps.join(', ')}`).toEqual(draft)
      }
    }
    expect(steps.filter((s) => s.startsWith('seal')).length).toBeGreaterThan(4)
    expect(steps.filter((s) => s.startsWith('gm')).length).toBeGreaterThan(0)
    // The GM window marks exactly the phones' last seals as the teams' own.
    await gm.getByTestId('view-play').click()
    for (const actor of actors) {
      await expect.poll(() => gm.getByTestId(`by-team-${actor}`).count(), { message: `${actor} by team` }).toBe(byPhone.has(actor) ? 1 : 0)
    }
    await phones.red.page.screenshot({ path: '/tmp/phones-table-red-drafts.png' })
  })

  it('D.50: a fighter’s unsealed card and an open change survive the other side’s seal and the GM’s edits', async () => {
    await stack.host.dispatch({ type: 'turn.cancel' })
    await stack.host.dispatch({ type: 'duel.start', combatants: [{ actor: 'saber' }, { actor: 'lancer' }, { actor: 'archer' }] })
    const red = phones.red.page
    const blue = phones.blue.page
    await expect.poll(() => red.getByTestId('duel-prompt').getAttribute('data-open')).toBe('true')
    await red.getByTestId('team-card-saber-lancer').selectOption('smash')
    await blue.getByTestId('team-card-lancer-saber').selectOption('counter')
    await blue.getByTestId('team-play-seal-lancer').click()
    await expect.poll(() => blue.getByTestId('team-play-lancer').count()).toBe(1)
    await settled()
    expect(await red.getByTestId('team-card-saber-lancer').inputValue()).toBe('smash')
    // Blue reopens its change; Green seals, the GM edits the notes: Blue's change stays open with its card.
    await blue.getByTestId('team-play-change-lancer').click()
    await blue.getByTestId('team-card-lancer-archer').selectOption('assault')
    await phones.green.page.getByTestId('team-play-seal-archer').click()
    await expect.poll(() => phones.green.page.getByTestId('team-play-archer').count()).toBe(1)
    await settled()
    expect(await blue.getByTestId('team-card-lancer-archer').inputValue()).toBe('assault')
    expect(await red.getByTestId('team-card-saber-lancer').inputValue()).toBe('smash')
    await red.getByTestId('team-play-seal-saber').click()
    await expect.poll(() => red.getByTestId('team-play-saber').count()).toBe(1)
    await settled()
    expect(await blue.getByTestId('team-card-lancer-archer').inputValue()).toBe('assault')
    await stack.host.dispatch({ type: 'duel.cancel' })
  })

  it('E.11: an open change of a sealed plot stays open through other teams’ plots', async () => {
    await stack.host.dispatch({ type: 'encounter.start', monster: 'ferry-shade', pcs: teams.map((t) => t.pc), ambush: true })
    const red = phones.red.page
    await expect.poll(() => red.getByTestId('plot-prompt').count()).toBe(1)
    await red.getByTestId('team-plot-pc-haneul-3').click()
    await expect.poll(() => red.getByTestId('team-plot-pc-haneul').count()).toBe(1)
    await red.getByTestId('team-plot-change-pc-haneul').click()
    for (const { team, pc } of teams.slice(1)) {
      await phones[team].page.getByTestId(`team-plot-${pc}-${team === 'blue' ? 2 : 5}`).click()
      await expect.poll(() => phones[team].page.getByTestId(`team-plot-${pc}`).count()).toBe(1)
      await settled()
      expect(await red.getByTestId('team-plot-pc-haneul-4').count(), `red's change stays open after ${team}'s plot`).toBe(1)
    }
    await red.screenshot({ path: '/tmp/phones-table-red-plot-change.png' })
  })
})

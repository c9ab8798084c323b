import { join } from 'node:path'
import { OverseerHost } from '../src/host/host'
import { startWebHost } from '../src/host/web/server'
import type { SentCommand } from '../machines/campaign/commands'
import { median, quantile } from './stats'
import { eveningSteps } from './evening'
import { demoDeclarations } from '../tests/machines/campaign/fixtures'

// gmUpdateMedianMs (issue 11): from a dispatch to the GM panel in Chromium showing its result — the
// new line in the panel's log, not crossed out as undone — over the commands a GM sends most: one
// declaration, a paste of 8 declarations (one turn.declareLines, as the paste box sends it), the
// reveal of a war turn (turn.resolve) and applying a check's dice (encounter.pick). Each sample is
// undone before the next, so every one starts from the same state. The same 8 declarations sent one
// after another (as the paste box did before) are measured too, as the paste's baseline in the same
// run, outside the overall median.

/** The commands of one sample: sent in order, the panel must show the last one's line. */
interface Sample {
  name: string
  /** Brings the campaign to where the sample starts (sent once, not measured). */
  setUp: SentCommand[]
  commands: SentCommand[]
  /** Measured for a ratio only, left out of the overall median. */
  baseline?: true
}

// The demo's eight declarations the machine tests use (several regions meet).
const declarations = demoDeclarations as unknown as SentCommand[]

const samples: Sample[] = [
  { name: 'declare', setUp: [{ type: 'turn.start' }], commands: declarations.slice(0, 1) },
  { name: 'paste8', setUp: [], commands: [{ type: 'turn.declareLines', lines: demoDeclarations.map(({ actor, action, regions }, i) => ({ line: i + 1, actor, action, regions: [...regions] })) }] },
  { name: 'paste8OneByOne', setUp: [], commands: declarations, baseline: true },
  { name: 'reveal', setUp: declarations, commands: [{ type: 'turn.resolve' }] },
  {
    name: 'checkApply',
    setUp: [
      { type: 'turn.cancel' },
      { type: 'encounter.start', monster: 'ferry-shade', pcs: ['pc-haneul', 'pc-elias', 'pc-sora', 'pc-verdant'] },
      { type: 'encounter.scout', pc: 'pc-elias', paragraph: 2, dice: [5, 2, 3] }
    ],
    commands: [{ type: 'encounter.pick', action: 0, mood: 1 }]
  }
]

/** The page probe: notes, on the page's own clock (epoch-based like ours), when the awaited log line first shows (or shows undone) and when the page last changed. */
const probe = `(() => {
  window.benchSeen = {}
  window.benchLastChange = 0
  const now = () => performance.timeOrigin + performance.now()
  const check = () => {
    window.benchLastChange = now()
    const want = window.benchWant
    if (!want || want.key in window.benchSeen) return
    const line = [...document.querySelectorAll('[data-testid="event-log"] li')].find((li) => li.querySelector('.n')?.textContent.trim() === want.n)
    if (line && line.classList.contains('undone') === want.undone) window.benchSeen[want.key] = now()
  }
  new MutationObserver(check).observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true })
})()`

type Want = { key: string; n: string; undone: boolean }
const setWant = (want: Want) => ((globalThis as unknown as { benchWant: Want }).benchWant = want)
const seenAt = (key: string) => (globalThis as unknown as { benchSeen: Record<string, number> }).benchSeen[key]
const now = () => performance.timeOrigin + performance.now()

/** A host on a fresh demo, the web host and the GM panel in Chromium at 1500×940 with the probe installed; `run` gets them. */
async function withGmPage<T>(folder: string, name: string, run: (host: OverseerHost, page: import('playwright-core').Page) => Promise<T>): Promise<T> {
  const host = new OverseerHost({ dataDir: join(folder, name), debounceMs: 300 })
  // A fresh data folder: the host starts on a new copy of the demo, as on a GM's first start.
  await host.start()
  const { chromium } = await import('playwright-core')
  const web = await startWebHost({ host, staticDir: join(process.cwd(), 'out/renderer'), port: 0 })
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync']
  })
  try {
    const page = await browser.newPage({ viewport: { width: 1500, height: 940 } })
    await page.goto(web.gmUrl)
    await page.getByTestId('event-log').waitFor()
    await page.evaluate(probe)
    return await run(host, page)
  } finally {
    await browser.close()
    await web.close()
    await host.shutdown()
  }
}

/** The median ms from a dispatch to the GM panel showing it, over every sample; and each sample's own median. */
export async function gmUpdateMedians(folder: string, rounds = 15): Promise<{ overall: number; byCommand: Record<string, number> }> {
  return withGmPage(folder, 'gm-update', async (host, page) => {
    const all: number[] = []
    const byCommand: Record<string, number> = {}
    let key = 0
    for (const sample of samples) {
      for (const command of sample.setUp) {
        const result = await host.dispatch(command)
        if (!result.ok) throw new Error(`gm-update set-up ${command.type}: ${result.error}`)
      }
      const times: number[] = []
      for (let round = 0; round < rounds + 2; round++) {
        const head = (await host.state()).gm!.head
        const want = { key: `k${++key}`, n: String(head + sample.commands.length), undone: false }
        await page.evaluate(setWant, want)
        const start = now()
        for (const command of sample.commands) {
          const result = await host.dispatch(command)
          if (!result.ok) throw new Error(`gm-update ${sample.name} ${command.type}: ${result.error}`)
        }
        const seen = await page.waitForFunction(seenAt, want.key)
        if (round >= 2) times.push(((await seen.jsonValue()) as number) - start)
        for (let i = 0; i < sample.commands.length; i++) await host.undo()
      }
      byCommand[sample.name] = median(times)
      if (!sample.baseline) all.push(...times)
    }
    return { overall: median(all), byCommand }
  })
}

/** gmUpdate over a whole evening: per command kind (median), over all steps (p90, max), and how long the page stays busy after each answer. */
export interface EveningFigures {
  byKind: Record<string, number>
  p90: number
  max: number
  /** From a command's answer to the host's last push and the page's last change after it (p90, max over the last round). */
  quietP90: number
  quietMax: number
  /** The host's own part: from a dispatch to its answer (p90 over all steps); the rest is the page's. */
  hostP90: number
  steps: number
}

/**
 * gmUpdate over every command kind of an evening (bench/evening.ts): from a dispatch (or an undo,
 * a redo) to the GM panel in Chromium showing its log line (struck through for an undo). The evening
 * is played `rounds` times from the same start (the first round warms up and is not counted); in the
 * last, after each answer the page is watched for `quietWindowMs` to see when pushes and changes stop.
 */
export async function eveningGmUpdate(folder: string, rounds = 3, quietWindowMs = 500): Promise<EveningFigures> {
  return withGmPage(folder, 'gm-evening', async (host, page) => {
    const steps = eveningSteps()
    const byKind = new Map<string, number[]>()
    const all: number[] = []
    const quiet: number[] = []
    const hostTimes: number[] = []
    let lastPush = 0
    host.on('state', () => (lastPush = now()))
    let key = 0
    for (let round = 0; round < rounds; round++) {
      const watchQuiet = round === rounds - 1
      for (const step of steps) {
        const head = (await host.state()).gm!.head
        const undo = step.kind === 'undo'
        const want = { key: `e${++key}`, n: String(undo ? head : head + 1), undone: undo }
        await page.evaluate(setWant, want)
        const start = now()
        const result = 'command' in step ? await host.dispatch(step.command) : undo ? await host.undo() : await host.redo()
        const answered = now()
        if (!result.ok) throw new Error(`gm evening ${step.kind}: ${result.error}`)
        const seen = (await (await page.waitForFunction(seenAt, want.key)).jsonValue()) as number
        if (round > 0) {
          const ms = seen - start
          all.push(ms)
          hostTimes.push(answered - start)
          byKind.set(step.kind, [...(byKind.get(step.kind) ?? []), ms])
        }
        if (watchQuiet) {
          await new Promise((done) => setTimeout(done, quietWindowMs))
          const changed = (await page.evaluate('window.benchLastChange')) as number
          quiet.push(Math.max(0, Math.max(lastPush, changed) - answered))
        }
      }
      // Back to the evening's start: the next round's first command discards the undone tail. The page
      // is let settle after the rewind's pushes, so they are not counted against the next command.
      while ((await host.state()).gm!.head > 0) await host.undo()
      await page.waitForFunction((ms) => performance.timeOrigin + performance.now() - (globalThis as unknown as { benchLastChange: number }).benchLastChange > ms, quietWindowMs, { polling: 100, timeout: 60_000 })
    }
    return {
      byKind: Object.fromEntries([...byKind].map(([kind, times]) => [kind, median(times)])),
      p90: quantile(all, 0.9),
      max: Math.max(...all),
      quietP90: quantile(quiet, 0.9),
      quietMax: Math.max(...quiet),
      hostP90: quantile(hostTimes, 0.9),
      steps: steps.length
    }
  })
}

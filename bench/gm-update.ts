import { join } from 'node:path'
import { OverseerHost } from '../src/host/host'
import { startWebHost } from '../src/host/web/server'
import type { SentCommand } from '../machines/campaign/commands'
import { median } from './stats'
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

/** The median ms from a dispatch to the GM panel showing it, over every sample; and each sample's own median. */
export async function gmUpdateMedians(folder: string, rounds = 15): Promise<{ overall: number; byCommand: Record<string, number> }> {
  const host = new OverseerHost({ dataDir: join(folder, 'gm-update'), debounceMs: 300 })
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
    // The page notes, on its own clock (epoch-based like ours), when the awaited log line first shows.
    await page.evaluate(`(() => {
      window.benchSeen = {}
      const now = () => performance.timeOrigin + performance.now()
      const check = () => {
        const want = window.benchWant
        if (!want || want.key in window.benchSeen) return
        const shown = [...document.querySelectorAll('[data-testid="event-log"] li:not(.undone) .n')].some((n) => n.textContent.trim() === want.n)
        if (shown) window.benchSeen[want.key] = now()
      }
      window.benchCheck = check
      new MutationObserver(check).observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true })
    })()`)
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
        const want = { key: `k${++key}`, n: String(head + sample.commands.length) }
        await page.evaluate((w) => ((globalThis as unknown as { benchWant: unknown }).benchWant = w), want)
        const start = performance.timeOrigin + performance.now()
        for (const command of sample.commands) {
          const result = await host.dispatch(command)
          if (!result.ok) throw new Error(`gm-update ${sample.name} ${command.type}: ${result.error}`)
        }
        const seen = await page.waitForFunction((k) => (globalThis as unknown as { benchSeen: Record<string, number> }).benchSeen[k], want.key)
        if (round >= 2) times.push(((await seen.jsonValue()) as number) - start)
        for (let i = 0; i < sample.commands.length; i++) await host.undo()
      }
      byCommand[sample.name] = median(times)
      if (!sample.baseline) all.push(...times)
    }
    return { overall: median(all), byCommand }
  } finally {
    await browser.close()
    await web.close()
    await host.shutdown()
  }
}

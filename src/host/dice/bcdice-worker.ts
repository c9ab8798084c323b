// The BCDice worker: runs the dice bot in a thread of its own, because BCDice (Ruby compiled by Opal)
// patches the built-in prototypes (Array, String, Number…) of whatever realm loads it. The host's
// own realm never loads it; the renderer never sees it. Each roll uses the faces and the uniform
// numbers the host sends, so every die comes from the host's dice source.
import { createRequire } from 'node:module'
import { parentPort } from 'node:worker_threads'
import type { BotAnswer, BotTable, RollRequest, TablesRequest, WorkerReply, WorkerRequest } from './bcdice-protocol'

type Bcdice = typeof import('bcdice')
type GameSystem = Awaited<ReturnType<InstanceType<Bcdice['DynamicLoader']>['dynamicLoad']>>
/** The few Opal objects the table list reads. */
interface OpalHash {
  $keys(): string[]
  '$[]'(key: string): { name?: string } | undefined
}
interface OpalConstants {
  $const_get(name: string): OpalConstants & OpalHash
}

const load = createRequire(import.meta.url)
let bcdice: Bcdice | null = null
let loader: InstanceType<Bcdice['DynamicLoader']> | null = null
const systems = new Map<string, Promise<GameSystem>>()

/** Loads a game system once (BCDice's own loader reads only that system's files and translations). */
function system(id: string): Promise<GameSystem> {
  let loaded = systems.get(id)
  if (!loaded) {
    bcdice ??= load('bcdice') as Bcdice
    loader ??= new bcdice.DynamicLoader()
    loaded = loader.dynamicLoad(id)
    systems.set(id, loaded)
    loaded.catch(() => systems.delete(id))
  }
  return loaded
}

class Exhausted extends Error {}
class BadFace extends Error {}
class OverBudget extends Error {}

async function roll(request: RollRequest): Promise<WorkerReply> {
  const System = await system(request.system)
  const roller = new System(request.command)
  let used = 0
  let exhausted = false
  let badFace: string | null = null
  let overBudget = false
  // BCDice rolls every die through its randomizer's `random(sides)`: the faces come first, then the numbers.
  Object.assign(roller.randomizer, {
    $random: (sides: number): number => {
      const index = used++
      if (index >= request.maxDice) {
        // Thrown, unlike the other problems: it stops BCDice's evaluation here (a x100 100D100 would run on for seconds).
        overBudget = true
        throw new OverBudget(`more than ${request.maxDice} dice`)
      }
      if (index < request.faces.length) {
        const face = request.faces[index]!
        if (!Number.isInteger(face) || face < 1 || face > sides) badFace ??= `${face} is not a face of a D${sides}`
        return Math.min(Math.max(1, Math.trunc(face)), sides)
      }
      const uniform = request.randoms[index - request.faces.length]
      if (uniform === undefined) {
        // Thrown errors would be caught inside the bot; answer with a legal face and report afterwards.
        exhausted = true
        return 1
      }
      return 1 + Math.min(sides - 1, Math.floor(uniform * sides))
    }
  })
  let result: ReturnType<typeof roller.eval>
  try {
    result = roller.eval()
  } catch (error) {
    // BCDice may hand back what it caught in its own wrapper: the flag says it was the budget.
    if (overBudget) throw new OverBudget(`more than ${request.maxDice} dice`)
    throw error
  }
  if (badFace) throw new BadFace(badFace)
  if (exhausted) throw new Exhausted(`needed more than ${request.faces.length + request.randoms.length} numbers`)
  if (!result) return { id: request.id, ok: true, kind: 'roll', answer: null, used }
  const answer: BotAnswer = {
    text: result.text,
    secret: result.secret,
    success: result.success,
    failure: result.failure,
    critical: result.critical,
    fumble: result.fumble,
    rolls: result.rands.map(([face, sides]) => ({ face, sides }))
  }
  return { id: request.id, ok: true, kind: 'roll', answer, used }
}

async function tables(request: TablesRequest): Promise<WorkerReply> {
  const System = await system(request.system)
  const internal = load('bcdice/lib/internal') as { BCDice: { GameSystem: OpalConstants } }
  const className = loader!.getGameSystemInfo(request.system).className
  let list: BotTable[] = []
  try {
    const hash = internal.BCDice.GameSystem.$const_get(className).$const_get('TABLES')
    list = hash.$keys().map((command) => ({ command, name: String(hash['$[]'](command)?.name ?? command) }))
  } catch {
    // A system without tables of its own (the generic DiceBot).
  }
  return { id: request.id, ok: true, kind: 'tables', name: System.NAME, help: String(System.HELP_MESSAGE ?? ''), tables: list }
}

async function answer(request: WorkerRequest): Promise<WorkerReply> {
  try {
    return request.kind === 'roll' ? await roll(request) : await tables(request)
  } catch (error) {
    const detail = (error as Error).message
    if (error instanceof Exhausted) return { id: request.id, ok: false, problem: 'exhausted', detail }
    if (error instanceof OverBudget) return { id: request.id, ok: false, problem: 'budget', detail }
    if (error instanceof BadFace) return { id: request.id, ok: false, problem: 'faces', detail }
    if (!systems.has(request.system)) return { id: request.id, ok: false, problem: 'system', detail }
    return { id: request.id, ok: false, problem: 'error', detail }
  }
}

parentPort?.on('message', (request: WorkerRequest) => {
  void answer(request).then((reply) => parentPort!.postMessage(reply))
})

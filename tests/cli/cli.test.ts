import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { spawn } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { runCli, type CliOutcome } from '../../src/cli/run'
import { DiceBot } from '../../src/host/dice/dice-bot'
import { mulberry32, rollDice, type Rng } from '@machines/dice/random'

const projectRoot = resolve(import.meta.dirname, '../..')

/** DESIGN.md's `resolve-exchange` example: Saber smashes (grade 4) with skill attack support into a waiting Lancer. */
const designExchange = {
  a: {
    id: 'saber',
    kind: 'servant',
    row: 'front',
    card: { kind: 'smash', grade: 4 },
    supports: [{ type: 'skill', mode: 'attack' }],
    guard: { skill: 0, np: 0 }
  },
  b: { id: 'lancer', kind: 'servant', row: 'front', card: { kind: 'wait' } },
  settings: {}
}

const designExchangeOutput = {
  winner: 'a',
  damage: { a: { amount: 0, pool: 'hp', type: null }, b: { amount: 7, pool: 'hp', type: 'general' } },
  rules: ['D.16', 'D.43']
}

/** Two teams: m-a and m-b are daily in the same three regions; s-a investigates the port where m-b is alone; s-b rests. */
const smallTurn = {
  regions: [{ id: 'church' }, { id: 'port' }, { id: 'park' }],
  actors: [
    { id: 'm-a', kind: 'master', team: 'A' },
    { id: 's-a', kind: 'servant', team: 'A' },
    { id: 'm-b', kind: 'master', team: 'B' },
    { id: 's-b', kind: 'servant', team: 'B' }
  ],
  declarations: [
    { actor: 'm-a', action: 'daily', regions: ['church', 'port', 'park'] },
    { actor: 's-a', action: 'investigate', regions: ['port'] },
    { actor: 'm-b', action: 'daily', regions: ['church', 'port', 'park'] },
    { actor: 's-b', action: 'rest' }
  ],
  emotions: [{ from: 'm-a', to: 'm-b', sign: 'positive' }],
  traces: []
}

let dir: string
/** Writes `content` (JSON-encoded unless it is text) into the temp folder and returns the path. */
async function inputFile(name: string, content: unknown): Promise<string> {
  const path = join(dir, name)
  await writeFile(path, typeof content === 'string' ? content : JSON.stringify(content, null, 2))
  return path
}

/** Asserts a refusal: exit 2, nothing on stdout, exactly one line on stderr; returns that line. */
function refusalLine(outcome: CliOutcome): string {
  expect(outcome.code).toBe(2)
  expect(outcome.stdout).toBe('')
  expect(outcome.stderr.endsWith('\n')).toBe(true)
  const lines = outcome.stderr.split('\n')
  expect(lines).toHaveLength(2)
  return lines[0]
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'overseer-cli-'))
})

afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

describe('runCli resolve-exchange', () => {
  it('D.16 D.43 DESIGN example: a waiting Lancer takes 4 + 3 (skill attack support) = 7 general hp and Saber wins', async () => {
    const outcome = await runCli(['resolve-exchange', await inputFile('exchange.json', designExchange)])
    expect(outcome.code).toBe(0)
    expect(outcome.stderr).toBe('')
    expect(JSON.parse(outcome.stdout)).toEqual(designExchangeOutput)
    expect(outcome.stdout.endsWith('}\n')).toBe(true)
  })

  it('D.16 D.43 reads the input from standard input when the file is "-"', async () => {
    const outcome = await runCli(['resolve-exchange', '-'], async () => JSON.stringify(designExchange))
    expect(outcome.code).toBe(0)
    expect(JSON.parse(outcome.stdout)).toEqual(designExchangeOutput)
  })

  it('D.40 refuses NP played by a back-row servant: exit 2, one line naming b.card.kind', async () => {
    const illegal = { ...designExchange, b: { id: 'lancer', kind: 'servant', row: 'back', card: { kind: 'np', grade: 5, ranged: true } } }
    const line = refusalLine(await runCli(['resolve-exchange', await inputFile('np-back.json', illegal)]))
    expect(line).toBe('b.card.kind: rule D.40: a back-row servant may not play np')
  })

  it('refuses a schema error with one line naming the JSON path', async () => {
    const wrong = { ...designExchange, a: { ...designExchange.a, card: { kind: 'smash', grade: 'four' } } }
    const line = refusalLine(await runCli(['resolve-exchange', await inputFile('grade.json', wrong)]))
    expect(line).toBe('a.card.grade: a whole number from 0 to 99 (got "four")')
  })
})

describe('runCli resolve-turn', () => {
  it('T.7 T.9b T.12 T.15 T.17 T.20 resolves a small turn: one emotion exchange, info and a duel chance on s-b, one trace', async () => {
    const outcome = await runCli(['resolve-turn', await inputFile('turn.json', smallTurn)])
    expect(outcome.code).toBe(0)
    expect(outcome.stderr).toBe('')
    expect(JSON.parse(outcome.stdout)).toEqual({
      // T.7 master with master; T.9b one exchange per pair although they meet in three regions.
      emotionExchanges: [{ actors: ['m-a', 'm-b'], region: 'church', positiveOnly: false, rule: 'T.7' }],
      // T.12 a servant investigator finding a lone master: no fight, info on that master's servant.
      info: [{ team: 'A', servant: 's-b', by: 's-a', region: 'port', source: 'encounter', rule: 'T.12' }],
      fights: [],
      // T.15 the lone master's own servant, wherever it is.
      duelOpportunities: [{ by: 's-a', servant: 's-b', region: 'port', rule: 'T.15' }],
      // T.17 / 3.7: master daily, servant investigating — different actions never supply.
      manaSupply: [],
      // T.20 s-a leaves a trace; resting s-b leaves none (T.5).
      traces: [{ servant: 's-a', region: 'port' }]
    })
  })

  it('T.1 refuses a daily master with two regions: exit 2, one line naming declarations[0].regions', async () => {
    const short = { ...smallTurn, declarations: [{ actor: 'm-a', action: 'daily', regions: ['church', 'port'] }, ...smallTurn.declarations.slice(1)] }
    const line = refusalLine(await runCli(['resolve-turn', await inputFile('short.json', short)]))
    expect(line).toBe("declarations[0].regions: a master's daily life needs 3 distinct regions (T.1)")
  })

  it('refuses an unknown field with its JSON path', async () => {
    const extra = { ...smallTurn, actors: [{ ...smallTurn.actors[0], hp: 5 }, ...smallTurn.actors.slice(1)] }
    const line = refusalLine(await runCli(['resolve-turn', await inputFile('extra.json', extra)]))
    expect(line).toBe('actors[0].hp: unknown field')
  })
})

describe('ids named after what every object inherits', () => {
  it('T.7 T.12 T.15 resolve-turn gives the same answer when ids are __proto__, constructor, toString, valueOf, hasOwnProperty', async () => {
    const renamed: Record<string, string> = { 'm-a': '__proto__', 's-a': 'constructor', A: 'toString', port: 'valueOf', 'm-b': 'hasOwnProperty' }
    const rename = (value: unknown): unknown =>
      typeof value === 'string' ? (renamed[value] ?? value) : Array.isArray(value) ? value.map(rename) : value && typeof value === 'object' ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, rename(v)])) : value
    const plain = await runCli(['resolve-turn', await inputFile('plain-turn.json', smallTurn)])
    const inherited = await runCli(['resolve-turn', await inputFile('inherited-turn.json', rename(smallTurn))])
    expect(plain.code).toBe(0)
    expect(inherited.code).toBe(0)
    expect(JSON.parse(inherited.stdout)).toEqual(rename(JSON.parse(plain.stdout)))
  })
})

const usage = 'usage: overseer <verb> <input.json | ->   verbs: resolve-turn, resolve-exchange, play; overseer roll "<command>" [--system <BCDice id>]; overseer play <script.json | -> [--seed <n>]'

describe('runCli roll (DESIGN: the roll verb)', () => {
  let source: Rng = mulberry32(1)
  const dice = new DiceBot({ random: () => source() })
  afterAll(() => dice.close())
  const roll = (args: string[], seed = 1): Promise<CliOutcome> => {
    source = mulberry32(seed)
    return runCli(['roll', ...args], undefined, dice)
  }

  it('E.70 E.71 prints one JSON object: the system, the command, BCDice’s text, secret and the faces (default Amadeus:Korean)', async () => {
    const seeded = new DiceBot({ random: mulberry32(9) })
    const outcome = await runCli(['roll', 'RA+1>=4'], undefined, seeded).finally(() => seeded.close())
    expect(outcome.code).toBe(0)
    expect(outcome.stderr).toBe('')
    const faces = rollDice(mulberry32(9), 3, 6)
    const printed = JSON.parse(outcome.stdout)
    expect(Object.keys(printed)).toEqual(['system', 'command', 'text', 'secret', 'dice'])
    expect(printed).toMatchObject({ system: 'Amadeus:Korean', command: 'RA+1>=4', secret: false, dice: faces })
    expect(printed.text.startsWith(`(RA+1>=4) ＞ [${faces.join(',')}]+1 ＞ `)).toBe(true)
  })

  it('E.52 rolls the game’s own tables in the chosen system’s language', async () => {
    const ko = JSON.parse((await roll(['BRT'], 2)).stdout)
    expect(ko.text.startsWith(`전과표(${ko.dice[0]}) ＞ `)).toBe(true)
    const ja = JSON.parse((await roll(['BRT', '--system', 'Amadeus'], 2)).stdout)
    expect(ja).toMatchObject({ system: 'Amadeus' })
    expect(ja.text.startsWith(`戦果表(${ja.dice[0]}) ＞ `)).toBe(true)
  })

  it('an S prefix is a secret roll; the generic DiceBot answers the generic commands', async () => {
    const secret = JSON.parse((await roll(['S1D6'])).stdout)
    expect(secret).toMatchObject({ secret: true })
    expect(secret.text).toBe(`(1D6) ＞ ${secret.dice[0]}`)
    const generic = JSON.parse((await roll(['--system', 'DiceBot', '2D6'])).stdout)
    expect(generic).toMatchObject({ system: 'DiceBot', secret: false })
    expect(generic.text).toBe(`(2D6) ＞ ${generic.dice[0] + generic.dice[1]}[${generic.dice.join(',')}] ＞ ${generic.dice[0] + generic.dice[1]}`)
  })

  it('a command the system does not know: exit 2 with one line', async () => {
    expect(refusalLine(await roll(['hello']))).toBe('Amadeus:Korean does not know the command "hello"')
    expect(refusalLine(await roll(['BRT', '--system', 'DiceBot']))).toBe('DiceBot does not know the command "BRT"')
  })

  it('refuses an unknown system, a missing command and a multi-line command with one line each', async () => {
    expect(refusalLine(await roll(['2D6', '--system', 'Cthulhu']))).toBe('unknown game system "Cthulhu"; one of: Amadeus:Korean, Amadeus, DiceBot')
    expect(refusalLine(await roll([]))).toBe('usage: overseer roll "<command>" [--system <BCDice id>]')
    expect(refusalLine(await roll(['2D6', '--system']))).toBe('--system needs a game system: Amadeus:Korean, Amadeus, DiceBot')
    expect(refusalLine(await roll(['2D6\n3D6']))).toBe('the command must be one line of text')
  })
})

describe('runCli bad invocations', () => {
  it('refuses an unknown verb with one line naming it and the verbs', async () => {
    const line = refusalLine(await runCli(['resolve-everything', await inputFile('any.json', {})]))
    expect(line).toBe(`unknown verb "resolve-everything"; ${usage}`)
  })

  it('refuses a verb named after what every object inherits (constructor, toString, __proto__, …) as unknown, with exit 2', async () => {
    const file = await inputFile('inherited.json', {})
    for (const name of ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf', 'isPrototypeOf']) {
      const outcome = await runCli([name, file])
      expect(outcome.code).toBe(2)
      expect(outcome.stdout).toBe('')
      expect(refusalLine(outcome)).toBe(`unknown verb "${name}"; ${usage}`)
    }
  })

  it('refuses a missing or extra argument with the usage line', async () => {
    expect(refusalLine(await runCli([]))).toBe(usage)
    expect(refusalLine(await runCli(['resolve-turn']))).toBe(usage)
    expect(refusalLine(await runCli(['resolve-turn', 'a.json', 'b.json']))).toBe(usage)
  })

  it('refuses a missing file with one line naming the file and ENOENT', async () => {
    const path = join(dir, 'no-such-file.json')
    expect(refusalLine(await runCli(['resolve-exchange', path]))).toBe(`${path}: cannot read (ENOENT)`)
  })

  it('refuses invalid JSON spread over several lines with still only one line', async () => {
    const path = await inputFile('broken.json', '{\n  "a": 1,\n  "b": }\n')
    const line = refusalLine(await runCli(['resolve-exchange', path]))
    expect(line.startsWith(`${path}: not valid JSON (`)).toBe(true)
    expect(line.endsWith(')')).toBe(true)
  })

  it('refuses JSON that is not an object with the path "input"', async () => {
    const line = refusalLine(await runCli(['resolve-exchange', await inputFile('array.json', [])]))
    expect(line).toBe('input: Invalid input: expected object, received array')
  })
})

/** Runs the real CLI entry point through npx tsx; resolves with its exit code and output. */
function spawnCli(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((done, fail) => {
    const child = spawn('npx', ['tsx', '--tsconfig', 'tsconfig.node.json', 'src/cli/index.ts', ...args], {
      cwd: projectRoot,
      stdio: ['ignore', 'pipe', 'pipe']
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk) => (stdout += String(chunk)))
    child.stderr.on('data', (chunk) => (stderr += String(chunk)))
    child.on('error', fail)
    child.on('close', (code) => done({ code, stdout, stderr }))
  })
}

describe('the real CLI process', () => {
  it('D.16 D.43 prints the exchange JSON with exit 0, and exits 2 with one stderr line for a bad file', async () => {
    const good = await inputFile('spawn-good.json', designExchange)
    const bad = await inputFile('spawn-bad.json', { ...designExchange, b: { ...designExchange.b, row: 'middle' } })
    const [ok, refused] = await Promise.all([spawnCli(['resolve-exchange', good]), spawnCli(['resolve-exchange', bad])])

    expect(ok.code).toBe(0)
    expect(ok.stderr).toBe('')
    expect(JSON.parse(ok.stdout)).toEqual(designExchangeOutput)

    expect(refused.code).toBe(2)
    expect(refused.stdout).toBe('')
    expect(refused.stderr).toBe('b.row: one of "front", "back" (got "middle")\n')
  }, 30_000)

  it('roll: BCDice’s answer with exit 0 from the shipped dice source, and exit 2 with one line for an unknown command', async () => {
    const [ok, refused] = await Promise.all([spawnCli(['roll', 'RA+1>=4']), spawnCli(['roll', 'hello'])])
    expect(ok.code).toBe(0)
    expect(ok.stderr).toBe('')
    const printed = JSON.parse(ok.stdout)
    expect(printed).toMatchObject({ system: 'Amadeus:Korean', command: 'RA+1>=4', secret: false })
    expect(printed.dice).toHaveLength(3)
    expect(printed.text).toMatch(new RegExp(`^\\(RA\\+1>=4\\) ＞ \\[${printed.dice.join(',')}\\]\\+1 ＞ `))
    expect(refused.code).toBe(2)
    expect(refused.stdout).toBe('')
    expect(refused.stderr).toBe('Amadeus:Korean does not know the command "hello"\n')
  }, 30_000)
})

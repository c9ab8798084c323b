import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { z } from 'zod'
import { createCampaignFile, type StoreOptions, type OpenOptions } from '../../../src/host/store/campaign-store'
import { nodeFileSystem, type FileSystem } from '../../../src/host/store/file-system'
import type { ParseResult } from '../../../src/host/store/read-document'
import { schemaReason } from '@machines/reasons/schema-issue'

/** The toy document the store tests save: the store is generic, so it need not be a campaign. */
export interface CounterDoc {
  format: 'counter'
  version: 2
  counter: number
  note: string
}

const currentSchema = z.strictObject({
  format: z.literal('counter'),
  version: z.literal(2),
  counter: z.int().min(0),
  note: z.string()
})
const versionOneSchema = z.strictObject({ format: z.literal('counter'), version: z.literal(1), count: z.int().min(0) })

/** Migrates version 1 (`count`) to version 2 (`counter`, `note`) and validates, as the host's parse will. */
export function parseCounter(raw: unknown): ParseResult<CounterDoc> {
  const old = versionOneSchema.safeParse(raw)
  if (old.success) return { ok: true, value: { format: 'counter', version: 2, counter: old.data.count, note: '' }, migratedFrom: 1 }
  const current = currentSchema.safeParse(raw)
  if (!current.success) return { ok: false, why: schemaReason(currentSchema, raw, current.error, '(root)') }
  return { ok: true, value: current.data }
}

/** Pretty JSON, as the app writes campaign files. */
export const serializeCounter = (doc: CounterDoc): string => JSON.stringify(doc, null, 2)

/** A counter document. */
export function counterDoc(counter: number, note = ''): CounterDoc {
  return { format: 'counter', version: 2, counter, note }
}

/** Store options for tests: no debounce wait and a backup on every overwrite unless overridden. */
export function storeOptions(overrides: Partial<OpenOptions<CounterDoc>> = {}): OpenOptions<CounterDoc> {
  return { parse: parseCounter, serialize: serializeCounter, debounceMs: 0, backupIntervalMs: 0, ...overrides }
}

/** Create options (no parse needed) with the same defaults. */
export function createOptions(overrides: Partial<StoreOptions<CounterDoc>> = {}): StoreOptions<CounterDoc> {
  return { serialize: serializeCounter, debounceMs: 0, backupIntervalMs: 0, ...overrides }
}

/** A fresh real temp folder; `cleanup` removes it. */
export async function tempFolder(): Promise<{ dir: string; cleanup: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'overseer-store-'))
  return { dir, cleanup: () => rm(dir, { recursive: true, force: true }) }
}

/** Creates a campaign file holding `counterDoc(counter)` and closes its store, as a test's starting file. */
export async function createClosedFile(file: string, counter: number): Promise<void> {
  const created = await createCampaignFile(file, counterDoc(counter), createOptions())
  if (!created.ok) throw new Error(created.error)
  await created.store.close()
}

/** The document in a file, parsed plainly (no store involved). */
export async function readJson(path: string): Promise<unknown> {
  return JSON.parse(await readFile(path, 'utf8'))
}

/** The names in a folder, sorted. */
export async function namesIn(dir: string): Promise<string[]> {
  return (await readdir(dir)).sort()
}

/** A node error with a code, like the ones the file system throws. */
export function fsError(code: string, syscall: string, path: string): NodeJS.ErrnoException {
  const error: NodeJS.ErrnoException = new Error(`${code}: simulated failure, ${syscall} '${path}'`)
  error.code = code
  error.syscall = syscall
  error.path = path
  return error
}

/** The real file system with some operations replaced; unreplaced ones go to node. */
export function faultyFileSystem(overrides: Partial<FileSystem>): FileSystem {
  return { ...nodeFileSystem, ...overrides }
}

/** The real file system with a switch that makes writes of campaign files fail as a full or locked disk does (`failWith(null)` heals it). */
export function faultyDisk(): { fs: FileSystem; failWith: (code: string | null) => void } {
  let code: string | null = null
  const refuse = (path: string): void => {
    if (code && path.includes('.overseer')) throw fsError(code, 'write', path)
  }
  return {
    failWith: (next) => (code = next),
    fs: faultyFileSystem({
      writeFile: async (path, data, options) => {
        refuse(path)
        return nodeFileSystem.writeFile(path, data, options)
      },
      rename: async (from, to) => {
        refuse(to)
        return nodeFileSystem.rename(from, to)
      }
    })
  }
}

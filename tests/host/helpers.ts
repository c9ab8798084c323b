import { afterEach, beforeEach } from 'vitest'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { OverseerHost } from '../../src/host/host'
import { parseCampaignDocument, type CampaignDocument } from '@machines/campaign/document'
import { english } from '@machines/reasons/format'
import type { HostState } from '../../src/shared/contract'

/** A fresh real temp folder; `cleanup` removes it. */
export async function tempFolder(prefix: string): Promise<{ dir: string; cleanup: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), `overseer-${prefix}-`))
  return { dir, cleanup: () => rm(dir, { recursive: true, force: true }) }
}

/** A host that saves at once and backs up on every overwrite, so tests see the disk without waiting. */
export function testHost(dataDir: string): OverseerHost {
  return new OverseerHost({ dataDir, debounceMs: 0, backupIntervalMs: 0 })
}

/** Reads a campaign file and validates it as the host would; throws when it does not parse. */
export async function readCampaignFile(path: string): Promise<CampaignDocument> {
  const parsed = parseCampaignDocument(JSON.parse(await readFile(path, 'utf8')))
  if (!parsed.ok) throw new Error(english(parsed.why))
  return parsed.value
}

/** The hp of one actor in a GM state (masters and servants alike). */
export function hpOf(state: HostState, actor: string): number {
  const campaign = state.gm?.context.campaign
  const found = campaign?.servants.find((s) => s.id === actor) ?? campaign?.masters.find((m) => m.id === actor)
  if (!found) throw new Error(`no actor ${actor} in the state`)
  return found.hp
}

/** The path of the open campaign; throws when none is open. */
export function openPath(state: HostState): string {
  if (!state.path) throw new Error('no campaign is open')
  return state.path
}

/** Per-test temp data folder and hosts that are shut down after each test (registers the hooks). */
export function useHostFolder(prefix: string): { newHost: () => OverseerHost; started: () => Promise<OverseerHost> } {
  let dataDir = ''
  let cleanup: () => Promise<void> = async () => undefined
  const hosts: OverseerHost[] = []
  beforeEach(async () => {
    ;({ dir: dataDir, cleanup } = await tempFolder(prefix))
  })
  afterEach(async () => {
    for (const host of hosts.splice(0)) await host.shutdown()
    await cleanup()
  })
  const newHost = (): OverseerHost => {
    const host = testHost(dataDir)
    hosts.push(host)
    return host
  }
  return {
    newHost,
    started: async () => {
      const host = newHost()
      await host.start()
      return host
    }
  }
}

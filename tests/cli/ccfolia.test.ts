import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runCli } from '../../src/cli/run'
import { createDocument } from '@machines/campaign/document'
import { readCcfoliaCharacter } from '@machines/campaign/editing/ccfolia-character'
import { demoCampaign } from '../machines/campaign/fixtures'

// The `ccfolia` verb's contract (docs/contracts.md): a record of a campaign file as a Ccfolia clipboard character.
let dir = ''
let file = ''
const campaign = demoCampaign()
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ccfolia-cli-'))
  file = join(dir, 'campaign.overseer.json')
  await writeFile(file, JSON.stringify(createDocument(campaign, '2026-12-04T20:00:00.000Z')))
})
afterAll(() => rm(dir, { recursive: true, force: true }))

describe('npm run cli -- ccfolia <campaign-file> <record-id>', () => {
  it('E.70 prints a PC as a Ccfolia character on stdout, exit 0, that Ccfolia import reads back to the same abilities and HP', async () => {
    const pc = campaign.pcs[0]!
    const outcome = await runCli(['ccfolia', file, pc.id])
    expect(outcome.code).toBe(0)
    const printed = JSON.parse(outcome.stdout)
    expect(printed.kind).toBe('character')
    expect(printed.data.name).toBe(pc.name.ko)
    expect(printed.data.commands).toContain('>=4 무용')
    const read = readCcfoliaCharacter(outcome.stdout, [])
    expect(read.ok && [read.value.pc.abilities, read.value.pc.hp, read.value.pc.maxHp]).toEqual([pc.abilities, pc.hp, pc.maxHp])
  })

  it('prints a servant, a master and the monster too', async () => {
    for (const id of [campaign.servants[0]!.id, campaign.masters[0]!.id, campaign.monsters[0]!.id]) {
      const outcome = await runCli(['ccfolia', file, id])
      expect(outcome.code).toBe(0)
      expect(JSON.parse(outcome.stdout).data.status[0].label).toBe('HP')
    }
  })

  it('an unknown id, a missing file or a missing argument is one line on stderr, exit 2', async () => {
    expect(await runCli(['ccfolia', file, 'nobody'])).toEqual({ code: 2, stdout: '', stderr: 'nobody: no PC, servant, master or monster of the campaign has this id\n' })
    const missing = await runCli(['ccfolia', join(dir, 'none.json'), 'x'])
    expect([missing.code, missing.stderr]).toEqual([2, `${join(dir, 'none.json')}: cannot read (ENOENT)\n`])
    expect(await runCli(['ccfolia', file])).toEqual({ code: 2, stdout: '', stderr: 'usage: ccfolia <campaign-file> <record-id>\n' })
  })
})

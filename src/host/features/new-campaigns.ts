import { basename, join } from 'node:path'
import { createDocument, migrationNotes, type CampaignDocument } from '@machines/campaign/document'
import { blankCampaign, type BlankCampaignSpec } from '@machines/campaign/blank/blank-campaign'
import type { TableLocale } from '@machines/campaign/board-view'
import type { Commands, Result } from '../../shared/contract'
import { fail, failure, message, type Message } from '../../shared/message'
import { createCampaignFile } from '../store/campaign-store'
import { describeFileError, type FileSystem } from '../store/file-system'
import { campaignExtension, fileStem } from '../files/file-names'
import { readImportedCampaign } from '../files/read-import'
import { demoCampaign } from '../demo'
import type { CampaignSession } from '../session/campaign-session'
import type { CampaignFiles } from './campaign-files'

/** Why a new file's name was taken: it exists, or another opener holds it. */
const nameTaken = new Set<string>(['store.create.exists', 'store.lock.inUse', 'store.lock.inUseOnHost', 'store.lock.beingOpened', 'store.lock.contended'])

/** How a new campaign file is named and written: the disk, the clock, the campaigns folder. */
export interface NewCampaignOptions {
  fs: FileSystem
  now: () => number
  campaignsDir: string
  /** The table's language: the demo campaign is named in it. */
  locale: () => TableLocale
}

/**
 * New campaign files in the campaigns folder — from the demo, the blank-campaign wizard, a campaign, or an
 * imported file's text — each written, then opened as one switch on the session's queue.
 */
export class NewCampaigns {
  /** New campaign files being written now, so two made at once never pick the same name. */
  private readonly creating = new Set<string>()

  constructor(
    private readonly session: CampaignSession,
    private readonly files: CampaignFiles,
    private readonly options: NewCampaignOptions
  ) {}

  /** This module's slice of the command map. */
  commands(): Pick<Commands, 'newFromDemo' | 'newBlank' | 'importCampaign'> {
    return {
      newFromDemo: () => this.newFromDemo(),
      newBlank: (spec) => this.newBlank(spec),
      importCampaign: (text) => this.importCampaign(text)
    }
  }

  private iso(): string {
    return this.session.isoNow()
  }

  /** Creates a new campaign file from the bundled demo and opens it. */
  newFromDemo(): Promise<Result> {
    return this.session.switchTo(() => this.createFile(createDocument(demoCampaign(this.options.locale()), this.iso()), 'demo'))
  }

  /** Creates a new campaign file from the blank-campaign wizard's answers and opens it; the notice says what was made. */
  newBlank(spec: BlankCampaignSpec): Promise<Result> {
    return this.session.switchTo(async () => {
      const built = blankCampaign(spec)
      if (!built.ok) return failure(built.why)
      const { campaign } = built
      const created = await this.createFile(createDocument(campaign, this.iso()), fileStem(campaign.name), (path) =>
        message('host.notice.blankCreated', {
          name: campaign.name,
          teams: message('host.count.placeholderTeams', { count: campaign.teams.length }),
          regions: message('host.count.regions', { count: campaign.regions.length }),
          file: basename(path)
        })
      )
      return created.ok ? { ok: true } : created
    })
  }

  /** Imports a campaign file's text as a new file and opens it; a bad text changes nothing. */
  importCampaign(text: string): Promise<Result> {
    return this.session.switchTo(async () => {
      const read = readImportedCampaign(text)
      if (!read.ok) return read
      const created = await this.createFile(read.doc, fileStem(read.doc.meta.name || read.doc.initial.name), (path) => {
        const imported = { name: read.doc.meta.name, file: basename(path) }
        if (read.migratedFrom === undefined) return message('host.notice.imported', imported)
        // What the migration changed (the second reading's shared wheel, E.73) is said with it.
        const [changes] = migrationNotes(read.migratedFrom, read.doc)
        return changes
          ? message('host.notice.importedMigratedChanges', { ...imported, format: read.migratedFrom, changes })
          : message('host.notice.importedMigrated', { ...imported, format: read.migratedFrom })
      })
      return created.ok ? { ok: true } : created
    })
  }

  /**
   * Writes a document as a new file `<stem>-<time>.overseer` in the campaigns folder and opens it,
   * once it is known to restore and render. A name already taken (two campaigns made in the same
   * millisecond, a clock set back) gets a counter: `<stem>-<time>-2.overseer`.
   */
  private async createFile(doc: CampaignDocument, stem: string, noticeFor?: (path: string) => Message): Promise<Result & { path?: string }> {
    const prepared = this.session.prepare(`${stem}${campaignExtension}`, doc)
    if (!prepared.ok) return prepared
    const { campaignsDir } = this.options
    try {
      await this.options.fs.mkdir(campaignsDir)
    } catch (error) {
      return fail('host.campaignsFolder', { detail: describeFileError(error) })
    }
    const stamp = new Date(this.options.now()).toISOString().replace(/[:.]/g, '-')
    let created: Awaited<ReturnType<typeof createCampaignFile<CampaignDocument>>> = fail('host.campaignsFolder', { detail: stamp })
    let path = ''
    for (let n = 1; n <= 20; n++) {
      path = join(campaignsDir, `${stem}-${stamp}${n > 1 ? `-${n}` : ''}${campaignExtension}`)
      if (this.creating.has(path)) continue
      this.creating.add(path)
      try {
        created = await createCampaignFile(path, doc, this.session.storeOptions())
      } finally {
        this.creating.delete(path)
      }
      if (created.ok || !nameTaken.has(created.why.key)) break
    }
    if (!created.ok) return created
    const attached = await this.files.attach(path, created.store, prepared, noticeFor?.(path) ?? null)
    if (!attached.ok) return attached
    this.session.createdHere = true
    return { ok: true, path }
  }
}

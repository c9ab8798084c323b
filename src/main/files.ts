import { dialog, type BrowserWindow } from 'electron'
import { readFile, stat, writeFile } from 'node:fs/promises'
import { basename } from 'node:path'
import type { OverseerHost } from '../host/host'
import { describeSize, maxImportBytes } from '../host/files/limits'
import { campaignExtension } from '../host/files/file-names'
import type { FileResult, Result } from '../shared/contract'
import { fail } from '../shared/message'
import { describeFileError } from '../host/store/file-system'

// The product's name reads the same in both languages, so the dialogs need no words of their own.
// `json` keeps the campaigns saved before the one-part extension (`.overseer.json`) in view.
const campaignFilters = () => [{ name: 'Overseer', extensions: [campaignExtension.slice(1), 'json'] }]
const markdownFilters = [{ name: 'Markdown', extensions: ['md'] }]

/**
 * Writes a file the host made through the native Save dialog and answers without its text (the
 * renderer downloads only when `text` comes back, i.e. in the web host).
 */
export async function saveWithDialog(window: BrowserWindow | null, made: FileResult): Promise<FileResult> {
  if (!made.ok || made.text === undefined) return made
  // A campaign is saved with the one-part extension only: the file type the OS gives to Overseer.
  const filters = made.fileName.endsWith('.md') ? markdownFilters : [{ name: 'Overseer', extensions: [campaignExtension.slice(1)] }]
  const options = { defaultPath: made.fileName, filters }
  const chosen = window ? await dialog.showSaveDialog(window, options) : await dialog.showSaveDialog(options)
  if (chosen.canceled || !chosen.filePath) return { ok: true, fileName: made.fileName, cancelled: true }
  try {
    await writeFile(chosen.filePath, made.text, 'utf8')
  } catch (error) {
    return fail('host.writeFailed', { file: basename(chosen.filePath), cause: describeFileError(error) })
  }
  return { ok: true, fileName: basename(chosen.filePath), savedTo: chosen.filePath }
}

/** Asks for a campaign file with the native Open dialog and imports it as a new campaign. */
export async function importWithDialog(window: BrowserWindow | null, host: OverseerHost): Promise<Result> {
  const options = { properties: ['openFile' as const], filters: campaignFilters() }
  const chosen = window ? await dialog.showOpenDialog(window, options) : await dialog.showOpenDialog(options)
  const path = chosen.filePaths[0]
  if (chosen.canceled || !path) return { ok: true }
  try {
    // Refuse a huge file before reading it into memory.
    const { size } = await stat(path)
    if (size > maxImportBytes) return fail('store.import.tooLarge', { size: describeSize(size), max: describeSize(maxImportBytes) })
    return await host.importCampaign(await readFile(path, 'utf8'))
  } catch (error) {
    return fail('store.read.failed', { file: basename(path), cause: describeFileError(error) })
  }
}

/** Asks for a campaign file with the native Open dialog and opens it in place (it becomes the open campaign). */
export async function openWithDialog(window: BrowserWindow | null, host: OverseerHost): Promise<Result> {
  const options = { properties: ['openFile' as const], filters: campaignFilters(), defaultPath: host.campaignsDir }
  const chosen = window ? await dialog.showOpenDialog(window, options) : await dialog.showOpenDialog(options)
  const path = chosen.filePaths[0]
  if (chosen.canceled || !path) return { ok: true }
  // The host opens only files the GM chose; a pick in this dialog is one (nothing a window sends is).
  host.allowPickedFile(path)
  return host.open(path)
}

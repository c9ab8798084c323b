import { maxImportBytes, type FileResult } from '../../../../shared/contract'
import { encodedSize } from '../../../../shared/sizes'
import { i18n, type Said } from '../../lib/i18n/i18n.svelte'

/** Saves text as a download in the browser (the web host; Electron writes through its Save dialog instead). */
export function download(fileName: string, text: string): void {
  const type = fileName.endsWith('.md') ? 'text/markdown;charset=utf-8' : 'application/json;charset=utf-8'
  const url = URL.createObjectURL(new Blob([text], { type }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

/**
 * Hands a file the host made to the GM: downloads it when its text came back (web host), or
 * reports where Electron's Save dialog wrote it. Returns the line to show, or null.
 */
export function deliver(result: Extract<FileResult, { ok: true }>): string | null {
  if (result.text !== undefined) {
    download(result.fileName, result.text)
    return i18n.t('files.downloaded', { name: result.fileName })
  }
  return result.savedTo ? i18n.t('files.savedTo', { path: result.savedTo }) : null
}

/**
 * The text of a file the GM chose or dropped: refused before reading when the file is too large, and
 * after reading when its text is too large as it would be sent (a binary file's bytes escape up to
 * six-fold in the request), so the host is never sent more than it takes.
 */
export async function readChosenFile(file: File): Promise<{ ok: true; text: string } | { ok: false; why: Said }> {
  if (file.size > maxImportBytes) {
    return { ok: false, why: { key: 'files.tooLarge', params: { size: i18n.bytes(file.size), max: i18n.bytes(maxImportBytes) } } }
  }
  let text: string
  try {
    text = await file.text()
  } catch (error) {
    return { ok: false, why: { key: 'files.unreadable', params: { error: (error as Error).message } } }
  }
  const sent = encodedSize(text)
  if (sent > maxImportBytes) {
    return { ok: false, why: { key: 'files.tooLargeSent', params: { size: i18n.bytes(sent), max: i18n.bytes(maxImportBytes) } } }
  }
  return { ok: true, text }
}

/** Copies text to the clipboard (the async API, or the older copy command where it is refused). */
export async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text)
  } catch (error) {
    const area = document.createElement('textarea')
    area.value = text
    area.style.position = 'fixed'
    area.style.opacity = '0'
    document.body.append(area)
    area.select()
    const copied = document.execCommand('copy')
    area.remove()
    if (!copied) throw error
  }
}

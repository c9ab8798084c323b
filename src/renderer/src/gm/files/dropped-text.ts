import type { ReasonOf } from '@machines/reasons/reason'

/** The one refusal a drop can get, in the GM's language from the files catalog. */
type DropRefusal = ReasonOf<'files.dropTooLarge' | 'files.dropTooLong' | 'files.unreadable'>

/** The part of a drop event a text box reads (a DragEvent in the window). */
export interface TextDrop {
  readonly dataTransfer: { readonly files: ArrayLike<File>; getData(format: string): string } | null
  preventDefault(): void
  stopPropagation(): void
}

/** What a drop on a text box gave it: its text, one refusal naming the limit, or null when it carried neither file nor text. */
export type DroppedText = { ok: true; text: string } | { ok: false; why: DropRefusal } | null

// UTF-8 spends at most three bytes on one JavaScript character, so a file over this many bytes cannot fit.
const mostBytesPerChar = 3

/**
 * Takes a drop on a text box for that box alone (the window never also opens it as a campaign): a file is
 * refused by its size before a byte of it is read, and a file's or a dragged text's characters past maxChars
 * are refused before anything parses them, so a huge drop never freezes the panel.
 */
export async function takeDroppedText(event: TextDrop, maxChars: number): Promise<DroppedText> {
  const data = event.dataTransfer
  const file = data?.files[0]
  const dragged = file ? '' : (data?.getData('text/plain') ?? '')
  if (!file && !dragged) return null
  event.preventDefault()
  event.stopPropagation()
  if (!file) return dragged.length > maxChars ? { ok: false, why: { key: 'files.dropTooLong', params: { size: dragged.length, max: maxChars } } } : { ok: true, text: dragged }
  if (file.size > maxChars * mostBytesPerChar) return { ok: false, why: { key: 'files.dropTooLarge', params: { size: file.size, max: maxChars } } }
  let text: string
  try {
    text = await file.text()
  } catch (error) {
    return { ok: false, why: { key: 'files.unreadable', params: { error: (error as Error).message } } }
  }
  return text.length > maxChars ? { ok: false, why: { key: 'files.dropTooLong', params: { size: text.length, max: maxChars } } } : { ok: true, text }
}

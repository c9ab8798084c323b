import { describe, expect, it } from 'vitest'
import { takeDroppedText, type TextDrop } from '../../src/renderer/src/gm/files/dropped-text'

/** A drop event carrying a file or a dragged text, recording whether the box stopped it. */
function dropOf(carried: { file?: File; text?: string }) {
  const seen = { prevented: false, stopped: false }
  const event = {
    dataTransfer: { files: carried.file ? [carried.file] : [], getData: () => carried.text ?? '' },
    preventDefault: () => (seen.prevented = true),
    stopPropagation: () => (seen.stopped = true),
  } satisfies TextDrop
  return { event, seen }
}

/** A file whose size is given but whose text throws if anything reads it. */
function unreadableHuge(size: number): File {
  const file = new File(['x'], 'huge.json')
  Object.defineProperty(file, 'size', { value: size })
  Object.defineProperty(file, 'text', { value: () => Promise.reject(new Error('read a file refused by its size')) })
  return file
}

describe('a drop on a text box', () => {
  it('refuses a file too large by its size before reading it, and keeps the drop from the window', async () => {
    const { event, seen } = dropOf({ file: unreadableHuge(400 * 1024 * 1024) })
    const dropped = await takeDroppedText(event, 200_000)
    expect(dropped).toEqual({ ok: false, why: { key: 'files.dropTooLarge', params: { size: 400 * 1024 * 1024, max: 200_000 } } })
    expect(seen).toEqual({ prevented: true, stopped: true })
  })

  it('reads a file that fits, and refuses one whose characters pass the limit once read', async () => {
    expect(await takeDroppedText(dropOf({ file: new File(['{"a":1}'], 'a.json') }).event, 100)).toEqual({ ok: true, text: '{"a":1}' })
    const long = await takeDroppedText(dropOf({ file: new File(['x'.repeat(150)], 'b.txt') }).event, 100)
    expect(long).toEqual({ ok: false, why: { key: 'files.dropTooLong', params: { size: 150, max: 100 } } })
  })

  it('refuses dragged text over the limit before anything parses it, and passes text that fits', async () => {
    const rows = 'roll,text\n' + '1,a\n'.repeat(1_000_000)
    const { event, seen } = dropOf({ text: rows })
    expect(await takeDroppedText(event, 512 * 1024)).toEqual({ ok: false, why: { key: 'files.dropTooLong', params: { size: rows.length, max: 512 * 1024 } } })
    expect(seen.stopped).toBe(true)
    expect(await takeDroppedText(dropOf({ text: 'a\tb' }).event, 10)).toEqual({ ok: true, text: 'a\tb' })
  })

  it('leaves a drop carrying nothing to the window', async () => {
    const { event, seen } = dropOf({})
    expect(await takeDroppedText(event, 10)).toBeNull()
    expect(seen).toEqual({ prevented: false, stopped: false })
  })
})

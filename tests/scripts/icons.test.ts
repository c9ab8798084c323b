import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { inflateSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { writeIcons } from '../../scripts/make-icons'

let folder = ''
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'overseer-icons-'))
  await writeIcons(folder)
})
afterAll(() => rm(folder, { recursive: true, force: true }))

/** The side and the RGBA rows of a PNG this script wrote (filter 0 on every row). */
function readPng(data: Buffer): { size: number; pixel: (x: number, y: number) => number[] } {
  expect([...data.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  expect(data.toString('ascii', 12, 16)).toBe('IHDR')
  const size = data.readUInt32BE(16)
  expect(data.readUInt32BE(20)).toBe(size)
  const idat = data.indexOf('IDAT')
  const raw = inflateSync(data.subarray(idat + 4, idat + 4 + data.readUInt32BE(idat - 4)))
  return { size, pixel: (x, y) => [...raw.subarray(y * (size * 4 + 1) + 1 + x * 4, y * (size * 4 + 1) + 1 + x * 4 + 4)] }
}

describe('the installers’ icons, drawn by npm run icons', () => {
  it('icon.png is 512×512: transparent corners, a dark pupil in a gold eye', async () => {
    const image = readPng(await readFile(join(folder, 'icon.png')))
    expect(image.size).toBe(512)
    expect(image.pixel(2, 2)[3]).toBe(0)
    expect(image.pixel(256, 256)).toEqual([0x14, 0x16, 0x1c, 255])
    expect(image.pixel(256, 256 - 60)).toEqual([0xe2, 0xb3, 0x40, 255])
  })

  it('icon.ico holds PNGs of 16 to 256 pixels, 256 written as 0', async () => {
    const data = await readFile(join(folder, 'icon.ico'))
    expect(data.readUInt16LE(2)).toBe(1)
    const count = data.readUInt16LE(4)
    const sizes = Array.from({ length: count }, (_, i) => {
      const entry = 6 + i * 16
      const stated = data.readUInt8(entry) || 256
      const png = data.subarray(data.readUInt32LE(entry + 12), data.readUInt32LE(entry + 12) + data.readUInt32LE(entry + 8))
      expect(readPng(png).size).toBe(stated)
      return stated
    })
    expect(sizes).toEqual([16, 24, 32, 48, 64, 128, 256])
  })

  it('icon.icns holds PNGs of 16 to 1024 pixels under their icns types', async () => {
    const data = await readFile(join(folder, 'icon.icns'))
    expect(data.toString('ascii', 0, 4)).toBe('icns')
    expect(data.readUInt32BE(4)).toBe(data.length)
    const found: [string, number][] = []
    for (let at = 8; at < data.length; at += data.readUInt32BE(at + 4)) {
      found.push([data.toString('ascii', at, at + 4), readPng(data.subarray(at + 8, at + data.readUInt32BE(at + 4))).size])
    }
    expect(found).toEqual([
      ['icp4', 16],
      ['icp5', 32],
      ['icp6', 64],
      ['ic07', 128],
      ['ic08', 256],
      ['ic09', 512],
      ['ic10', 1024]
    ])
  })
})

/** An RGBA image, row by row, 4 bytes a pixel. */
export interface Rgba {
  size: number
  pixels: Uint8Array
}

type Colour = readonly [number, number, number]

const night: Colour = [0x14, 0x16, 0x1c]
const gold: Colour = [0xe2, 0xb3, 0x40]

/** Whether (x, y), in units of the icon's side, lies inside both discs of radius r centred on (cx, cy ± d): the lens of an eye. */
function inLens(x: number, y: number, d: number, r: number): boolean {
  const dx = x - 0.5
  return dx * dx + (y - 0.5 - d) ** 2 <= r * r && dx * dx + (y - 0.5 + d) ** 2 <= r * r
}

function inDisc(x: number, y: number, r: number): boolean {
  return (x - 0.5) ** 2 + (y - 0.5) ** 2 <= r * r
}

/** Inside the rounded square the icon sits on (6% margin, corners of 22%). */
function inTile(x: number, y: number): boolean {
  const margin = 0.06
  const radius = 0.22
  const cx = Math.min(Math.max(x, margin + radius), 1 - margin - radius)
  const cy = Math.min(Math.max(y, margin + radius), 1 - margin - radius)
  return (x - cx) ** 2 + (y - cy) ** 2 <= radius * radius
}

/** The colour of one point of the icon, or null where it is transparent: a gold eye watching over a dark tile. */
function paint(x: number, y: number): Colour | null {
  if (!inTile(x, y)) return null
  if (inDisc(x, y, 0.075)) return night
  if (inDisc(x, y, 0.15)) return gold
  if (inLens(x, y, 0.2, 0.37)) return inLens(x, y, 0.225, 0.335) ? night : gold
  return night
}

/**
 * Draws Overseer's icon at `size` pixels a side, each pixel averaged over 4×4 samples so the
 * edges are smooth at every size from 16 to 1024.
 */
export function drawIcon(size: number): Rgba {
  const pixels = new Uint8Array(size * size * 4)
  const samples = 4
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let r = 0
      let g = 0
      let b = 0
      let covered = 0
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const colour = paint((px + (sx + 0.5) / samples) / size, (py + (sy + 0.5) / samples) / size)
          if (!colour) continue
          covered += 1
          r += colour[0]
          g += colour[1]
          b += colour[2]
        }
      }
      const at = (py * size + px) * 4
      if (covered === 0) continue
      pixels.set([Math.round(r / covered), Math.round(g / covered), Math.round(b / covered), Math.round((255 * covered) / samples ** 2)], at)
    }
  }
  return { size, pixels }
}

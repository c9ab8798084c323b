import { encode } from 'uqr'
import type { QrPicture } from '../../shared/players'

/** A QR code of `text` as the GM window draws it (made here, offline, so no renderer bundle carries a QR encoder). */
export function qrPicture(text: string): QrPicture {
  // Medium error correction: a phone reads it off a laptop screen at an angle; a 4-module quiet zone as the standard asks.
  const qr = encode(text, { ecc: 'M', border: 4 })
  let path = ''
  qr.data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`
    })
  })
  return { size: qr.size, path }
}

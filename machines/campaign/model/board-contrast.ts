/** The board's background (theme.css `body.board-body`, the board window's backgroundColor): team colours are read against it. */
export const boardBackground = '#07080b'

/** The least contrast a team colour needs on the board: WCAG's 3:1 for large text and marks, read from across a room. */
export const minBoardContrast = 3

// WCAG 2 relative luminance of an sRGB `#rrggbb` colour.
function luminance(hex: string): number {
  const channel = (at: number): number => {
    const c = parseInt(hex.slice(at, at + 2), 16) / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5)
}

/** The WCAG contrast ratio (1 to 21) of a `#rrggbb` colour against the board's background. */
export function boardContrast(colour: string): number {
  const [light, dark] = [luminance(colour), luminance(boardBackground)].sort((a, b) => b - a) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}

/** Whether a team colour can be read on the dark board (its names and marks are drawn in it). */
export function readableOnBoard(colour: string): boolean {
  return !/^#[0-9a-fA-F]{6}$/.test(colour) || boardContrast(colour) >= minBoardContrast
}

/**
 * Type sizes of the projected board, in pixels of a 1080-line screen; a smaller or larger window
 * scales them with its size (a 1280×720 window draws 16 px where 1080p draws 24).
 */
export const boardType = {
  /** The screen the sizes are written for. */
  screen: { width: 1920, height: 1080 },
  /** Body text at the GM's 100 %. */
  base: 36,
  /**
   * Nothing on the board is drawn smaller: 24 px at 1080p is 1/45 of the screen height (about 2.7 cm
   * on a 1.2 m tall projection, 1.5 cm on a 55" TV), about where TV interfaces keep their smallest
   * text, so a player reads it from across the room.
   */
  floor: 24
} as const

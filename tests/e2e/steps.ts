import type { Page } from 'playwright-core'

/**
 * Starts a battle against the demo's ferry shade with four PCs and sends Elias's scout of
 * paragraph 2 with its dice field left empty, so the host rolls (E.1, E.71); returns the faces the
 * check dialog shows.
 */
export async function scoutWithHostDice(gm: Page): Promise<{ faces: number[]; diceField: string }> {
  await gm.getByTestId('encounter-monster').selectOption('ferry-shade')
  for (const pc of ['pc-haneul', 'pc-elias', 'pc-sora', 'pc-verdant']) await gm.getByTestId(`encounter-pc-${pc}`).check()
  await gm.getByTestId('encounter-go').click()
  await gm.getByTestId('scout-pc').selectOption('pc-elias')
  await gm.getByTestId('scout-paragraph').selectOption('2')
  const diceField = await gm.getByTestId('scout-dice').inputValue()
  await gm.getByTestId('scout-go').click()
  await gm.getByTestId('check-dialog').waitFor()
  const faces = (await gm.locator('[data-testid^="die-"] .face').allTextContents()).map((face) => Number(face.trim()))
  return { faces, diceField }
}

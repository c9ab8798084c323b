/**
 * A phone's own draft of one actor's choice. The host pushes every team's page on every change at the
 * table (the public board is part of each payload), so a draft remembers the sealed value it started
 * from and is replaced only when that value changes: another team's seal, a teammate's seal of another
 * actor or the GM's edit elsewhere leave it as the player left it (docs/architecture.md, a team's page).
 */
export interface Draft<D> {
  /** The sealed value this draft started from, as `sealedKey` writes it ('' when nothing was sealed). */
  from: string
  value: D
  /** Whether the choice is open for editing (a 바꾸기 the player opened stays open). */
  editing: boolean
}

/** The key of a sealed value as the host sent it: equal keys mean the same sealed choice. */
export function sealedKey(sealed: unknown): string {
  return sealed === null || sealed === undefined ? '' : JSON.stringify(sealed)
}

/**
 * The draft to show now: the phone's own while the actor's sealed value is still the one it started
 * from, otherwise a fresh one made from the new sealed value (open only when nothing is sealed).
 */
export function currentDraft<D>(kept: Draft<D> | undefined, sealed: unknown, fresh: () => D): Draft<D> {
  const from = sealedKey(sealed)
  return kept && kept.from === from ? kept : { from, value: fresh(), editing: from === '' }
}

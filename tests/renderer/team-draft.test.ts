import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { currentDraft, sealedKey, type Draft } from '../../src/renderer/src/team/draft'

// A team page's draft is the phone's own until that actor's sealed value changes (docs/architecture.md).
const fresh = (): string => 'from-sealed'

describe('a phone’s draft across the host’s pushes', () => {
  it('T.1: a draft made over nothing sealed survives any number of pushes that leave its actor unsealed', () => {
    const drafted: Draft<string> = { from: '', value: 'investigate port', editing: true }
    let shown = drafted
    for (let push = 0; push < 5; push++) shown = currentDraft(shown, null, fresh)
    expect(shown).toBe(drafted)
  })

  it('T.1: an open change (바꾸기) of a sealed declaration stays open while the sealed value is the same one', () => {
    const sealed = { action: 'daily', regions: ['church'] }
    const open: Draft<string> = { from: sealedKey(sealed), value: 'rest', editing: true }
    // The host sends a new object with the same value on every push.
    expect(currentDraft(open, structuredClone(sealed), fresh)).toBe(open)
  })

  it('T.1: a new sealed value (the phone’s own seal, a teammate’s or the GM’s edit) replaces the draft, closed', () => {
    const open: Draft<string> = { from: '', value: 'rest', editing: true }
    expect(currentDraft(open, { action: 'rest', regions: [] }, fresh)).toEqual({ from: sealedKey({ action: 'rest', regions: [] }), value: 'from-sealed', editing: false })
  })

  it('T.1: a sealed value taken back (undone) opens a fresh draft', () => {
    const sealed: Draft<string> = { from: sealedKey({ plot: 3 }), value: 'x', editing: false }
    expect(currentDraft(sealed, null, fresh)).toEqual({ from: '', value: 'from-sealed', editing: true })
  })

  it('T.1 D.50 E.11: for any pushes, the draft changes exactly when its own sealed value does', () => {
    const sealedValue = fc.option(fc.record({ action: fc.constantFrom('daily', 'investigate', 'rest'), regions: fc.array(fc.constantFrom('church', 'port'), { maxLength: 3 }) }), { nil: null })
    fc.assert(
      fc.property(fc.array(sealedValue, { minLength: 1, maxLength: 12 }), (pushes) => {
        let shown = currentDraft<string>(undefined, pushes[0], fresh)
        shown = { ...shown, value: 'the player’s own', editing: true }
        for (let i = 1; i < pushes.length; i++) {
          const next = currentDraft(shown, pushes[i], fresh)
          const changed = sealedKey(pushes[i]) !== sealedKey(pushes[i - 1])
          expect(next === shown).toBe(!changed)
          shown = changed ? next : shown
          if (changed) shown = { ...shown, value: 'the player’s own', editing: true }
        }
      }),
      { seed: 27, numRuns: 200 }
    )
  })
})

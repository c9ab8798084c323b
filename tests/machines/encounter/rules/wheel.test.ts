import { describe, expect, it } from 'vitest'
import { defaultSettings, withSettings } from '@machines/campaign/model/settings'
import { awakeningStage, emptyWheel, placeInga, ruinStage, spendInga } from '@machines/encounter/rules/wheel'
import { inEnglish } from '../in-english'

describe('E.73 wheel of fate', () => {
  it('E.73 the awakening stage counts the ⚙ thresholds reached (3, 6, 9, 12 by default)', () => {
    expect([0, 2, 3, 5, 6, 9, 11, 12, 30].map((n) => awakeningStage(n, defaultSettings.awakeningThresholds))).toEqual([0, 0, 1, 1, 2, 3, 3, 4, 4])
  })

  it('E.73 the black domain’s stage drives the color of ruin', () => {
    expect(ruinStage({ ...emptyWheel, black: 7, red: 12 }, defaultSettings)).toBe(2)
  })

  it('E.73 a campaign’s thresholds change the stage', () => {
    expect(ruinStage({ ...emptyWheel, black: 2 }, withSettings({ awakeningThresholds: [1, 2, 3, 4] }))).toBe(2)
  })

  it('E.73 placing inga adds to one domain only', () => {
    expect(placeInga(emptyWheel, 'blue', 2)).toEqual({ black: 0, red: 0, blue: 2, green: 0, white: 0 })
  })

  it('E.73 removing inga never goes below 0', () => {
    expect(placeInga({ ...emptyWheel, black: 1 }, 'black', -3).black).toBe(0)
  })

  it('E.73 spending from domains is refused when one is empty, naming it', () => {
    expect(inEnglish(spendInga({ ...emptyWheel, red: 1 }, ['red', 'white'], 'E.32'))).toEqual({ ok: false, rule: 'E.32', error: 'no inga in white' })
  })
})

import { describe, expect, it } from 'vitest'
import { boardView } from '@machines/campaign/board-view'
import { inKorean } from '../../../src/shared/message'
import { at, demoEngine, mustDispatch } from './fixtures'
import { entriesOf, played } from './session-log/helpers'

describe('renaming the campaign (campaign.rename)', () => {
  it('renames it in one undoable step, and the board shows the new name', () => {
    const { engine } = demoEngine()
    mustDispatch(engine, { type: 'campaign.rename', name: '  미하마 성배전쟁 ' })
    expect(engine.current.context.campaign.name).toBe('미하마 성배전쟁')
    expect(boardView(engine.current).campaign).toBe('미하마 성배전쟁')
    expect(engine.toDocument(at).meta.name).toBe('미하마 성배전쟁')
    engine.undo()
    expect(engine.current.context.campaign.name).toBe('Seorin Grail War (demo)')
    expect(engine.toDocument(at).meta.name).toBe('Seorin Grail War (demo)')
  })

  it('logs the old and the new name', () => {
    expect(entriesOf(played([{ type: 'campaign.rename', name: '미하마' }])).at(-1)!.gm).toEqual({
      ko: '캠페인 이름: Seorin Grail War (demo) → 미하마',
      en: 'Campaign renamed: Seorin Grail War (demo) → 미하마'
    })
  })

  it('refuses the name it already has (no empty undo step) and an empty one, saying why in the GM’s language', () => {
    const { engine } = demoEngine()
    const same = engine.dispatch({ type: 'campaign.rename', name: 'Seorin Grail War (demo)' }, at)
    expect(same).toMatchObject({ ok: false, error: 'the campaign is already called “Seorin Grail War (demo)”' })
    expect(!same.ok && inKorean(same.why)).toBe('캠페인 이름이 이미 “Seorin Grail War (demo)”입니다')
    expect(engine.dispatch({ type: 'campaign.rename', name: '   ' }, at).ok).toBe(false)
    expect(engine.head).toBe(0)
  })
})

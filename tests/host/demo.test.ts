import { describe, expect, it } from 'vitest'
import { demoCampaign } from '../../src/host/demo'
import { useHostFolder } from './helpers'

describe('the demo campaign’s name', () => {
  const hosts = useHostFolder('demo-name')

  it('is Korean for a Korean table and English for an English one; the rest of the demo is the same', () => {
    const ko = demoCampaign('ko')
    const en = demoCampaign('en')
    expect([ko.name, en.name]).toEqual(['서린 성배전쟁 (데모)', 'Seorin Grail War (demo)'])
    expect({ ...ko, name: '' }).toEqual({ ...en, name: '' })
  })

  it('follows the language the GM chose when the picker makes a new demo', async () => {
    const host = await hosts.started()
    expect((await host.state()).gm?.context.campaign.name).toBe('서린 성배전쟁 (데모)')
    await host.setDisplay({ locale: 'en' })
    expect(await host.newFromDemo()).toMatchObject({ ok: true })
    expect((await host.state()).gm?.context.campaign.name).toBe('Seorin Grail War (demo)')
  })
})

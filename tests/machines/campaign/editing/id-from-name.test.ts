import { describe, expect, it } from 'vitest'
import { idSchema } from '@machines/campaign/model/ids'
import { idFromName } from '@machines/campaign/editing/id-from-name'
import { romanizeHangul } from '@machines/text/romanize'

describe('romanizeHangul (Revised Romanization letters)', () => {
  it.each([
    ['교회', 'gyohoe'],
    ['항구', 'hanggu'],
    ['구시가', 'gusiga'],
    ['언덕 저택', 'eondeok jeotaek'],
    ['상점가', 'sangjeomga'],
    ['달리', 'dalli'],
    ['쌍둥이', 'ssangdungi'],
    ['의원', 'uiwon'],
    ['Saber 세이버', 'Saber seibeo']
  ])('%s → %s', (hangul, latin) => {
    expect(romanizeHangul(hangul)).toBe(latin)
  })
})

describe('idFromName (issue 17: ids from names)', () => {
  it('takes the English name when it has letters', () => {
    expect(idFromName({ ko: '시계탑', en: 'Clock Tower' }, [], 'region')).toBe('clock-tower')
  })

  it('romanizes a Korean-only name (the English field left as the Korean)', () => {
    expect(idFromName({ ko: '언덕 저택', en: '언덕 저택' }, [], 'region')).toBe('eondeok-jeotaek')
    expect(idFromName({ ko: '제2 부두', en: '' }, [], 'region')).toBe('je2-budu')
  })

  it('numbers an id that is taken', () => {
    expect(idFromName({ ko: '항구', en: 'Port' }, ['port'], 'region')).toBe('port-2')
    expect(idFromName({ ko: '항구', en: 'Port' }, ['port', 'port-2'], 'region')).toBe('port-3')
  })

  it('falls back to stem-N when the name gives no letters', () => {
    expect(idFromName({ ko: '★', en: '★' }, ['region-1'], 'region')).toBe('region-2')
  })

  it('never gives a name every object inherits', () => {
    expect(idFromName({ ko: 'constructor', en: 'constructor' }, [], 'team')).toBe('constructor-2')
  })

  it('every id it gives passes the id schema, long names included', () => {
    for (const name of ['아주 아주 긴 이름을 가진 지역의 이름은 사십 자를 넘는다', 'Ünïcödé  Straße', '3rd Street', '-- edge --']) {
      const id = idFromName({ ko: name, en: name }, [], 'region')
      expect(idSchema.safeParse(id).success, id).toBe(true)
      expect(idSchema.safeParse(idFromName({ ko: name, en: name }, [id], 'region')).success).toBe(true)
    }
  })
})

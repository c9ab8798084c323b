import { describe, expect, it } from 'vitest'
import { en } from '../../src/renderer/src/lib/i18n/en'
import { ko } from '../../src/renderer/src/lib/i18n/ko'

// `{pc}` and `{pc, 은}` (a particle after the value) name the same parameter.
const params = (text: string): string[] => [...new Set([...text.matchAll(/\{(\w+)(?:,\s*~?[가-힣]+)?\}/g)].map((m) => m[1]))].sort()

describe('the ko and en catalogs', () => {
  it('have exactly the same keys', () => {
    expect(Object.keys(ko).sort()).toEqual(Object.keys(en).sort())
  })

  it('give every message the same {params} in both languages', () => {
    const differing = Object.keys(en)
      .filter((key) => key in ko)
      .filter((key) => params(en[key as keyof typeof en]).join() !== params(ko[key as keyof typeof ko]).join())
      .map((key) => `${key}: en {${params(en[key as keyof typeof en]).join(', ')}} ko {${params(ko[key as keyof typeof ko]).join(', ')}}`)
    expect(differing).toEqual([])
  })

  it('have no empty message', () => {
    const empty = [...Object.entries(en), ...Object.entries(ko)].filter(([, text]) => text.trim() === '').map(([key]) => key)
    expect(empty).toEqual([])
  })
})

import { expect, it } from 'vitest'
import { storeMessagesEn } from '../../../src/shared/messages/store.en'
import { storeMessagesKo } from '../../../src/shared/messages/store.ko'

// `{file, 은}` names the same param as `{file}`, with the particle its last syllable takes.
const paramsOf = (words: string): string[] => [...new Set([...words.matchAll(/\{(\w+)(?:,\s*~?[가-힣]+)?\}/g)].map((match) => match[1]!))].sort()

it('every store message says the same {params} in Korean as in English', () => {
  for (const [key, english] of Object.entries(storeMessagesEn)) {
    expect([key, paramsOf(storeMessagesKo[key as keyof typeof storeMessagesEn])]).toEqual([key, paramsOf(english)])
  }
})

it('every store message key starts with store.', () => {
  expect(Object.keys(storeMessagesEn).filter((key) => !key.startsWith('store.'))).toEqual([])
})

import { expect, it } from 'vitest'
import { storeMessagesEn } from '../../../src/shared/messages/store.en'
import { storeMessagesKo } from '../../../src/shared/messages/store.ko'

const paramsOf = (words: string): string[] => [...words.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!).sort()

it('every store message says the same {params} in Korean as in English', () => {
  for (const [key, english] of Object.entries(storeMessagesEn)) {
    expect([key, paramsOf(storeMessagesKo[key as keyof typeof storeMessagesEn])]).toEqual([key, paramsOf(english)])
  }
})

it('every store message key starts with store.', () => {
  expect(Object.keys(storeMessagesEn).filter((key) => !key.startsWith('store.'))).toEqual([])
})

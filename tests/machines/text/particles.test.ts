import { describe, expect, it } from 'vitest'
import { particle, withParticle, withParticles, wordEnding } from '@machines/text/particles'

// Fifty words as the panel writes them: hangul ending in a vowel, in ㄹ, in another consonant;
// numbers (digits, round numbers, decimals, grouped); Latin words and acronyms; quoted and bracketed values.
const words: [word: string, 이가: string, 은는: string, 을를: string, 으로로: string][] = [
  ['세이버', '가', '는', '를', '로'],
  ['마스터', '가', '는', '를', '로'],
  ['서번트', '가', '는', '를', '로'],
  ['아처', '가', '는', '를', '로'],
  ['캐스터', '가', '는', '를', '로'],
  ['위협', '이', '은', '을', '으로'],
  ['단락', '이', '은', '을', '으로'],
  ['전투', '가', '는', '를', '로'],
  ['본체', '가', '는', '를', '로'],
  ['판정패', '가', '는', '를', '로'],
  ['령주', '가', '는', '를', '로'],
  ['진영', '이', '은', '을', '으로'],
  ['한하늘', '이', '은', '을', '로'],
  ['활', '이', '은', '을', '로'],
  ['서울', '이', '은', '을', '로'],
  ['생명력', '이', '은', '을', '으로'],
  ['항구', '가', '는', '를', '로'],
  ['교회', '가', '는', '를', '로'],
  ['조우 전투', '가', '는', '를', '로'],
  ['인과', '가', '는', '를', '로'],
  ['전과표', '가', '는', '를', '로'],
  ['단락 1', '이', '은', '을', '로'],
  ['단락 2', '가', '는', '를', '로'],
  ['위협 3', '이', '은', '을', '으로'],
  ['4', '가', '는', '를', '로'],
  ['5', '가', '는', '를', '로'],
  ['6', '이', '은', '을', '으로'],
  ['7', '이', '은', '을', '로'],
  ['8', '이', '은', '을', '로'],
  ['9', '가', '는', '를', '로'],
  ['0', '이', '은', '을', '으로'],
  ['10', '이', '은', '을', '으로'],
  ['20', '이', '은', '을', '으로'],
  ['100', '이', '은', '을', '으로'],
  ['1000', '이', '은', '을', '으로'],
  ['1,234', '가', '는', '를', '로'],
  ['2.5', '가', '는', '를', '로'],
  ['3D6', '이', '은', '을', '으로'],
  ['Saber', '가', '는', '를', '로'],
  ['Lancer', '가', '는', '를', '로'],
  ['Assassin', '이', '은', '을', '으로'],
  ['Lancelot', '이', '은', '을', '으로'],
  ['Gilgamesh', '가', '는', '를', '로'],
  ['Rachel', '이', '은', '을', '로'],
  ['GM', '이', '은', '을', '으로'],
  ['PC', '가', '는', '를', '로'],
  ['URL', '이', '은', '을', '로'],
  ['BCDice', '가', '는', '를', '로'],
  ['DiceBot', '이', '은', '을', '으로'],
  ['"세이버"', '가', '는', '를', '로']
]

describe('Korean particles by the last syllable (issue 14)', () => {
  it('picks 이/가, 은/는, 을/를 and (으)로 right for 50 words: vowels, consonants, ㄹ, digits and Latin letters', () => {
    expect(words).toHaveLength(50)
    for (const [word, subject, topic, object, toward] of words) {
      expect([particle(word, '이'), particle(word, '은'), particle(word, '을'), particle(word, '으로')], word).toEqual([subject, topic, object, toward])
    }
  })

  it('reads a Latin name by its sound: a silent final e after l, m or n leaves the consonant (Jeanne 잔을), another final e is sounded', () => {
    const names: [name: string, 을를: string, 은는: string][] = [
      ['Jeanne', '을', '은'],
      ['Anne', '을', '은'],
      ['Irene', '을', '은'],
      ['Rome', '을', '은'],
      ['Nicole', '을', '은'],
      ['Merle', '을', '은'],
      ['Arjuna', '를', '는'],
      ['Alice', '를', '는'],
      ['Marie', '를', '는'],
      ['Chloe', '를', '는'],
      ['Caster', '를', '는'],
      ['BCDice', '를', '는']
    ]
    for (const [name, object, topic] of names) expect([particle(name, '을'), particle(name, '은')], name).toEqual([object, topic])
  })

  it('names a pair by either of its forms', () => {
    expect(particle('단락 1', '가')).toBe('이')
    expect(particle('Saber', '은')).toBe('는')
    expect(particle('위협', '와')).toBe('과')
    expect(withParticle('세이버', '을')).toBe('세이버를')
  })

  it('reads how a word ends: a vowel, ㄹ, or another consonant', () => {
    expect(['세이버', '활', '위협', '10', '7', 'GM', 'URL'].map(wordEnding)).toEqual(['vowel', 'rieul', 'consonant', 'consonant', 'rieul', 'consonant', 'rieul'])
  })

  it('fills {name, 은} with the value and its particle, {name, ~을} with the particle alone', () => {
    const values: Record<string, string> = { pc: '한하늘', id: 'saber', n: '3' }
    expect(withParticles('{pc, 은} 행동했습니다; 위협 {n, 이} 남았습니다; "{id}"{id, ~을} 씁니다 ({missing, 이})', (name) => values[name])).toBe(
      '한하늘은 행동했습니다; 위협 3이 남았습니다; "{id}"를 씁니다 ({missing, 이})'
    )
  })
})

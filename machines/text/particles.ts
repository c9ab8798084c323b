// Korean particles chosen by the word before them: 단락 1이, 위협 3이, 세이버는, Saber는, GM이, 서번트로, 활로.
// A leaf: imports nothing. Catalogs write `{pc, 은}` (the value and its particle) or `{id, ~을}` (the
// particle alone, after a closing quote: "{id}"{id, ~을}); `withParticles` and i18next's formatters fill them.

/** Each particle pair: the form after a final consonant, then the form after a vowel; 으로 gives way to 로 after ㄹ too. */
const pairs: readonly (readonly [string, string])[] = [
  ['이', '가'],
  ['은', '는'],
  ['을', '를'],
  ['과', '와'],
  ['아', '야'],
  ['으로', '로'],
  ['으로서', '로서'],
  ['으로써', '로써'],
  ['으로는', '로는'],
  ['이나', '나'],
  ['이랑', '랑'],
  ['이라', '라'],
  ['이라고', '라고'],
  ['이라는', '라는'],
  ['이라도', '라도'],
  ['이면', '면'],
  ['이며', '며'],
  ['이여', '여'],
  ['이에요', '예요']
]

/** Every particle a catalog may name (either form of a pair). */
export const particleNames: readonly string[] = pairs.flat()

/** How a word ends for its particle: a vowel, ㄹ, or another final consonant. */
export type WordEnding = 'vowel' | 'rieul' | 'consonant'

// The Korean reading of a number's last sounded unit: 0 영, 1 일, 2 이, 3 삼, 4 사, 5 오, 6 육, 7 칠, 8 팔, 9 구.
const digitEndings: Record<string, WordEnding> = { 0: 'consonant', 1: 'rieul', 2: 'vowel', 3: 'consonant', 4: 'vowel', 5: 'vowel', 6: 'consonant', 7: 'rieul', 8: 'rieul', 9: 'vowel' }
// Round numbers end in their unit: 십 (10), 백 (100), 천 (1,000), 만 (10,000), 억 (10^8): all consonants; 조 (10^12) a vowel.
// Latin letters read by their names: L 엘, M 엠, N 엔, R 알 end in a consonant; the others (에이, 비, 씨, 디…) in a vowel.
const letterEndings: Record<string, WordEnding> = { l: 'rieul', m: 'consonant', n: 'consonant', r: 'rieul' }
// Characters after the word that the particle follows anyway: closing quotes and brackets, spaces.
const trailing = /[\s"'”’»」』)\]}>〉》.,!?…]+$/u

function hangulEnding(code: number): WordEnding {
  const final = (code - 0xac00) % 28
  if (final === 0) return 'vowel'
  return final === 8 ? 'rieul' : 'consonant'
}

function numberEnding(digits: string): WordEnding {
  const whole = digits.replace(/[,\s]/g, '')
  const [integer = '', fraction = ''] = whole.split('.')
  // 1.5 reads 일 점 오: the last digit after the point.
  if (fraction) return digitEndings[fraction.at(-1)!]!
  const trimmed = integer.replace(/^0+(?=\d)/, '')
  const last = trimmed.at(-1) ?? '0'
  if (last !== '0' || trimmed === '0') return digitEndings[last]!
  const zeros = trimmed.length - trimmed.replace(/0+$/, '').length
  // 10 십, 100 백, 1,000 천, 10,000 만 … 10^12 조 (a vowel), 10^16 경 (a consonant).
  if (zeros % 4 === 0) return zeros === 12 ? 'vowel' : 'consonant'
  return 'consonant'
}

function latinEnding(word: string): WordEnding {
  // An acronym or a lone letter is read letter by letter: GM 지엠, NPC 엔피시, HP 에이치피, BRT 비알티.
  if (/^[A-Z]+$/.test(word) || word.length === 1) return letterEndings[word.at(-1)!.toLowerCase()] ?? 'vowel'
  // A silent final e after l, m or n is not sounded: Jeanne 잔, Anne 앤, Irene 아이린, Rome 롬, Nicole 니콜,
  // Merle 메를 end in the consonant before it; after another consonant or a vowel (Alice 앨리스, Marie 마리, Chloe
  // 클로이) the word still ends in a vowel.
  const lower = word.toLowerCase().replace(/(?<=[aeiouy][lmn]{1,2}|[^aeiouy]l)e$/, '')
  // A word by how Korean writes its sound: -l 엘/ㄹ, -m, -n, -ng end in a consonant (Lancelot's -t and
  // Jack's -ck too, after a short vowel); -r is the vowel of Saber 세이버, -e of Caster 캐스터 and BCDice 다이스.
  if (lower.endsWith('l')) return 'rieul'
  if (/(m|n|ng)$/.test(lower)) return 'consonant'
  if (/(ck|[aeiou][kpt])$/.test(lower) && !/(ee|oo|ea|ai|oa|ou)[kpt]$/.test(lower)) return 'consonant'
  return 'vowel'
}

/** How a word or value ends when read aloud in Korean: hangul by its final, numbers by their reading, Latin by its sound. */
export function wordEnding(text: string): WordEnding {
  const word = text.replace(trailing, '')
  const number = /[0-9][0-9,.]*$/.exec(word)
  if (number && !/[A-Za-z]$/.test(word)) return numberEnding(number[0])
  const last = word.at(-1)
  if (last === undefined) return 'vowel'
  const code = last.codePointAt(0)!
  if (code >= 0xac00 && code <= 0xd7a3) return hangulEnding(code)
  const latin = /[A-Za-z]+$/.exec(word)
  if (latin) return latinEnding(latin[0])
  return 'vowel'
}

/** The form of a particle that follows `word` (`particle('단락 1', '이')` is 이, `particle('Saber', '은')` is 는). */
export function particle(word: string, name: string): string {
  const pair = pairs.find((p) => p.includes(name))
  if (!pair) return name
  const [afterConsonant, afterVowel] = pair
  const ending = wordEnding(word)
  // ㄹ takes 로 like a vowel: 활로, 서울로, 7로 (칠로).
  if (afterConsonant.startsWith('으')) return ending === 'consonant' ? afterConsonant : afterVowel
  return ending === 'vowel' ? afterVowel : afterConsonant
}

/** The word with its particle: `withParticle('세이버', '을')` is 세이버를. */
export function withParticle(word: string, name: string): string {
  return `${word}${particle(word, name)}`
}

/** The pattern of a placeholder with a particle: `{name, 을}` (value and particle) or `{name, ~을}` (the particle alone). */
export const particlePlaceholder = /\{(\w+),\s*(~?)([가-힣]+)\}/g

/**
 * Fills the particle placeholders of a template with the values they follow: `{pc, 은}` becomes the
 * value and its particle, `{id, ~을}` the particle alone. Plain `{name}` placeholders are left.
 */
export function withParticles(template: string, value: (name: string) => string | undefined): string {
  return template.replace(particlePlaceholder, (whole, name: string, alone: string, form: string) => {
    const text = value(name)
    if (text === undefined) return whole
    return alone ? particle(text, form) : withParticle(text, form)
  })
}

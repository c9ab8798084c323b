// Hangul in Latin letters by the Revised Romanization's letter table (국어의 로마자 표기법), syllable by
// syllable: enough for an id a GM can read (`구시가` → `gusiga`), not a pronunciation guide (no sound changes
// across syllables beyond ㄹㄹ → ll). A leaf: imports nothing.

const initials = ['g', 'kk', 'n', 'd', 'tt', 'r', 'm', 'b', 'pp', 's', 'ss', '', 'j', 'jj', 'ch', 'k', 't', 'p', 'h']
const medials = ['a', 'ae', 'ya', 'yae', 'eo', 'e', 'yeo', 'ye', 'o', 'wa', 'wae', 'oe', 'yo', 'u', 'wo', 'we', 'wi', 'yu', 'eu', 'ui', 'i']
const finals = ['', 'k', 'k', 'k', 'n', 'n', 'n', 't', 'l', 'k', 'm', 'l', 'l', 'l', 'p', 'l', 'm', 'p', 'p', 't', 't', 'ng', 't', 't', 'k', 't', 'p', 't']

const firstSyllable = 0xac00
const lastSyllable = 0xd7a3

/** The text with every Hangul syllable written in Latin letters; other characters stay as they are. */
export function romanizeHangul(text: string): string {
  let out = ''
  let previousFinal = ''
  for (const char of text) {
    const code = char.codePointAt(0)!
    if (code < firstSyllable || code > lastSyllable) {
      out += char
      previousFinal = ''
      continue
    }
    const index = code - firstSyllable
    const initial = initials[Math.floor(index / 588)]!
    // ㄹ after a final ㄹ is written l (달리 → dalli), as the standard does.
    out += (initial === 'r' && previousFinal === 'l' ? 'l' : initial) + medials[Math.floor((index % 588) / 28)]!
    previousFinal = finals[index % 28]!
    out += previousFinal
  }
  return out
}

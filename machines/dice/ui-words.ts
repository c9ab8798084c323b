import { withParticle } from '../text/particles'

/**
 * BCDice Korean's words for four rule terms and the words the screens use for them (docs/glossary.md),
 * so a player never meets two words for one thing. The longest first: `상태이상` before any shorter word.
 */
export const bcdiceToUiWords: readonly (readonly [string, string])[] = [
  ['패러그래프', '단락'],
  ['상태이상', '상태'],
  ['기프트', '은혜'],
  ['장외', '난외']
]

// The particles whose form follows the word before them, longest first so 으로 is read before 이 or 을.
const particles = ['으로', '이', '가', '은', '는', '을', '를', '과', '와', '로']

/** BCDice's Korean text with the screens' words for the rule terms it names differently, a particle after one following the new word (상태이상을 → 상태를). */
export function withUiWords(text: string): string {
  return bcdiceToUiWords.reduce(
    (said, [bcdice, ui]) => said.replace(new RegExp(`${bcdice}(${particles.join('|')})?`, 'g'), (_all, after?: string) => (after ? withParticle(ui, after) : ui)),
    text
  )
}

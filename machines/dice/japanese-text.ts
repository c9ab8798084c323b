/**
 * Whether BCDice's words are Japanese: kana, or kanji with no Hangul (`制約表`). A system's Korean
 * translation falls back to the Japanese tables it has not translated, and says nothing of it.
 */
export function isJapaneseText(text: string): boolean {
  return /[\u3040-\u30ff]/.test(text) || (/[\u4e00-\u9fff]/.test(text) && !/[\uac00-\ud7af]/.test(text))
}

import { describe, expect, it } from 'vitest'
import { parsePaste } from '@machines/war-turn/paste'
import { checkPasteLines } from '@machines/war-turn/paste-check'
import { pasteLexicon } from '@machines/war-turn/lexicon'
import { createWarTurnContext } from '@machines/war-turn/machine'
import { english, korean } from '@machines/reasons/format'
import { demoCampaign } from '../campaign/fixtures'

const campaign = demoCampaign()
const check = (text: string, declarations = createWarTurnContext(campaign).declarations) =>
  checkPasteLines(parsePaste(text, pasteLexicon(campaign)), campaign, { ...createWarTurnContext(campaign), declarations })
const verdicts = (text: string) => check(text).map((line) => (line.ok ? 'ok' : `${line.line}: ${english(line.why)}`))

describe('the paste box checks each line as the war-turn machine will', () => {
  it('T.3 a servant\'s daily life with two regions is bad on its own line, naming the rule; the lines around it stay good', () => {
    const lines = check(['세이버 일상 항구', '랜서 일상 항구 교회', '한하늘 정탐 교회'].join('\n'))
    expect(lines.map((l) => l.ok)).toEqual([true, false, true])
    const bad = lines[1]
    expect(bad.ok).toBe(false)
    if (!bad.ok) {
      expect(bad.line).toBe(2)
      expect(bad.text).toBe('랜서 일상 항구 교회')
      expect(english(bad.why)).toContain('T.3')
      expect(korean(bad.why)).toContain('T.3')
    }
  })

  it('T.1 a master\'s daily life with one region is bad, with the rule\'s reason', () => {
    const [line] = check('한하늘 일상 교회')
    expect(line.ok).toBe(false)
    if (!line.ok) expect(english(line.why)).toContain('T.1')
  })

  it('a second line for an actor already pasted is bad, naming the first line (declaring it would replace the first silently)', () => {
    expect(verdicts(['세이버 일상 항구', '# a comment', 'saber investigate church'].join('\n'))).toEqual([
      'ok',
      expect.stringMatching(/^3: .*line 1/)
    ])
    const [, second] = check(['세이버 일상 항구', 'saber investigate church'].join('\n'))
    if (!second.ok) expect(korean(second.why)).toBe('세이버: 이 붙여넣기의 1번째 줄에서 이미 선언했습니다. 두 줄 가운데 하나만 남기세요')
  })

  it('a line for an actor declared earlier in the turn replaces that declaration, as the row would, and stays good', () => {
    expect(check('세이버 정탐 교회', [{ actor: 'saber', action: 'daily', regions: ['port'] }]).map((l) => l.ok)).toEqual([true])
  })

  it('unknown words keep the parser\'s reason and do not stop the good lines', () => {
    expect(verdicts(['세이버 일상 항구', '누군가 일상 항구', 'lancer 낮잠 port', '랜서 정탐 항구'].join('\n'))).toEqual([
      'ok',
      '2: unknown actor "누군가"',
      '3: unknown action "낮잠"',
      'ok'
    ])
  })
})

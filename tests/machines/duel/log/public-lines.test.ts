import { describe, expect, it } from 'vitest'
import { sessionMarkdown } from '@machines/campaign/session-log/markdown'
import type { Bilingual } from '@machines/text/bilingual'
import { stepsOf, type Step } from '../../campaign/session-log/helpers'
import { publicLinesSwapped, swapHidden } from '../../campaign/session-log/hidden-swap'
import { duelCampaign, lifeDuel, lowLancerCampaign, play, wholeDuel } from './duel-script'

const whole = stepsOf(wholeDuel, duelCampaign())
const life = stepsOf(lifeDuel, lowLancerCampaign())
/** The public lines of the `nth` (0-based) event of a type. */
const shown = (steps: readonly Step[], type: string, nth = 0): Bilingual[] => steps.filter((s) => s.entry.type === type)[nth]!.entry.public
const logs = (steps: readonly Step[]) => (['ko', 'en'] as const).map((locale) => sessionMarkdown(steps.map((s) => s.entry), { kind: 'public', locale, title: 'Duel' }))

describe('the public lines of a duel (a whitelist of the duel board)', () => {
  it('D.40 the start lists the fighters and the back row', () => {
    expect(shown(whole, 'duel.start')).toEqual([
      { ko: '전투 시작', en: 'A duel begins' },
      { ko: '참가: 세이버, 랜서, 린 레드 (후열)', en: 'Fighters: Saber, Lancer, Rin Red (back row)' }
    ])
  })

  it('D.50 a sealed play shows who sealed, never what; a withdrawn play shows who withdrew it', () => {
    expect(shown(whole, 'duel.play')).toEqual([{ ko: '세이버 판정패 제출', en: 'Saber has sealed a play' }])
    expect(shown(whole, 'duel.unplay')).toEqual([{ ko: '랜서 판정패 취소', en: "Lancer's play was withdrawn" }])
  })

  it('D.50 D.41 a reveal shows each pairing’s cards by kind and grade, the winner, the damage and the supports', () => {
    expect(shown(whole, 'duel.reveal')).toEqual([
      { ko: '교환 1: 세이버 (보구 7) vs 랜서 (반격 5) — 세이버 승, 랜서 생명력 −7', en: 'Exchange 1: Saber (NP 7) vs Lancer (counter 5) — Saber wins, Lancer −7 HP' },
      { ko: '보조: 린 레드 → 세이버 (공격)', en: 'Support: Rin Red → Saber (attack)' }
    ])
  })

  it('V.2 a melee reveal shows every pairing; a magic takes mp', () => {
    expect(shown(whole, 'duel.reveal', 1).map((l) => l.en)).toEqual([
      'Exchange 2: Saber (skill 4) vs Lancer (wait) — Saber wins, Lancer −4 HP',
      'Exchange 2: Saber (counter 4) vs Archer (skill 5) — Archer wins, Saber −4 HP',
      'Exchange 2: Lancer (wait) vs Rin Red (magic 3) — Rin Red wins, Lancer −3 MP',
      'Exchange 2: Lancer (assault 4) vs Archer (wait) — Lancer wins, Archer −4 HP'
    ])
  })

  it('an amended damage, then the accepted exchange with the pools as the board shows them', () => {
    expect(shown(whole, 'duel.amend')).toEqual([{ ko: '교환 2 피해 수정: 랜서 생명력 −2', en: 'Exchange 2 damage amended: Lancer −2 HP' }])
    expect(shown(whole, 'duel.accept', 1).map((l) => l.en)).toEqual(['Exchange 2 accepted', 'Saber HP 60 → 56', 'Lancer HP 57 → 55', 'Lancer MP 30 → 27', 'Archer HP 48 → 44'])
  })

  it('D.60 a failed retreat shows the cards presented and the damage; the duel goes on', () => {
    expect(shown(whole, 'duel.retreat')).toEqual([
      { ko: '랜서, 세이버에게서 후퇴 실패 (피해 14: 강타 5 + 강타 5 + 맹공 4)', en: 'Lancer fails to withdraw from Saber (took 14: smash 5 + smash 5 + assault 4)' },
      { ko: '랜서 생명력 55 → 41', en: 'Lancer HP 55 → 41' }
    ])
  })

  it('D.60 D.70 D.71 an escape, the exit and the result', () => {
    expect(shown(whole, 'duel.retreat', 1).map((l) => l.en)).toEqual([
      'Archer withdraws from Rin Red (took 9: smash 3 + assault 3 + smash 3)',
      'Archer HP 44 → 35',
      'Archer has withdrawn',
      'Duel over: Red wins — a side withdrew'
    ])
  })

  it('D.52 D.40 an intrusion and a row change', () => {
    expect(shown(whole, 'duel.intrude')).toEqual([{ ko: '아처 난입 (전열)', en: 'Archer joins the duel (front row)' }])
    expect(shown(whole, 'duel.row')).toEqual([{ ko: '린 레드 전열로 이동', en: 'Rin Red moves to the front row' }])
  })

  it('V.3 D.70 a destruction ends the duel; the GM’s resume and end show on the board', () => {
    expect(shown(life, 'duel.settle')).toEqual([
      { ko: '랜서 소멸', en: 'Lancer is destroyed' },
      { ko: '전투 종료: 레드 승리 — 소멸한 쪽이 있음', en: 'Duel over: Red wins — a side was destroyed' }
    ])
    expect(shown(life, 'duel.resume')).toEqual([{ ko: '전투 재개', en: 'The duel goes on' }])
    expect(shown(life, 'duel.end').map((l) => l.en)).toEqual(['Duel over: Red wins — ended by the GM'])
  })

  it('the board never shows a sign, a strike or a cancel: the GM’s aftermath stays out of the log', () => {
    expect([shown(whole, 'duel.emotionSign'), shown(whole, 'duel.strike')]).toEqual([[], []])
    expect(stepsOf([wholeDuel[0], { type: 'duel.cancel' }], duelCampaign())[1].entry.public).toEqual([{ ko: '전투 종료', en: 'The duel is over' }])
  })

  for (const [name, steps] of [['the whole melee', whole], ['the V.3 duel', life]] as const) {
    it(`T.25 D.50 the public log of ${name} holds no true name, workshop, skill, NP, card key or GM note`, () => {
      const secrets = ['TRUENAME-', 'WORKSHOP-', 'SKILL-', 'NP-', 'NOTE-DUEL-GM', 'np-blade', 'sk-burst', 'sk-shot', 'm-fire', 'D.5', 'D.6', 'D.7', 'V.3', 'T.2']
      for (const log of logs(steps)) expect(secrets.filter((secret) => log.includes(secret))).toEqual([])
    })

    it(`D.50 the public lines of ${name} do not change when the sealed plays and every hand are swapped`, () => {
      for (const step of steps) expect(publicLinesSwapped(step.before, step.after), step.entry.type).toEqual(step.entry.public)
    })
  }

  it('D.50 the swap is real: Saber’s sealed NP becomes a wait', () => {
    const plays = (context: Step['after']) => (context.phase?.kind === 'duel' ? context.phase.context.plays : null)
    expect([plays(whole[1].after), plays(swapHidden(whole[1].after))]).toEqual([[{ actor: 'saber', cards: [{ opponent: 'lancer', card: 'np-blade' }] }], [{ actor: 'saber', cards: [] }]])
  })

  it('D.50 no line of a sealed play names a card kind, in either language', () => {
    const kinds = ['smash', 'counter', 'assault', 'skill', 'magic', 'NP', 'critical', 'wait', '강타', '반격', '맹공', '스킬', '마술', '보구', '치명', '대기']
    const sealed = whole.filter((s) => s.entry.type === 'duel.play').flatMap((s) => [...s.entry.public, s.entry.gm]).flatMap((l) => [l.ko, l.en])
    expect(sealed.filter((text) => kinds.some((kind) => text.includes(kind)))).toEqual([])
  })

  it('T.25 a true name the GM revealed is shown with the class; the others stay hidden', () => {
    const steps = stepsOf([{ type: 'servant.reveal', servant: 'saber', revealed: true }, wholeDuel[0], play('saber', [['lancer', 'smash']])], duelCampaign())
    expect(steps[1].entry.public[1].en).toBe('Fighters: Saber · TRUENAME-saber, Lancer, Rin Red (back row)')
    expect(steps[2].entry.public).toEqual([{ ko: '세이버 · TRUENAME-saber 판정패 제출', en: 'Saber · TRUENAME-saber has sealed a play' }])
  })
})

import { describe, expect, it } from 'vitest'
import { gmLine } from '@machines/campaign/session-log/gm-line'
import { parseCommand, type Command } from '@machines/campaign/commands'
import { english } from '@machines/reasons/format'
import type { LogEntry } from '@machines/campaign/session-log/entry'
import { entriesOf, played } from '../../campaign/session-log/helpers'
import { duelCampaign, lifeDuel, lowLancerCampaign, play, wholeDuel } from './duel-script'

const whole = entriesOf(played(wholeDuel, duelCampaign()))
const life = entriesOf(played(lifeDuel, lowLancerCampaign()))
/** The GM line of the `nth` (0-based) event of a type. */
const gm = (entries: readonly LogEntry[], type: string, nth = 0) => entries.filter((e) => e.type === type)[nth]!.gm

describe('the GM line of a duel command (rules D, V)', () => {
  it('D.40 the start names every fighter, its row, and a duel out of a war turn', () => {
    expect(gm(whole, 'duel.start')).toEqual({
      ko: '전투 시작: 세이버, 랜서, 린 레드 (후열) — 전쟁 회차에서',
      en: 'Duel begins: Saber, Lancer, Rin Red (back row) — from the war turn'
    })
  })

  it('T.12 a fight between masters says so, with the conviction spent (D.21)', () => {
    const [start] = entriesOf(played([{ type: 'duel.start', fight: 'masters', combatants: [{ actor: 'm-red', conviction: true }, { actor: 'm-blue' }] }], duelCampaign()))
    expect(start.gm).toEqual({ ko: '마스터 간 전투 시작 (T.12): 린 레드 (신념), 바제트 블루', en: 'Fight between masters begins (T.12): Rin Red (conviction), Bazett Blue' })
  })

  it('D.50 a sealed play is only “seals a play”, never the card; a second one is a new play; a withdrawn one says so', () => {
    const entries = entriesOf(played([wholeDuel[0], play('saber', [['lancer', 'np-blade']]), play('saber', [['lancer', 'smash']]), { type: 'duel.unplay', actor: 'saber' }], duelCampaign()))
    expect(entries.slice(1).map((e) => e.gm)).toEqual([
      { ko: '세이버 판정패 제출', en: 'Saber seals a play' },
      { ko: '세이버 판정패 다시 제출', en: 'Saber seals a new play' },
      { ko: '세이버 판정패 취소', en: "Saber's play withdrawn" }
    ])
  })

  it('D.40 a row change names the new row', () => {
    expect(gm(whole, 'duel.row')).toEqual({ ko: '린 레드 전열로 이동 (D.40)', en: 'Rin Red moves to the front row (D.40)' })
  })

  it('D.50 D.34 the reveal shows each pairing’s cards, the winner and the damage, with the supports (D.41)', () => {
    expect(gm(whole, 'duel.reveal')).toEqual({
      ko: '교환 1 공개: 세이버 (보구 7) 승 vs 랜서 (반격 5), 생명력 −7; 보조: 린 레드 → 세이버 (일반 공격, 마술)',
      en: 'Exchange 1 revealed: Saber (NP 7) wins vs Lancer (counter 5), −7 HP; support: Rin Red → Saber (general attack, magic)'
    })
  })

  it('D.50 V.2 a melee reveal lists every pairing, a magic hitting mp', () => {
    expect(gm(whole, 'duel.reveal', 1).en).toBe(
      'Exchange 2 revealed: Saber (skill 4) wins vs Lancer (wait), −4 HP; Archer (skill 5) wins vs Saber (counter 4), −4 HP; ' +
        'Rin Red (magic 3) wins vs Lancer (wait), −3 MP; Lancer (assault 4) wins vs Archer (wait), −4 HP'
    )
  })

  it('an amendment gives the GM’s damage next to the rules’ figure', () => {
    expect(gm(whole, 'duel.amend')).toEqual({ ko: '교환 2 피해 수정: 랜서 생명력 −2 (규칙: 4)', en: 'Exchange 2 damage amended: Lancer −2 HP (rules: 4)' })
  })

  it('an accepted exchange lists the pools as they moved, the amended 2 instead of 4 (57 → 55)', () => {
    expect(gm(whole, 'duel.accept', 1)).toEqual({
      ko: '교환 2 확정: 세이버 생명력 60 → 56, 랜서 생명력 57 → 55, 랜서 마력 30 → 27, 아처 생명력 48 → 44',
      en: 'Exchange 2 accepted: Saber HP 60 → 56, Lancer HP 57 → 55, Lancer MP 30 → 27, Archer HP 48 → 44'
    })
  })

  it('V.3 an accept that takes a servant to 0 hp says what is proposed', () => {
    expect(gm(life, 'duel.accept')).toEqual({
      ko: '교환 1 확정: 랜서 생명력 5 → 0 — 랜서 생명력 0: 소멸 제안 (V.3)',
      en: 'Exchange 1 accepted: Lancer HP 5 → 0 — Lancer at 0 HP, proposed destroyed (V.3)'
    })
  })

  it('V.3 D.70 the GM’s decision cites the proposal’s rule and the end it brings', () => {
    expect(gm(life, 'duel.settle')).toEqual({
      ko: '랜서: 소멸 (V.3) — 전투 종료: 레드 승리 (D.70, 소멸한 쪽이 있음)',
      en: 'Lancer: destroyed (V.3) — duel over: Red wins (D.70, a side was destroyed)'
    })
  })

  it('D.60 a failed retreat shows the three cards, their sum ≥ 10 and the damage taken', () => {
    expect(gm(whole, 'duel.retreat')).toEqual({
      ko: '랜서, 세이버에게서 후퇴: 실패, 생명력 −14 (강타 5 + 강타 5 + 맹공 4 = 14), 전투 계속 (D.60)',
      en: 'Lancer withdraws from Saber: caught, −14 HP (smash 5 + smash 5 + assault 4 = 14), the duel goes on (D.60)'
    })
  })

  it('D.60 D.70 D.71 an escape below 10 ends the duel, and the line gives the verdict', () => {
    expect(gm(whole, 'duel.retreat', 1).en).toBe(
      'Archer withdraws from Rin Red: escaped, −9 HP (smash 3 + assault 3 + smash 3 = 9) (D.60) — duel over: Red wins (D.71, a side withdrew)'
    )
  })

  it('D.61 an escape on the master’s fate point', () => {
    const entries = entriesOf(played([{ type: 'duel.start', combatants: [{ actor: 'saber' }, { actor: 'm-red', row: 'back' }, { actor: 'lancer' }] }, { type: 'duel.retreat', actor: 'saber', opponent: 'lancer', fate: true }], duelCampaign()))
    expect(entries[1].gm.en).toBe('Saber withdraws from Lancer: escaped on a fate point (D.61) — duel over: Blue wins (D.70, a side withdrew)')
    expect(entries[1].gm.ko).toBe('세이버, 랜서에게서 후퇴: 명운으로 성공 (D.61) — 전투 종료: 블루 승리 (D.70, 후퇴한 쪽이 있음)')
  })

  it('D.52 an intrusion names the intruder, its chosen opponent and its row', () => {
    expect(gm(whole, 'duel.intrude')).toEqual({ ko: '아처, 세이버에게 난입 (전열, D.52)', en: 'Archer intrudes against Saber (front row, D.52)' })
  })

  it('D.70 the GM’s end gives the verdict; a resume says the duel goes on', () => {
    expect(gm(life, 'duel.resume')).toEqual({ ko: '종료 조건을 넘어 전투 재개', en: 'The duel goes on past its end' })
    expect(gm(life, 'duel.end')).toEqual({ ko: 'GM이 전투 종료: 레드 승리 (D.70)', en: 'The GM ends the duel: Red wins (D.70)' })
  })

  it('T.23 T.24 a sign and a strike describe the aftermath item they touch', () => {
    expect(gm(whole, 'duel.emotionSign')).toEqual({ ko: '감정 #1 (세이버 ⇄ 랜서, T.23): 랜서 → 부정', en: 'Emotion #1 (Saber ⇄ Lancer, T.23): Lancer → negative' })
    expect(gm(whole, 'duel.strike')).toEqual({ ko: '제외: 정보 #2 (레드 ← 아처, T.24)', en: 'Struck info #2 (Red ← Archer, T.24)' })
  })

  it('V.3 V.9 applying writes the verdict, every pool as written back, the destruction and the scene the duel belongs to', () => {
    expect(gm(whole, 'duel.apply').en).toBe('Duel applied: Red wins — Saber HP 60 → 56, Lancer HP 64 → 41, Lancer MP 30 → 27, Archer HP 48 → 35, a duel of scene 3')
    expect(gm(life, 'duel.apply')).toEqual({ ko: '전투 적용: 레드 승리 — 랜서 생명력 5 → 0, 랜서 소멸, 장면 4의 전투', en: 'Duel applied: Red wins — Lancer HP 5 → 0, Lancer destroyed, a duel of scene 4' })
  })

  it('a cancelled duel says the campaign is unchanged', () => {
    const entries = entriesOf(played([wholeDuel[0], { type: 'duel.cancel' }], duelCampaign()))
    expect(entries[1].gm).toEqual({ ko: '전투 취소 (캠페인 변경 없음)', en: 'Duel cancelled (the campaign is unchanged)' })
  })

  it('without the states around it, a reveal or an accept says only what the command says', () => {
    const newest = played([], duelCampaign()).current.context
    const command = (raw: unknown): Command => {
      const parsed = parseCommand(raw)
      if (!parsed.ok) throw new Error(english(parsed.why))
      return parsed.value
    }
    expect(gmLine(command({ type: 'duel.reveal' }), { before: null, after: newest })).toEqual({ ko: '교환 공개', en: 'Exchange revealed' })
    expect(gmLine(command({ type: 'duel.accept' }), { before: null, after: newest })).toEqual({ ko: '교환 확정', en: 'Exchange accepted' })
    expect(gmLine(command(play('archer', [['saber', 'sk-shot']])), { before: null, after: newest }).en).toBe('Archer seals a play')
  })
})

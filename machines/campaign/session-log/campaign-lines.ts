import type { CampaignCommand, CommandOf } from '../commands'
import type { Campaign } from '../model/campaign'
import { findActor, isMaster, type NameOf } from '../model/roster'
import { secretWords } from '../model/words'
import { openScene } from '../model/at-risk'
import { poolChangeWords } from '../../text/pool-change'
import { join, quoted, type Bilingual } from '../../text/bilingual'
import { editLine } from './edit-lines'
import type { LineStates } from './line-states'
import { tableRollWords } from '../table-box'
import { botRollShown, readBotRoll, type BotTableWord } from '../model/bot-table-words'

const line = (ko: string, en: string): Bilingual => ({ ko, en })

function actorOf(campaign: Campaign, id: string): { hp: number; mp: number; commandSeals?: number } | undefined {
  const actor = findActor(campaign, id)
  return actor && { hp: actor.hp, mp: actor.mp, commandSeals: isMaster(actor) ? actor.commandSeals : undefined }
}

function adjustLine(c: CommandOf<'actor.adjust'>, states: LineStates, name: NameOf): Bilingual {
  const was = states.before ? actorOf(states.before.campaign, c.actor) : undefined
  const now = states.before ? actorOf(states.after.campaign, c.actor) : undefined
  const change = (label: Bilingual, delta: number | undefined, from?: number, to?: number): Bilingual | null =>
    delta === undefined ? null : join([label, poolChangeWords(delta, from, to)], ' ')
  const parts = [
    change(line('생명력', 'HP'), c.hp, was?.hp, now?.hp),
    change(line('마력', 'MP'), c.mp, was?.mp, now?.mp),
    change(line('령주', 'command seals'), c.commandSeals, was?.commandSeals, now?.commandSeals)
  ].filter((p): p is Bilingual => p !== null)
  const who = name(c.actor)
  const reason = c.reason ? ` — ${c.reason}` : ''
  const what = join(parts)
  return line(`${who.ko}: ${what.ko}${reason}`, `${who.en}: ${what.en}${reason}`)
}

/**
 * A dice-box roll as the GM's log says it: the command, BCDice's own words, and a secret one marked as such (E.71).
 * A table BCDice answers in Japanese says so; the GM's own Korean words for its face come first, BCDice's still recorded.
 */
function diceRollLine(c: CommandOf<'dice.roll'>, words: readonly BotTableWord[]): Bilingual {
  const answer = c.answer
  if (!answer) return line(`주사위 상자: ${c.command}`, `Dice box: ${c.command}`)
  const secret = answer.secret ? line(' (비밀: 보드에 나오지 않음)', ' (secret: not on the board)') : line('', '')
  if (answer.table) {
    const words = tableRollWords(answer.table, answer.dice)
    // Outside a battle nothing applies a face's effect: the GM is told, never left to assume it happened.
    const effect = answer.table.effect ? line(' — 효과는 조우 전투에서만 적용됩니다: 필요하면 직접 조정하세요', ' — its effect applies only in an encounter battle: adjust by hand if needed') : line('', '')
    return line(`주사위 상자${secret.ko}: ${words.ko}${effect.ko}`, `Dice box${secret.en}: ${words.en}${effect.en}`)
  }
  const roll = { command: c.command, text: answer.text, secret: answer.secret, system: answer.system }
  const reading = readBotRoll(roll, words)
  const shown = botRollShown(roll, words)
  const said = reading.own
    ? line(`${shown} (BCDice: ${answer.text})`, `${shown} (BCDice: ${answer.text})`)
    : reading.japanese
      ? line(`일본어 표: ${shown}`, `Japanese table: ${shown}`)
      : line(shown, shown)
  return line(`주사위 상자${secret.ko} ${answer.system}: ${c.command} → ${said.ko}`, `Dice box${secret.en} ${answer.system}: ${c.command} → ${said.en}`)
}

/** The GM's line for one of the campaign's own commands (overrides, notes, guesses, authoring). */
export function campaignLine(c: CampaignCommand, states: LineStates, name: NameOf): Bilingual {
  const was = states.before?.campaign ?? null
  const now = states.after.campaign
  switch (c.type) {
    case 'actor.adjust':
      return adjustLine(c, states, name)
    case 'notes.set':
      return line(`GM 메모 수정 (${c.text.length}자)`, `GM notes edited (${c.text.length} characters)`)
    case 'campaign.rename':
      return was
        ? line(`캠페인 이름: ${was.name} → ${now.name}`, `Campaign renamed: ${was.name} → ${now.name}`)
        : line(`캠페인 이름: ${c.name}`, `Campaign renamed: ${c.name}`)
    case 'board.announce':
      return line(`보드 공지: ${quoted(c.text)}`, `Board: ${quoted(c.text)}`)
    case 'dice.roll':
      return diceRollLine(c, now.botTableWords)
    case 'settings.set': {
      const to = JSON.stringify(was ? now.settings[c.key] : c.value)
      const from = was ? `${JSON.stringify(was.settings[c.key])} → ` : ''
      // The seals setting only seeds new masters (starters): say so, lest the GM think the sheets changed.
      if (c.key === 'commandSeals') {
        const n = now.masters.length
        return line(`설정 ${c.key}: ${from}${to} — 기존 마스터 ${n}명의 령주는 그대로이고, 새 진영의 마스터부터 적용`, `Setting ${c.key}: ${from}${to} — the ${n} existing masters keep their seals; masters of new teams start with it`)
      }
      return line(`설정 ${c.key}: ${from}${to}`, `Setting ${c.key}: ${from}${to}`)
    }
    case 'scene.advance':
      // V.9: the scenes by the number the header, the board and the at-risk list show (the one being played).
      return was
        ? line(`자유 장면 종료: 장면 ${openScene(was)} 끝, 장면 ${openScene(now)} 시작 (V.9)`, `Free scene ended: scene ${openScene(was)} over, scene ${openScene(now)} begins (V.9)`)
        : line('자유 장면 종료 (V.9)', 'Free scene ended (V.9)')
    case 'life.accept': {
      const proposal = was?.lifeProposals.find((p) => p.actor === c.actor)
      const what = proposal?.consequence === 'dead' ? line('사망', 'dead') : line('소멸', 'destroyed')
      const rule = proposal ? `${proposal.rule}, V.10` : 'V.10'
      return line(`수락: ${name(c.actor).ko} ${what.ko} (${rule})`, `Accepted: ${name(c.actor).en} ${what.en} (${rule})`)
    }
    case 'life.strike': {
      const proposal = was?.lifeProposals.find((p) => p.actor === c.actor)
      const what = proposal?.consequence === 'dead' ? line('사망', 'death') : line('소멸', 'destruction')
      const by = now.atRisk.filter((entry) => entry.actor === c.actor).map((entry) => entry.by)
      const due = by.length ? line(` — 여전히 위험, 기한 장면 ${Math.max(...by)} 종료`, ` — still at risk, due by the end of scene ${Math.max(...by)}`) : line('', '')
      return line(`제외: ${name(c.actor).ko} ${what.ko} 제안 (V.10)${due.ko}`, `Struck: ${name(c.actor).en}'s ${what.en} (V.10)${due.en}`)
    }
    case 'offer.strike': {
      const offer = now.offers.find((o) => o.id === c.offer)
      const what = offer ? `${name(offer.actors[0]).ko} ⚔ ${name(offer.actors[1]).ko} (${offer.rule})` : c.offer
      const whatEn = offer ? `${name(offer.actors[0]).en} ⚔ ${name(offer.actors[1]).en} (${offer.rule})` : c.offer
      return c.struck ? line(`대기 목록에서 제외: ${what}`, `Struck from the pending list: ${whatEn}`) : line(`대기 목록에 되돌림: ${what}`, `Back on the pending list: ${whatEn}`)
    }
    case 'guess.record': {
      const secret = secretWords[c.secret]
      return line(
        `${name(c.team).ko}의 추측 — ${name(c.servant).ko}의 ${secret.ko}: ${quoted(c.text)} (T.25)`,
        `${name(c.team).en} guesses ${name(c.servant).en}'s ${secret.en}: ${quoted(c.text)} (T.25)`
      )
    }
    case 'guess.mark': {
      // Guesses are only ever appended, so the newest state holds this one at the same index.
      const guess = (was ?? now).guesses[c.index]
      const verdict = c.correct ? line('정답', 'right') : line('오답', 'wrong')
      if (!guess) return line(`추측 #${c.index + 1}: ${verdict.ko}`, `Guess #${c.index + 1}: ${verdict.en}`)
      const secret = secretWords[guess.secret]
      return line(
        `${name(guess.team).ko}의 추측 ${quoted(guess.text)} (${name(guess.servant).ko}의 ${secret.ko}): ${verdict.ko}`,
        `${name(guess.team).en}'s guess ${quoted(guess.text)} (${name(guess.servant).en}'s ${secret.en}): ${verdict.en}`
      )
    }
    case 'servant.reveal': {
      const servant = now.servants.find((s) => s.id === c.servant)
      const who = name(c.servant)
      return c.revealed
        ? line(`${who.ko}의 진명 공개: ${servant?.trueName ?? '?'}`, `${who.en}'s true name shown on the board: ${servant?.trueName ?? '?'}`)
        : line(`${who.ko}의 진명 다시 숨김`, `${who.en}'s true name hidden again`)
    }
    default:
      return editLine(c, states, name)
  }
}

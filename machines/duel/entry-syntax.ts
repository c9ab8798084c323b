import { line, type Bilingual } from '../text/bilingual'

/** One form the sealed slot accepts: examples as typed (each one parses, tested) and what it means. */
export interface EntryForm {
  examples: readonly string[]
  meaning: Bilingual
}

/**
 * What `parsePlayEntry` accepts, for the duel panel's help popover and the README (one list, so
 * the help cannot drift from the parser: a test parses every example and finds each in the README).
 */
export const entryForms: readonly EntryForm[] = [
  {
    examples: ['s', 'c', 'a'],
    meaning: line('기본 판정패: 강타, 반격, 맹공 (D.1)', 'basic cards: smash, counter, assault (D.1)')
  },
  {
    examples: ['k', 'm', 'np', 'cr', 'x'],
    meaning: line('스킬, 마술, 보구, 치명 (cr과 x 모두 치명; D.2, D.30, D.34)', 'skill, magic, NP, critical (cr and x are both critical; D.2, D.30, D.34)')
  },
  {
    examples: ['강타', '반격', '맹공', '스킬', '마술', '보구', '치명'],
    meaning: line('같은 판정패를 한국어 낱말로', 'the same cards as Korean words')
  },
  {
    examples: ['s4', '강타4'],
    meaning: line('뒤의 숫자는 등급: 같은 종류가 여럿일 때 어느 것인지 고릅니다', 'a number after it is the grade: picks one card when the hand holds several of that kind')
  },
  {
    examples: ['c3@lancer', 'a@랜서'],
    meaning: line(
      '@ 뒤는 그 판정패를 받을 상대 (id나 이름, 앞부분만 써도 하나로 정해지면 됨). 상대가 하나뿐이면 생략',
      '@ names the opponent it is presented to (id or name; a start of one is enough when it fits only one). Left out when there is one opponent'
    )
  },
  {
    examples: ['np@*'],
    meaning: line('@*는 모든 상대에게: 광역 보구 (D.51)', '@* presents it to every opponent: an area NP (D.51)')
  },
  {
    examples: ['s5@lancer a@archer', 's5@lancer, a@archer'],
    meaning: line('난전에서는 상대마다 판정패 하나, 띄어쓰기나 쉼표로 나눕니다. 이름을 대지 않은 상대에게는 대기 (D.50)', 'in a melee, one card per opponent, split by spaces or commas; an opponent named nothing gets wait (D.50)')
  },
  {
    examples: ['#sk-last-stand'],
    meaning: line('#키는 손패의 판정패 하나를 그 키로 (같은 종류의 스킬 판정패가 여럿일 때)', '#key picks a hand card by its key (when several skill cards share a kind)')
  },
  {
    examples: ['+ga@saber', '+gd', '+ka@세이버', '+kdm@saber'],
    meaning: line(
      '보조: + 다음 g 일반 / k 스킬, a 공격 / d 방어, m을 붙이면 보조 마술. @ 뒤는 보조할 아군 (하나뿐이면 생략). 보조는 판정패 없이 홀로 (D.41–D.45)',
      'support: + then g general / k skill, a attack / d defence, an m for support magic; @ names the ally (left out when there is one). A support stands alone, with no cards (D.41–D.45)'
    )
  },
  {
    examples: ['w', 'wait', '대기', '-'],
    meaning: line('대기: 아무것도 내지 않습니다. 홀로만 씁니다 (D.16)', 'wait: presents nothing; it stands alone (D.16)')
  }
]

/** How the slot reads what is typed, beside the forms: letters' case does not matter, Enter seals. */
export const entryNotes: Bilingual = line(
  '대소문자는 가리지 않습니다. Enter로 봉인하면 다음 사람의 칸으로 넘어갑니다.',
  'Case does not matter. Enter seals the play and moves to the next combatant’s slot.'
)

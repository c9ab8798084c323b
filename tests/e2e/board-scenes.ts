import { callChecked } from '../../src/shared/command-args'
import type { OverseerHost } from '../../src/host/host'
import { demoDeclarations } from '../machines/campaign/fixtures'
import { plots, pursuitAndEnd, scoutRound, meleeRound1, meleeRound2, battleStart } from '../machines/encounter/log/battle-script'

type Command = Record<string, unknown>

/** One moment of play the board must show on one screen, built by real commands on a fresh demo. */
export interface BoardScene {
  name: string
  /** The GM commands that lead to the moment, from a fresh copy of the demo. */
  commands: Command[]
  /** Display controls the GM sets once the commands ran (blank, freeze). */
  display?: { blank?: boolean; frozen?: boolean }
  /** Commands the GM runs after the display is set (a frozen board must not show them). */
  after?: Command[]
  /** Test ids that carry this moment: they must be on screen, whole. */
  moment: string[]
}

/** The demo's eight declarations (every actor declares). */
const declarations: Command[] = [...demoDeclarations]

/** News as long as a GM writes them: eight lines, as many as the board keeps. */
const newsTexts = [
  '항구 창고에서 큰 폭발이 있었다. 경찰은 가스 사고라고 발표했지만 목격자들은 푸른 빛을 보았다고 말한다.',
  '교회의 종이 한밤중에 세 번 울렸다.',
  '학교 옥상에서 누군가 밤새 하늘을 보고 있었다는 소문이 돈다. 학생회는 출입을 막았다.',
  '시장 골목의 골동품 가게가 문을 닫았다. 주인은 며칠째 보이지 않는다.',
  '구시가의 안개가 사흘째 걷히지 않는다. 시청은 외출을 삼가라고 권했다.',
  '공원 분수대의 물이 붉게 물들었다가 아침에는 다시 맑아졌다.',
  '역 앞 광장에서 갑옷 차림의 사람을 봤다는 제보가 방송국에 들어왔다.',
  '상점가에서 전투가 벌어졌다. 부서진 간판 세 개와 깊게 패인 아스팔트가 남았다.'
]
/** The news told between turns. */
const news: Command[] = newsTexts.map((text) => ({ type: 'board.announce', text }))
/** The news the GM publishes with a war turn: they reach the board when the turn is applied. */
const published: Command[] = newsTexts.map((text) => ({ type: 'turn.publish', text }))

const duelPlay = (actor: string, cards: [string, string][]): Command => ({ type: 'duel.play', actor, cards: cards.map(([opponent, card]) => ({ opponent, card })) })
const support = (actor: string, ally: string, mode: 'attack' | 'defence'): Command => ({ type: 'duel.play', actor, support: { ally, type: 'general', mode } })

/** Two servants, one pairing. */
const duel2: Command[] = [
  { type: 'duel.start', combatants: [{ actor: 'saber' }, { actor: 'lancer' }] },
  duelPlay('saber', [['lancer', 'smash']]),
  duelPlay('lancer', [['saber', 'assault']]),
  { type: 'duel.reveal' }
]

/** Four servants of four sides in the front row (six pairings), each master behind its servant supporting it. */
const duel4: Command[] = [
  {
    type: 'duel.start',
    combatants: [
      { actor: 'saber' }, { actor: 'lancer' }, { actor: 'archer' }, { actor: 'caster' },
      { actor: 'm-haneul', row: 'back' }, { actor: 'm-elias', row: 'back' }, { actor: 'm-sora', row: 'back' }, { actor: 'm-verdant', row: 'back' }
    ]
  },
  duelPlay('saber', [['lancer', 'smash'], ['archer', 'assault'], ['caster', 'counter']]),
  duelPlay('lancer', [['saber', 'counter'], ['archer', 'smash'], ['caster', 'assault']]),
  duelPlay('archer', [['saber', 'counter'], ['lancer', 'assault'], ['caster', 'smash']]),
  duelPlay('caster', [['saber', 'assault'], ['lancer', 'counter'], ['archer', 'smash']]),
  support('m-haneul', 'saber', 'attack'),
  support('m-elias', 'lancer', 'defence'),
  support('m-sora', 'archer', 'attack'),
  support('m-verdant', 'caster', 'defence'),
  { type: 'duel.reveal' }
]

/** The four-servant duel after its first exchange, a failed retreat and the GM's end: the winner shows. */
const duel4Over: Command[] = [
  ...duel4,
  { type: 'duel.accept' },
  { type: 'duel.retreat', actor: 'caster', opponent: 'lancer', cards: ['smash', 'assault', 'counter'] },
  { type: 'duel.end' }
]

/** Every moment issue 11 lists, in play order. */
export const boardScenes: readonly BoardScene[] = [
  { name: 'idle', commands: [], moment: ['board-teams'] },
  { name: 'war-turn-declared', commands: [{ type: 'turn.start' }, ...declarations.slice(0, 6)], moment: ['board-declarations'] },
  {
    name: 'turn-applied-news',
    commands: [{ type: 'turn.start' }, ...declarations, { type: 'turn.resolve' }, ...published.slice(0, 3), { type: 'turn.apply' }, ...news.slice(3)],
    moment: ['board-news-latest']
  },
  { name: 'duel-2-reveal', commands: duel2, moment: ['board-exchange'] },
  { name: 'duel-4-reveal', commands: duel4, moment: ['board-exchange', 'board-supports'] },
  { name: 'duel-over', commands: duel4Over, moment: ['board-duel-result'] },
  { name: 'encounter-scout', commands: scoutRound.slice(0, 3) as Command[], moment: ['board-latest', 'board-now'] },
  { name: 'plots-sealed', commands: [...scoutRound, ...plots.slice(0, 4)] as Command[], moment: ['board-now'] },
  // Melee round 1 up to Verdant's turn: every step before it, E.32's spell prompt included.
  { name: 'after-reveal-full-log', commands: [...scoutRound, ...plots, ...meleeRound1.slice(0, meleeRound1.findIndex((command) => command.pc === 'pc-verdant'))] as Command[], moment: ['board-latest', 'board-now'] },
  { name: 'battle-won', commands: [...scoutRound, ...plots, ...meleeRound1, ...meleeRound2, ...pursuitAndEnd.slice(0, -1)] as Command[], moment: ['board-result'] },
  {
    // More news than one screen holds even at the smallest readable size: the older lines go, oldest first.
    name: 'news-overflow',
    commands: newsTexts.map((text, i) => ({ type: 'board.announce', text: `${i + 1}. ${text.repeat(6).slice(0, 480)}` })),
    moment: ['board-news-latest']
  },
  { name: 'blanked', commands: duel4, display: { blank: true }, moment: ['board-blank'] },
  { name: 'frozen', commands: [...news, ...duel4], display: { frozen: true }, after: [{ type: 'duel.accept' }, { type: 'duel.end' }], moment: ['board-exchange'] }
]

/** The start of the sample battle, for tests that need only it. */
export const battleStartCommand: Command = battleStart

/**
 * Puts the host into a scene: a fresh copy of the demo, the scene's commands, its display controls.
 * Any refused command fails loudly with its reason (a scene that silently stops short proves nothing).
 */
export async function buildScene(host: OverseerHost, scene: BoardScene): Promise<void> {
  await host.setDisplay({ blank: false, frozen: false })
  const created = await host.newFromDemo()
  if (!created.ok) throw new Error(`${scene.name}: the demo did not open: ${created.error}`)
  const run = async (commands: Command[]) => {
    for (const command of commands) {
      const result = await callChecked(host, 'dispatch', [command])
      if (!result.ok) throw new Error(`${scene.name}: ${JSON.stringify(command)} was refused: ${result.error}`)
    }
  }
  await run(scene.commands)
  if (scene.display) await host.setDisplay(scene.display)
  await run(scene.after ?? [])
}

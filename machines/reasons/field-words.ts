import type { Bilingual } from '../text/bilingual'
import { formatJsonPath } from './json-path'

/** What one key of a campaign record is called on the GM's screen (the editors' labels, the rules' terms). */
const fieldNames: Readonly<Record<string, Bilingual>> = {
  id: { ko: 'ID', en: 'id' },
  name: { ko: '이름', en: 'name' },
  ko: { ko: '한국어', en: 'Korean' },
  en: { ko: '영어', en: 'English' },
  text: { ko: '설명', en: 'text' },
  note: { ko: '메모', en: 'note' },
  kind: { ko: '종류', en: 'kind' },
  rank: { ko: '랭크', en: 'rank' },
  // Actors (D.20–D.22)
  team: { ko: '진영', en: 'team' },
  master: { ko: '마스터', en: 'master' },
  servant: { ko: '서번트', en: 'servant' },
  base: { ko: '거점 지역', en: 'base region' },
  color: { ko: '색', en: 'colour' },
  aliases: { ko: '별칭', en: 'aliases' },
  hp: { ko: '생명력', en: 'hp' },
  maxHp: { ko: '최대 생명력', en: 'max hp' },
  mp: { ko: '마력', en: 'mp' },
  maxMp: { ko: '최대 마력', en: 'max mp' },
  commandSeals: { ko: '령주', en: 'command seals' },
  status: { ko: '생존', en: 'status' },
  might: { ko: '전투력', en: 'might' },
  fate: { ko: '명운', en: 'fate' },
  conviction: { ko: '신념', en: 'conviction' },
  pools: { ko: '점수', en: 'pools' },
  recallUsed: { ko: '귀환 사용함', en: 'recall used' },
  className: { ko: '클래스', en: 'class' },
  trueName: { ko: '진명', en: 'true name' },
  trueNameRevealed: { ko: '보드에 진명 표시', en: 'true name on the board' },
  workshop: { ko: '공방', en: 'workshop' },
  parameters: { ko: '파라미터', en: 'parameters' },
  strength: { ko: '근력', en: 'strength' },
  endurance: { ko: '내구', en: 'endurance' },
  agility: { ko: '민첩', en: 'agility' },
  mana: { ko: '마력', en: 'mana' },
  luck: { ko: '행운', en: 'luck' },
  np: { ko: '보구', en: 'NP' },
  skills: { ko: '스킬', en: 'skills' },
  noblePhantasms: { ko: '보구', en: 'noble phantasms' },
  cards: { ko: '판정패', en: 'cards' },
  card: { ko: '판정패', en: 'card' },
  cardOverrides: { ko: '기본 판정패 덮어쓰기', en: 'basic card overrides' },
  grade: { ko: '등급', en: 'grade' },
  count: { ko: '횟수', en: 'count' },
  weakTo: { ko: '약점', en: 'weak to' },
  ranged: { ko: '원거리', en: 'ranged' },
  guard: { ko: '방어', en: 'guard' },
  reorganize: { ko: '재정비', en: 'reorganize' },
  steps: { ko: '공정 수', en: 'steps' },
  area: { ko: '광역', en: 'area' },
  assault: { ko: '강습', en: 'assault' },
  counter: { ko: '반격', en: 'counter' },
  smash: { ko: '강타', en: 'smash' },
  emotions: { ko: '감정', en: 'emotions' },
  from: { ko: '누구에게서', en: 'from' },
  to: { ko: '누구에게', en: 'to' },
  traces: { ko: '흔적', en: 'traces' },
  region: { ko: '지역', en: 'region' },
  info: { ko: '정보', en: 'info' },
  offers: { ko: '전투 기회', en: 'offers' },
  // Encounter records (14.01, 14.09, E.70–E.73)
  abilities: { ko: '능력치', en: 'abilities' },
  ability: { ko: '능력치', en: 'ability' },
  valor: { ko: '무용', en: 'valor' },
  skill: { ko: '기술', en: 'skill' },
  mind: { ko: '두뇌', en: 'mind' },
  spirit: { ko: '영력', en: 'spirit' },
  love: { ko: '애정', en: 'love' },
  daily: { ko: '일상', en: 'daily life' },
  modifier: { ko: '수정치', en: 'modifier' },
  weapons: { ko: '무기', en: 'weapons' },
  power: { ko: '위력', en: 'power' },
  traits: { ko: '특성', en: 'traits' },
  strikeBonus: { ko: '강타 보너스', en: 'strike bonus' },
  gifts: { ko: '은혜', en: 'gifts' },
  states: { ko: '전투 상태', en: 'battle states' },
  state: { ko: '상태', en: 'state' },
  body: { ko: '본체', en: 'body' },
  level: { ko: '레벨', en: 'level' },
  defence: { ko: '방어치', en: 'defence' },
  threats: { ko: '위협', en: 'threats' },
  threat: { ko: '위협', en: 'threat' },
  durability: { ko: '내구도', en: 'durability' },
  attack: { ko: '공격치', en: 'attack' },
  check: { ko: '판정 능력치', en: 'check' },
  effect: { ko: '효과', en: 'effect' },
  target: { ko: '목표', en: 'target' },
  targetPick: { ko: '목표 고르기', en: 'target pick' },
  board: { ko: '보드', en: 'board' },
  paragraphs: { ko: '단락', en: 'paragraphs' },
  dice: { ko: '주사위', en: 'dice' },
  bcdice: { ko: 'BCDice 표', en: 'BCDice table' },
  faces: { ko: '면', en: 'faces' },
  face: { ko: '면', en: 'face' },
  botTableWords: { ko: 'BCDice 표의 내 글', en: 'own words for BCDice tables' },
  roll: { ko: '굴림', en: 'roll' },
  amount: { ko: '양', en: 'amount' },
  value: { ko: '값', en: 'value' },
  domain: { ko: '영역', en: 'domain' },
  change: { ko: '변화량', en: 'change' },
  item: { ko: '아이템', en: 'item' },
  table: { ko: '표', en: 'table' },
  pick: { ko: '고르는 법', en: 'pick' },
  wheel: { ko: '운명의 수레바퀴', en: 'wheel of fate' },
  black: { ko: '흑', en: 'black' },
  red: { ko: '적', en: 'red' },
  blue: { ko: '청', en: 'blue' },
  green: { ko: '녹', en: 'green' },
  white: { ko: '백', en: 'white' },
  // War-turn records (3.5, T.12–T.25, V.4–V.10)
  sign: { ko: '긍정/부정', en: 'sign' },
  points: { ko: '점수', en: 'points' },
  source: { ko: '출처', en: 'source' },
  rule: { ko: '규칙', en: 'rule' },
  guesses: { ko: '추측', en: 'guesses' },
  secret: { ko: '비밀', en: 'secret' },
  correct: { ko: '맞음', en: 'correct' },
  bestGradeAtGuess: { ko: '추측 때 최고 정보 등급', en: 'best grade at the guess' },
  atRisk: { ko: '위험 목록', en: 'at-risk list' },
  actor: { ko: '인물', en: 'actor' },
  actors: { ko: '인물', en: 'actors' },
  pool: { ko: '수치', en: 'pool' },
  fell: { ko: '떨어진 장면', en: 'fell at scene' },
  by: { ko: '기한 장면', en: 'deadline scene' },
  lifeProposals: { ko: '생사 제안', en: 'life proposals' },
  consequence: { ko: '결과', en: 'consequence' },
  announcements: { ko: '공지', en: 'announcements' },
  rolls: { ko: '주사위 굴림', en: 'rolls' },
  command: { ko: '명령', en: 'command' },
  system: { ko: '게임 시스템', en: 'game system' },
  words: { ko: '문구', en: 'words' },
  settledTurn: { ko: '정리된 회차', en: 'settled turn' },
  sceneUses: { ko: '장면별 사용', en: 'scene uses' },
  generalSupport: { ko: '일반 지원', en: 'general support' },
  skillSupport: { ko: '스킬 지원', en: 'skill support' },
  notes: { ko: 'GM 메모', en: 'GM notes' },
  party: { ko: '파티', en: 'party' },
  // A battlefield face (E.63)
  checkModifier: { ko: '판정 보정', en: 'check modifier' },
  spares: { ko: '면제 상태', en: 'spared state' },
  roundEndLoss: { ko: '라운드 끝 손실', en: 'round-end loss' },
  d6: { ko: 'D6 개수', en: 'D6 count' },
  damageDie: { ko: '피해 주사위', en: 'damage die' },
  giftInga: { ko: '은혜의 인과', en: 'gift inga' },
  battleEndLoss: { ko: '전투 끝 손실', en: 'battle-end loss' },
  d6PerRound: { ko: '라운드당 D6', en: 'D6 per round' },
  reading: { ko: '읽은 방식', en: 'reading' },
  // Files and edits
  turn: { ko: '회차', en: 'turn' },
  scene: { ko: '장면', en: 'scene' },
  initial: { ko: '시작 상태', en: 'starting state' },
  events: { ko: '이벤트', en: 'events' },
  checkpoints: { ko: '체크포인트', en: 'checkpoints' },
  meta: { ko: '파일 정보', en: 'file info' },
  regions: { ko: '지역', en: 'regions' },
  teams: { ko: '진영', en: 'teams' },
  masters: { ko: '마스터', en: 'masters' },
  servants: { ko: '서번트', en: 'servants' },
  pcs: { ko: 'PC', en: 'PCs' },
  monsters: { ko: '괴물', en: 'monsters' },
  tables: { ko: '표', en: 'tables' },
  pc: { ko: 'PC', en: 'PC' },
  monster: { ko: '괴물', en: 'monster' }
}

/** Two keys said as one: a master's pools are the fate and conviction scores. */
const pairNames: Readonly<Record<string, Bilingual>> = {
  'pools.fate': { ko: '명운 점수', en: 'fate score' },
  'pools.conviction': { ko: '신념 점수', en: 'conviction score' }
}

/** The campaign's record lists: an item is named by its id ("서번트 saber"). */
const recordLists: Readonly<Record<string, Bilingual>> = {
  servants: fieldNames.servant!,
  masters: fieldNames.master!,
  teams: fieldNames.team!,
  regions: fieldNames.region!,
  pcs: fieldNames.pc!,
  monsters: fieldNames.monster!,
  tables: fieldNames.table!
}

/** A record edited alone (a command's `servant`, a pasted row's `master`): named by its id too. */
const singleRecords = new Set(['servant', 'master', 'team', 'region', 'pc', 'monster', 'table'])

/** Lists inside a record: an item is named by its place, counted from 1 ("스킬 2"). */
const numberedLists: Readonly<Record<string, Bilingual>> = {
  skills: { ko: '스킬', en: 'skill' },
  noblePhantasms: { ko: '보구', en: 'NP' },
  cards: { ko: '판정패', en: 'card' },
  weapons: { ko: '무기', en: 'weapon' },
  gifts: { ko: '은혜', en: 'gift' },
  threats: { ko: '위협', en: 'threat' },
  paragraphs: { ko: '단락', en: 'paragraph' },
  faces: { ko: '면', en: 'face' },
  aliases: { ko: '별칭', en: 'alias' },
  emotions: { ko: '감정', en: 'emotion' },
  traces: { ko: '흔적', en: 'trace' },
  offers: { ko: '전투 기회', en: 'offer' },
  events: { ko: '이벤트', en: 'event' },
  checkpoints: { ko: '체크포인트', en: 'checkpoint' },
  states: { ko: '전투 상태', en: 'battle state' },
  traits: { ko: '특성', en: 'trait' }
}

const child = (value: unknown, key: PropertyKey): unknown =>
  value !== null && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined
const idOf = (value: unknown): string | undefined => {
  const id = child(value, 'id')
  return typeof id === 'string' && id !== '' ? id : undefined
}
const said = (words: Bilingual, id: string | number): Bilingual => ({ ko: `${words.ko} ${id}`, en: `${words.en} ${id}` })

/**
 * Where a refused value sits, in the GM's words: `servant.skills[1].card.grade` becomes
 * "서번트 saber ▸ 스킬 2 ▸ 판정패 ▸ 등급" (errors name the field, not its JSON path).
 * `root` is the value the path runs through, to name records by their id; a ⚙ setting is named
 * by its own key, as the settings view shows it; a key without words is written as it is.
 */
export function fieldWords(path: readonly PropertyKey[], root: unknown): Bilingual {
  const parts: Bilingual[] = []
  let value = root
  for (let i = 0; i < path.length; i++) {
    const key = path[i]!
    const next = path[i + 1]
    const parent = path[i - 1]
    if (typeof key === 'number') {
      const item = child(value, key)
      const list = typeof parent === 'string' ? parent : ''
      if (recordLists[list]) parts.push(said(recordLists[list]!, idOf(item) ?? key + 1))
      else if (numberedLists[list]) parts.push(said(numberedLists[list]!, key + 1))
      else parts.push({ ko: String(key + 1), en: String(key + 1) })
    } else if (key === 'settings' && next !== undefined) {
      const rest = formatJsonPath(path.slice(i + 1))
      parts.push({ ko: `⚙ ${rest}`, en: `⚙ ${rest}` })
      break
    } else if (typeof next === 'number' && (recordLists[String(key)] || numberedLists[String(key)])) {
      // The item's own words ("스킬 2") say the list.
    } else if (typeof next === 'string' && pairNames[`${String(key)}.${next}`]) {
      parts.push(pairNames[`${String(key)}.${next}`]!)
      value = child(value, key)
      i++
    } else if (singleRecords.has(String(key)) && idOf(child(value, key)) && next !== undefined) {
      parts.push(said(fieldNames[String(key)]!, idOf(child(value, key))!))
    } else {
      parts.push(fieldNames[String(key)] ?? { ko: String(key), en: String(key) })
    }
    value = child(value, key)
  }
  if (parts.length === 0) return { ko: '입력', en: 'input' }
  return { ko: parts.map((p) => p.ko).join(' ▸ '), en: parts.map((p) => p.en).join(' ▸ ') }
}

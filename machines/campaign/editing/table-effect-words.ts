import type { Bilingual } from '../../text/bilingual'
import type { TableEffect } from '../model/encounter-records'
import { fold } from './sheet-paste/cells'

/**
 * A table effect's kind in the words the table form shows (its effect menu), so an imported `효과` cell
 * may say `생명력 감소` as well as `hp-loss`; the form's catalog entries are checked against these.
 */
export const tableEffectWords: Record<TableEffect['kind'], Bilingual> = {
  'hp-loss': { ko: '생명력 감소', en: 'HP loss' },
  'hp-set': { ko: '생명력을 정한 값으로', en: 'HP set to' },
  'coin-gain': { ko: '코인 획득', en: 'Coins gained' },
  'coin-loss': { ko: '코인 상실', en: 'Coins lost' },
  inga: { ko: '인과', en: 'Inga' },
  item: { ko: '아이템', en: 'Item' },
  state: { ko: '상태', en: 'State' },
  'roll-table': { ko: '다른 표 굴리기', en: 'Roll another table' },
  target: { ko: '목표', en: 'Target' },
  battlefield: { ko: '전장', en: 'Battlefield' }
}

/** The effect kind an `효과` cell names: its id (`hp-loss`) or the form's words in either language, case and spaces aside; else the cell as written. */
export function effectKindOf(cell: string): string {
  const key = fold(cell)
  const found = Object.entries(tableEffectWords).find(([kind, words]) => fold(kind) === key || fold(words.ko) === key || fold(words.en) === key)
  return found ? found[0] : cell
}

import type { Servant } from '../../model/campaign'
import { basicCardWords } from '../../model/words'
import type { Bilingual } from '../../../text/bilingual'

/** One pasted row as the preview shows it before anything is applied: what each column became. */
export interface PreviewRow {
  line: number
  /** The record the row puts, as the GM knows it. */
  label: Bilingual
  /** The existing record the row would overwrite, by its name; null for a new one. */
  replaces: Bilingual | null
  /** Each pasted cell: the header the GM wrote and what it became. */
  became: { header: string; shown: Bilingual }[]
}

const say = (parts: readonly Bilingual[]): Bilingual => ({ ko: parts.map((p) => p.ko).join(' · '), en: parts.map((p) => p.en).join(' · ') })
const named = (name: Bilingual, rank?: string): Bilingual => ({ ko: rank ? `${name.ko} ${rank}` : name.ko, en: rank ? `${name.en} ${rank}` : name.en })
const withOptions = (head: Bilingual, options: readonly Bilingual[]): Bilingual =>
  options.length ? { ko: `${head.ko} (${options.map((o) => o.ko).join(', ')})`, en: `${head.en} (${options.map((o) => o.en).join(', ')})` } : head

/** Skills as the preview says them: `직감 B (판정패 4×2, 반격에 약함, 방어 1)`. */
export function describeSkills(skills: Servant['skills']): Bilingual {
  return say(
    skills.map((skill) => {
      const options: Bilingual[] = []
      if (skill.card) {
        const weak = basicCardWords[skill.card.weakTo]
        options.push({ ko: `판정패 ${skill.card.grade}×${skill.card.count}`, en: `card ${skill.card.grade}×${skill.card.count}` }, { ko: `약점 ${weak.ko}`, en: `weak to ${weak.en}` })
        if (skill.card.ranged) options.push({ ko: '원거리', en: 'ranged' })
      }
      if (skill.guard) options.push({ ko: `방어 ${skill.guard}`, en: `guard ${skill.guard}` })
      if (skill.reorganize) options.push({ ko: '재정비', en: 'reorganize' })
      return withOptions(named(skill.name, skill.rank), options)
    })
  )
}

/** Noble phantasms as the preview says them: `엑스칼리버 A++ (등급 12 × 1, 광역, 방어 2)`. */
export function describeNps(nps: Servant['noblePhantasms']): Bilingual {
  return say(
    nps.map((np) => {
      const options: Bilingual[] = [{ ko: `등급 ${np.grade} × ${np.count}`, en: `grade ${np.grade} × ${np.count}` }]
      if (np.area) options.push({ ko: '광역 (D.51)', en: 'area (D.51)' })
      if (np.guard) options.push({ ko: `방어 ${np.guard}`, en: `guard ${np.guard}` })
      return withOptions(named(np.name, np.rank), options)
    })
  )
}

const kindWords: Record<Servant['cards'][number]['kind'], Bilingual> = {
  magic: { ko: '마술', en: 'magic' },
  critical: { ko: '치명', en: 'critical' },
  ...basicCardWords
}

/** Sheet cards as the preview says them: `마술 화염구 (3×2, 1공정)`. */
export function describeCards(cards: Servant['cards']): Bilingual {
  return say(
    cards.map((card) => {
      const options: Bilingual[] = [{ ko: `${card.grade}×${card.count}`, en: `${card.grade}×${card.count}` }]
      if (card.steps !== undefined) options.push({ ko: `${card.steps}공정`, en: card.steps === 1 ? '1 step' : `${card.steps} steps` })
      if (card.ranged) options.push({ ko: '원거리', en: 'ranged' })
      const kind = kindWords[card.kind]
      return withOptions({ ko: `${kind.ko} ${card.name.ko}`, en: `${kind.en} ${card.name.en}` }, options)
    })
  )
}

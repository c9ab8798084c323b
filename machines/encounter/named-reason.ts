import type { Campaign } from '../campaign/model/campaign'
import { isReason, type Reason, type ReasonOf, type ReasonParam } from '../reasons/reason'
import { englishOrKorean, type Bilingual } from '../text/bilingual'

// A refusal names a PC by its name in the GM's language ("지금은 단락 1의 한하늘 차례입니다"),
// never by its id. The rules refuse with ids (they do not hold the sheets); the machine names them
// here, once, for every encounter refusal: a PC id, a `pc:<id>` unit key, the body's key, or a list.

const body: Bilingual = { ko: '본체', en: 'the body' }

function nameOf(part: string, key: string, pcs: Campaign['pcs']): Bilingual | null {
  const id = part.startsWith('pc:') ? part.slice('pc:'.length) : part
  const pc = pcs.find((p) => p.id === id)
  if (pc) return englishOrKorean(pc.name)
  return key === 'unit' && part === 'body' ? body : null
}

function namedParam(value: ReasonParam, key: string, pcs: Campaign['pcs']): ReasonParam {
  if (typeof value === 'number') return value
  if (typeof value === 'string') {
    const parts = value.split(', ')
    const names = parts.map((part) => nameOf(part, key, pcs))
    if (names.every((n) => n === null)) return value
    const said = names.map((n, i) => n ?? { ko: parts[i]!, en: parts[i]! })
    return { ko: said.map((n) => n.ko).join(', '), en: said.map((n) => n.en).join(', ') }
  }
  return isReason(value) ? namedReason(value, pcs) : value
}

/** The reason with every PC id, `pc:<id>` and `body` unit key among its values said by name (ko and en), nested reasons too. */
export function namedReason<R extends ReasonOf<string>>(why: R, pcs: Campaign['pcs']): R {
  if (!why.params) return why
  return { ...why, params: Object.fromEntries(Object.entries(why.params).map(([key, value]) => [key, namedParam(value, key, pcs)])) } as R
}

/** A refusal's reason said with the campaign's PC names, or undefined for none. */
export function namedRefusal(why: Reason | undefined, campaign: Pick<Campaign, 'pcs'>): Reason | undefined {
  return why ? namedReason(why, campaign.pcs) : undefined
}

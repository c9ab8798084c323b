import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { english } from '@machines/reasons/format'
import { type TurnDeclaration, type TurnInput } from '@machines/war-turn/input'
import { parseTurnInput } from '@machines/war-turn/parse-input'
import { resolveTurn, type TurnResolution } from '@machines/war-turn/resolve'

interface Member {
  id: string
  kind: 'master' | 'servant'
  team: string
}

function declarationArb(member: Member, regions: string[]): fc.Arbitrary<TurnDeclaration | undefined> {
  const pick = (count: number) => fc.shuffledSubarray(regions, { minLength: count, maxLength: count })
  return fc.option(
    fc.oneof(
      pick(member.kind === 'master' ? 3 : 1).map((chosen) => ({ actor: member.id, action: 'daily' as const, regions: chosen })),
      pick(1).map((chosen) => ({ actor: member.id, action: 'investigate' as const, regions: chosen })),
      fc.constant({ actor: member.id, action: 'rest' as const })
    ),
    { nil: undefined }
  )
}

/** Random valid turns: 1–6 teams (masters and servants, in shuffled order), 3–7 regions, some emotions and traces. */
const turnArb: fc.Arbitrary<TurnInput> = fc
  .record({ regionCount: fc.integer({ min: 3, max: 7 }), teamCount: fc.integer({ min: 1, max: 6 }) })
  .chain(({ regionCount, teamCount }) => {
    const regions = Array.from({ length: regionCount }, (_, i) => `r${i}`)
    const members: Member[] = Array.from({ length: teamCount }, (_, t) => [
      { id: `m${t}`, kind: 'master' as const, team: `T${t}` },
      { id: `s${t}`, kind: 'servant' as const, team: `T${t}` }
    ]).flat()
    const ids = members.map((member) => member.id)
    const servants = members.filter((member) => member.kind === 'servant').map((member) => member.id)
    return fc.record({
      actors: fc.shuffledSubarray(members, { minLength: members.length, maxLength: members.length }),
      declarations: fc.tuple(...members.map((member) => declarationArb(member, regions))),
      emotions: fc.uniqueArray(
        fc.record({ from: fc.constantFrom(...ids), to: fc.constantFrom(...ids), sign: fc.constantFrom('positive', 'negative') }),
        { selector: (emotion) => `${emotion.from}>${emotion.to}`, maxLength: 20 }
      ),
      traces: fc.uniqueArray(fc.record({ servant: fc.constantFrom(...servants), region: fc.constantFrom(...regions) }), {
        selector: (trace) => `${trace.servant}@${trace.region}`,
        maxLength: 6
      }),
      restLeavesTrace: fc.boolean()
    }).map(({ actors, declarations, emotions, traces, restLeavesTrace }) => {
      const parsed = parseTurnInput({
        regions: regions.map((id) => ({ id })),
        actors,
        declarations: declarations.filter((declaration) => declaration !== undefined),
        emotions: emotions.filter((emotion) => emotion.from !== emotion.to),
        traces,
        settings: { restLeavesTrace }
      })
      if (!parsed.ok) throw new Error(english(parsed.why))
      return parsed.value
    })
  })

function namedActors(result: TurnResolution): string[] {
  return [
    ...result.emotionExchanges.flatMap((item) => item.actors),
    ...result.info.flatMap((item) => [item.servant, item.by]),
    ...result.fights.flatMap((item) => item.actors),
    ...result.duelOpportunities.flatMap((item) => [item.by, item.servant]),
    ...result.manaSupply.flatMap((item) => [item.servant, item.master]),
    ...result.traces.map((item) => item.servant)
  ]
}

describe('resolveTurn properties', () => {
  it('T.9b T.22 no output item appears twice', () => {
    fc.assert(
      fc.property(turnArb, (input) => {
        const result = resolveTurn(input)
        for (const list of Object.values(result) as object[][]) {
          const items = list.map((item) => JSON.stringify(item))
          expect(new Set(items).size).toBe(items.length)
        }
        const pairs = result.emotionExchanges.map((item) => [...item.actors].sort().join('+'))
        const fights = result.fights.map((item) => [...item.actors].sort().join('+'))
        const info = result.info.map((item) => `${item.team}/${item.servant}/${item.source}`)
        expect([new Set(pairs).size, new Set(fights).size, new Set(info).size]).toEqual([
          pairs.length,
          fights.length,
          info.length
        ])
      }),
      { numRuns: 300 }
    )
  })

  it('outputs never name an actor that did not declare', () => {
    fc.assert(
      fc.property(turnArb, (input) => {
        const declared = new Set(input.declarations.map((declaration) => declaration.actor))
        expect(namedActors(resolveTurn(input)).filter((id) => !declared.has(id))).toEqual([])
      }),
      { numRuns: 300 }
    )
  })

  it('T.5 a resting actor is never met: no exchange, fight or finding names it as a party', () => {
    fc.assert(
      fc.property(turnArb, (input) => {
        const resting = new Set(input.declarations.filter((d) => d.action === 'rest').map((d) => d.actor))
        const result = resolveTurn(input)
        const met = [
          ...result.emotionExchanges.flatMap((item) => item.actors),
          ...result.fights.flatMap((item) => item.actors),
          ...result.info.map((item) => item.by)
        ]
        expect(met.filter((id) => resting.has(id))).toEqual([])
      }),
      { numRuns: 300 }
    )
  })
})

import type { Campaign } from '../model/campaign'
import type { EditCommand } from '../editing/registry'
import type { TeamImportCommand } from '../team-import'
import type { LineStates } from './line-states'
import type { NameOf } from '../model/roster'
import { line, type Bilingual } from '../../text/bilingual'
import { basicCardWords } from '../model/words'
import { listWords } from '../editing/reorder'

type Named = { id: string; name?: { ko: string; en: string } }

/** The fields of a record that an upsert changed, in the record's own order (keys as stored). */
function changedFields(old: object, next: object): string[] {
  const was = old as Record<string, unknown>
  const now = next as Record<string, unknown>
  const keys = [...new Set([...Object.keys(now), ...Object.keys(was)])]
  return keys.filter((key) => JSON.stringify(was[key]) !== JSON.stringify(now[key]))
}

/**
 * `Team added: Red` or `Team edited: Red (name, color)`: added or edited is read from the state
 * before; without it the line says only that the record was saved.
 */
function upsertLine(kind: Bilingual, record: Named, label: Bilingual, list: (campaign: Campaign) => readonly Named[], states: LineStates): Bilingual {
  if (!states.before) return line(`${kind.ko} 저장: ${label.ko}`, `${kind.en} saved: ${label.en}`)
  const old = list(states.before.campaign).find((r) => r.id === record.id)
  if (!old) return line(`${kind.ko} 추가: ${label.ko}`, `${kind.en} added: ${label.en}`)
  const now = list(states.after.campaign).find((r) => r.id === record.id) ?? record
  const fields = changedFields(old, now)
  const what = fields.length ? ` (${fields.join(', ')})` : ''
  const none = fields.length ? '' : ' — 변경 없음'
  return line(`${kind.ko} 수정: ${label.ko}${what}${none}`, `${kind.en} edited: ${label.en}${what}${fields.length ? '' : ' — no change'}`)
}

/** `Region removed: Port`, named from the state before (the record is gone after). */
function removeLine(kind: Bilingual, id: string, list: (campaign: Campaign) => readonly Named[], states: LineStates, name?: NameOf): Bilingual {
  const old = states.before ? list(states.before.campaign).find((r) => r.id === id) : undefined
  const label = old?.name ? line(old.name.ko, old.name.en) : (name?.(id) ?? line(id, id))
  return line(`${kind.ko} 삭제: ${label.ko}`, `${kind.en} removed: ${label.en}`)
}

const kinds = {
  team: line('진영', 'Team'),
  master: line('마스터', 'Master'),
  servant: line('서번트', 'Servant'),
  region: line('지역', 'Region'),
  pc: line('PC', 'PC'),
  monster: line('괴물', 'Monster'),
  table: line('표', 'Table')
}

const asLabel = (name: { ko: string; en: string }): Bilingual => line(name.ko, name.en)

function settingsResetLine(c: Extract<EditCommand, { type: 'settings.reset' }>, states: LineStates): Bilingual {
  if (c.key) {
    const key = c.key
    const to = JSON.stringify(states.after.campaign.settings[key])
    const from = states.before ? `${JSON.stringify(states.before.campaign.settings[key])} → ` : ''
    return line(`설정 ${key} 기본값으로: ${from}${to}`, `Setting ${key} reset to its default: ${from}${to}`)
  }
  if (!states.before) return line('모든 설정 기본값으로', 'Every setting reset to its default')
  const was = states.before.campaign.settings
  const now = states.after.campaign.settings
  const changed = (Object.keys(now) as (keyof typeof now)[]).filter((key) => JSON.stringify(was[key]) !== JSON.stringify(now[key]))
  return line(`모든 설정 기본값으로 (바뀐 설정: ${changed.join(', ')})`, `Every setting reset to its default (changed: ${changed.join(', ')})`)
}

/** `Sheet pasted: 2 new, 1 overwritten — Team Saber (Saber, Artoria), Port`: the records by name, servants by class and true name. */
function pasteLine(c: Extract<EditCommand, { type: 'edit.paste' }>, states: LineStates): Bilingual {
  const before = states.before?.campaign
  const records = [
    ...c.teams.map((row) => ({ had: before?.teams.some((t) => t.id === row.team.id), label: line(`${row.team.name.ko} (${row.servant.className.ko}, ${row.servant.trueName})`, `${row.team.name.en} (${row.servant.className.en}, ${row.servant.trueName})`) })),
    ...c.masters.map((master) => ({ had: true, label: asLabel(master.name) })),
    ...c.regions.map((region) => ({ had: before?.regions.some((r) => r.id === region.id), label: asLabel(region.name) })),
    ...c.pcs.map((pc) => ({ had: before?.pcs.some((p) => p.id === pc.id), label: asLabel(pc.name) }))
  ]
  const names = (lang: 'ko' | 'en'): string => records.slice(0, 12).map((r) => r.label[lang]).join(', ') + (records.length > 12 ? ', …' : '')
  if (!before) return line(`시트 붙여 넣기: ${names('ko')}`, `Sheet pasted: ${names('en')}`)
  const overwritten = records.filter((r) => r.had).length
  const added = records.length - overwritten
  return line(`시트 붙여 넣기 (새 기록 ${added}, 덮어쓴 기록 ${overwritten}): ${names('ko')}`, `Sheet pasted (new records: ${added}, overwritten: ${overwritten}): ${names('en')}`)
}

/** The GM's line for a campaign-authoring command: what record was added, edited or removed. */
export function editLine(c: EditCommand | TeamImportCommand, states: LineStates, name: NameOf): Bilingual {
  switch (c.type) {
    case 'edit.team.upsert':
      return upsertLine(kinds.team, c.team, asLabel(c.team.name), (x) => x.teams, states)
    case 'edit.team.remove': {
      const team = states.before?.campaign.teams.find((t) => t.id === c.team)
      const removed = removeLine(kinds.team, c.team, (x) => x.teams, states, name)
      if (!team) return removed
      const who = line(`${name(team.master).ko}, ${name(team.servant).ko}`, `${name(team.master).en}, ${name(team.servant).en}`)
      return line(`${removed.ko} (함께 삭제: ${who.ko})`, `${removed.en}, with ${who.en}`)
    }
    case 'edit.team.duplicate': {
      // Named from the state after: the copies of the master and the servant are made by the command.
      const from = states.after.campaign.teams.find((t) => t.id === c.from)?.name ?? name(c.from)
      const who = line(`${name(c.team.master).ko}, ${name(c.team.servant).ko}`, `${name(c.team.master).en}, ${name(c.team.servant).en}`)
      return line(`진영 복제: ${from.ko} → ${c.team.name.ko} (함께 복제: ${who.ko})`, `Team duplicated: ${from.en} → ${c.team.name.en}, with ${who.en}`)
    }
    case 'edit.master.upsert':
      return upsertLine(kinds.master, c.master, asLabel(c.master.name), (x) => x.masters, states)
    case 'edit.servant.upsert': {
      const label = line(`${c.servant.className.ko} (${c.servant.trueName})`, `${c.servant.className.en} (${c.servant.trueName})`)
      return upsertLine(kinds.servant, c.servant, label, (x) => x.servants.map((s) => ({ ...s, name: s.className })), states)
    }
    case 'edit.servant.cardOverride': {
      const who = name(c.servant)
      const card = basicCardWords[c.card]
      return c.override
        ? line(
            `${who.ko}의 ${card.ko} 판정패: 등급 ${c.override.grade} × ${c.override.count} (D.22)`,
            `${who.en}'s ${card.en} card set to grade ${c.override.grade} × ${c.override.count} (D.22)`
          )
        : line(`${who.ko}의 ${card.ko} 판정패: 기본값으로 (D.22)`, `${who.en}'s ${card.en} card back to the derived one (D.22)`)
    }
    case 'edit.region.upsert':
      return upsertLine(kinds.region, c.region, asLabel(c.region.name), (x) => x.regions, states)
    case 'edit.region.remove':
      return removeLine(kinds.region, c.region, (x) => x.regions, states, name)
    case 'edit.pc.upsert':
      return upsertLine(kinds.pc, c.pc, asLabel(c.pc.name), (x) => x.pcs, states)
    case 'edit.pc.remove':
      return removeLine(kinds.pc, c.pc, (x) => x.pcs, states, name)
    case 'edit.party.wheel': {
      const order = ['black', 'red', 'blue', 'green', 'white'] as const
      const was = states.before ? order.map((d) => states.before!.campaign.party.wheel[d]).join('/') : null
      const now = order.map((d) => c.wheel[d]).join('/')
      return line(`파티의 운명의 수레바퀴 (흑/적/청/녹/백): ${was ? `${was} → ` : ''}${now} (E.73)`, `The party's wheel of fate (black/red/blue/green/white): ${was ? `${was} → ` : ''}${now} (E.73)`)
    }
    case 'edit.monster.upsert':
      return upsertLine(kinds.monster, c.monster, asLabel(c.monster.name), (x) => x.monsters, states)
    case 'edit.monster.remove':
      return removeLine(kinds.monster, c.monster, (x) => x.monsters, states)
    case 'edit.table.upsert':
      return upsertLine(kinds.table, c.table, asLabel(c.table.name), (x) => x.tables, states)
    case 'edit.table.remove':
      return removeLine(kinds.table, c.table, (x) => x.tables, states)
    case 'edit.botTableWord':
      return c.text.trim()
        ? line(`표 ${c.command} ${c.face}의 한국어: ${c.text.trim()}`, `Korean words for table ${c.command} face ${c.face}: ${c.text.trim()}`)
        : line(`표 ${c.command} ${c.face}의 한국어를 지웠습니다 (BCDice의 말로 돌아갑니다)`, `Korean words for table ${c.command} face ${c.face} removed (BCDice's words again)`)
    case 'edit.reorder': {
      // The names in their new order, as the GM reads the list (ids when the record is gone).
      const records = states.after.campaign[c.list] as readonly Named[]
      const labels = c.ids.map((id) => records.find((r) => r.id === id)?.name ?? { ko: id, en: id })
      const shown = (lang: 'ko' | 'en'): string => labels.slice(0, 12).map((l) => l[lang]).join(', ') + (labels.length > 12 ? ', …' : '')
      return line(`순서 변경: ${listWords[c.list].ko} — ${shown('ko')}`, `Order changed: ${listWords[c.list].en} — ${shown('en')}`)
    }
    case 'edit.paste':
      return pasteLine(c, states)
    case 'settings.reset':
      return settingsResetLine(c, states)
    case 'team.import':
      return line(
        `진영 가져옴: ${c.team.name.ko} — ${c.servant.className.ko} (${c.servant.trueName}), ${c.master.name.ko}`,
        `Team imported: ${c.team.name.en} — ${c.servant.className.en} (${c.servant.trueName}), ${c.master.name.en}`
      )
  }
}

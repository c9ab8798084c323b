import { defaultDiceSystem } from '../dice/systems'

// Version 2 → 3. Kept apart from document.ts: it knows the shape of old records.

type Raw = Record<string, unknown>

const isRecord = (value: unknown): value is Raw => typeof value === 'object' && value !== null && !Array.isArray(value)
/** An old one-language text becomes the same words in both languages (the GM can translate it later). */
const bilingual = (text: unknown): unknown => (typeof text === 'string' ? { ko: text, en: text } : text)
const each = (list: unknown, change: (item: Raw) => Raw): unknown => (Array.isArray(list) ? list.map((item) => (isRecord(item) ? change(item) : item)) : list)
const withText = (record: Raw, ...keys: string[]): Raw => {
  const next = { ...record }
  for (const key of keys) if (key in next) next[key] = bilingual(next[key])
  return next
}

const servant = (s: Raw): Raw => ({ ...s, skills: each(s.skills, (k) => withText(k, 'text')), noblePhantasms: each(s.noblePhantasms, (np) => withText(np, 'text')) })
const pc = (p: Raw): Raw => ({ ...p, gifts: each(p.gifts, (g) => withText(g, 'text')) })
const monster = (m: Raw): Raw => ({ ...m, threats: each(m.threats, (t) => withText(t, 'effect', 'target')) })
const table = (t: Raw): Raw => ({ ...t, faces: each(t.faces, (f) => withText(f, 'text')) })

function campaign(c: unknown): unknown {
  if (!isRecord(c)) return c
  const settings = isRecord(c.settings) && !('diceSystem' in c.settings) ? { ...c.settings, diceSystem: defaultDiceSystem } : c.settings
  return {
    ...c,
    settings,
    servants: each(c.servants, servant),
    pcs: each(c.pcs, pc),
    monsters: each(c.monsters, monster),
    tables: each(c.tables, table)
  }
}

function command(c: Raw): Raw {
  switch (c.type) {
    case 'edit.servant.upsert':
    case 'team.import':
      return isRecord(c.servant) ? { ...c, servant: servant(c.servant) } : c
    case 'edit.pc.upsert':
      return isRecord(c.pc) ? { ...c, pc: pc(c.pc) } : c
    case 'edit.monster.upsert':
      return isRecord(c.monster) ? { ...c, monster: monster(c.monster) } : c
    case 'edit.table.upsert':
      return isRecord(c.table) ? { ...c, table: table(c.table) } : c
    default:
      return c
  }
}

/**
 * Version 2 → 3: texts of skills, noble phantasms, gifts, threat cards and table faces in both
 * languages (an old text stands for both); the ⚙ dice system at its default. Checkpoints are
 * dropped: they hold old-shaped copies, and opening rebuilds the state by replaying the log.
 */
export function toBilingualRecords(doc: Raw): Raw {
  return {
    ...doc,
    version: 3,
    initial: campaign(doc.initial),
    events: each(doc.events, (event) => (isRecord(event.command) ? { ...event, command: command(event.command) } : event)),
    checkpoints: []
  }
}

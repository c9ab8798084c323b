/** Every rule id named by `rule` / `rules` fields anywhere inside a value. */
export function collectRuleIds(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) collectRuleIds(item, into)
  else if (typeof value === 'object' && value !== null) {
    for (const [key, field] of Object.entries(value)) {
      if (key === 'rule' && typeof field === 'string') {
        into.add(field)
      } else if (key === 'rules' && Array.isArray(field)) {
        for (const id of field) if (typeof id === 'string') into.add(id)
      } else {
        collectRuleIds(field, into)
      }
    }
  }
  return into
}

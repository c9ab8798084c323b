/** Replaces the record with the same id, or appends it when the id is new. */
export function upsertById<T extends { id: string }>(list: readonly T[], record: T): T[] {
  return list.some((item) => item.id === record.id) ? list.map((item) => (item.id === record.id ? record : item)) : [...list, record]
}

/** The list without the record of this id. */
export function removeById<T extends { id: string }>(list: readonly T[], id: string): T[] {
  return list.filter((item) => item.id !== id)
}

/** A JSON path as `declarations[2].regions`; the empty path is `where`. */
export function formatJsonPath(path: readonly PropertyKey[], where = 'input'): string {
  let text = ''
  for (const key of path) {
    if (typeof key === 'number') text += `[${key}]`
    else text += text === '' ? String(key) : `.${String(key)}`
  }
  return text === '' ? where : text
}

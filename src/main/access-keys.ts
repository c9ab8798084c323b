/**
 * A menu label with its access key marked for Windows and Linux (`&File`: Alt+F opens it). Where the
 * letter is not in the label (a Korean one), it follows in brackets, as Windows' own Korean menus do
 * (`파일(&F)`). A Mac has no access keys, but Electron strips a single `&` there too: a `&` of the label itself is doubled everywhere.
 */
export function withAccessKey(label: string, key: string, platform: NodeJS.Platform): string {
  const escaped = label.replace(/&/g, '&&')
  if (platform === 'darwin') return escaped
  const at = escaped.toLowerCase().indexOf(key.toLowerCase())
  return at >= 0 ? `${escaped.slice(0, at)}&${escaped.slice(at)}` : `${escaped}(&${key.toUpperCase()})`
}

/** A label as the GM reads it: the access key's mark (and its bracketed letter) taken out. */
export function plainLabel(label: string): string {
  return label.replace(/\(&[^)]\)$/, '').replace(/&(&?)/g, '$1')
}

/** A list entry's label with its number as the access key (`&1 war.overseer`) for the first nine, where the OS has access keys; the label's own `&` kept. */
export function numbered(label: string, n: number, platform: NodeJS.Platform): string {
  const escaped = label.replace(/&/g, '&&')
  return platform === 'darwin' || n > 9 ? escaped : `&${n} ${escaped}`
}

/**
 * A menu label with its access key marked for Windows and Linux (`&File`: Alt+F opens it). Where the
 * letter is not in the label (a Korean one), it follows in brackets, as Windows' own Korean menus do
 * (`파일(&F)`). A Mac has no access keys: its labels stay as they are. A `&` of the label itself is doubled.
 */
export function withAccessKey(label: string, key: string, platform: NodeJS.Platform): string {
  if (platform === 'darwin') return label
  const escaped = label.replace(/&/g, '&&')
  const at = escaped.toLowerCase().indexOf(key.toLowerCase())
  return at >= 0 ? `${escaped.slice(0, at)}&${escaped.slice(at)}` : `${escaped}(&${key.toUpperCase()})`
}

/** A label as the GM reads it: the access key's mark (and its bracketed letter) taken out. */
export function plainLabel(label: string): string {
  return label.replace(/\(&[^)]\)$/, '').replace(/&(&?)/g, '$1')
}

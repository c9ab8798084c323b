/** A campaign name made safe for a file name on every OS (letters of any script kept, the rest dashes). */
export function fileStem(name: string, fallback = 'campaign'): string {
  const stem = name
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
  return stem || fallback
}

/** A time as a file-name-safe stamp: `2026-11-29-12-00`. */
export function fileDate(time: number): string {
  return new Date(time).toISOString().slice(0, 16).replace(/[:T]/g, '-')
}

/** The suggested name of an exported campaign: `<name>-<date>.overseer.json`. */
export function exportFileName(name: string, time: number): string {
  return `${fileStem(name)}-${fileDate(time)}.overseer.json`
}

/** The suggested name of an exported session log: `<name>-log-public-ko-<date>.md`. */
export function logFileName(name: string, kind: 'public' | 'full', locale: 'ko' | 'en', time: number): string {
  return `${fileStem(name)}-log-${kind}-${locale}-${fileDate(time)}.md`
}

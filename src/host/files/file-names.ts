/** A campaign name made safe for a file name on every OS (letters of any script kept, the rest dashes). */
export function fileStem(name: string, fallback = 'campaign'): string {
  const stem = name
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
  return stem || fallback
}

const two = (n: number): string => String(n).padStart(2, '0')

/**
 * A time as a file-name-safe stamp in this machine's local time — the GM's clock, not UTC: a Korean
 * GM's export at 08:30 is named `…-08-30`, not 23-30 the day before.
 */
export function fileDate(time: number): string {
  const d = new Date(time)
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}-${two(d.getHours())}-${two(d.getMinutes())}`
}

/** The campaign file's extension: one part, so the OS can give the file type to Overseer (electron-builder's fileAssociations). */
export const campaignExtension = '.overseer'

/** The extension campaign files had before; they still open, import and associate (by their `.json`). */
export const legacyCampaignExtension = '.overseer.json'

/** Whether a file name or path names a campaign file (`.overseer`, or the older `.overseer.json`), in any case. */
export function isCampaignFileName(name: string): boolean {
  const lower = name.toLowerCase()
  return lower.endsWith(campaignExtension) || lower.endsWith(legacyCampaignExtension)
}

/** The suggested name of an exported campaign: `<name>-<date>.overseer`. */
export function exportFileName(name: string, time: number): string {
  return `${fileStem(name)}-${fileDate(time)}${campaignExtension}`
}

/** The suggested name of an exported session log: `<name>-log-public-ko-<date>.md`. */
export function logFileName(name: string, kind: 'public' | 'full', locale: 'ko' | 'en', time: number): string {
  return `${fileStem(name)}-log-${kind}-${locale}-${fileDate(time)}.md`
}

/** The suggested name of a team's exported digest: `<campaign>-<team>-turn-3-ko-<date>.md`. */
export function teamDigestFileName(campaign: string, team: string, turn: number, locale: 'ko' | 'en', time: number): string {
  return `${fileStem(campaign)}-${fileStem(team, 'team')}-turn-${turn}-${locale}-${fileDate(time)}.md`
}

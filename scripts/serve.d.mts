/** What the web host's build is made from: the folders and files whose change makes out/ stale. */
export const buildInputs: readonly string[]
/** What the web host runs: a build missing either is no build. */
export const buildOutputs: readonly string[]
/** Why out/ must be built again, or null when it is current. */
export function staleness(root?: string): string | null

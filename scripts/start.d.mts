/** The one line `npm start` prints when Electron's binary is not installed. */
export const noBinaryLine: string
/** The path of Electron's binary when it is installed, else null. */
export function electronBinary(load?: NodeJS.Require): string | null

import { maxImportBytes } from '../../shared/contract'

export { maxImportBytes }

/** A byte count as a GM reads it: `20.0 MB`, `512 KB`. */
export function describeSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`
  return `${Math.ceil(bytes / 1024)} KB`
}

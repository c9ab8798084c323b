import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Plugin } from 'vite'
import { parseRulesReference } from '../src/shared/rules-reference'

const moduleId = 'virtual:rule-ids'
const resolvedId = `\0${moduleId}`

/**
 * `virtual:rule-ids`: the ids docs/rules.md explains, read at build time. A rule id in the GM window
 * knows it has an explanation without the reference's text, which comes only when one is opened.
 */
export function ruleIdsPlugin(root: string): Plugin {
  const file = resolve(root, 'docs/rules.md')
  return {
    name: 'overseer-rule-ids',
    resolveId: (id) => (id === moduleId ? resolvedId : undefined),
    load(id) {
      if (id !== resolvedId) return undefined
      this.addWatchFile(file)
      return `export default ${JSON.stringify(parseRulesReference(readFileSync(file, 'utf8')).map((entry) => entry.id))}`
    }
  }
}

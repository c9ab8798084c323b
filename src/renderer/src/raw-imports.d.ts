// Vite's `?raw` import: a file's text, bundled at build time (the rules reference, docs/rules.md).
declare module '*.md?raw' {
  const text: string
  export default text
}

// The ids docs/rules.md explains, read at build time (scripts/rule-ids-plugin.ts).
declare module 'virtual:rule-ids' {
  const ids: readonly string[]
  export default ids
}

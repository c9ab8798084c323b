// Vite's `?raw` import: a file's text, bundled at build time (the rules reference, docs/rules.md).
declare module '*.md?raw' {
  const text: string
  export default text
}

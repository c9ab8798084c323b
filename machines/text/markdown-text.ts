// A leaf module: text (names, news, table lines the GM or a file typed) written into a Markdown
// export or a chat summary as text. Nothing in it may format, link, embed HTML or ping a channel
// in the forums and chat tools GMs paste into (CommonMark, Discord, Slack).

/** Characters that format or link anywhere in a line: code, emphasis, strike, spoilers and tables, links and images, HTML and autolinks. */
const inlineMarks = /[\\`*_~|[\]<]/g

/** What makes a line a heading, a quote, a list item or a thematic break when it starts it. */
const lineStart = /^(\s*)(?:([#>+-])|(\d+)([.)]))/

/** `text` as Markdown that shows exactly `text`; a mention (`@everyone`, `@here`, `@name`) stays a word. */
export function markdownText(text: string): string {
  return text
    .replace(inlineMarks, (mark) => `\\${mark}`)
    .replace(lineStart, (_all, space: string, mark?: string, digits?: string, dot?: string) => (mark ? `${space}\\${mark}` : `${space}${digits}\\${dot}`))
    .replace(/@(?=\S)/g, '@\u200b')
}

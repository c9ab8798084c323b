// A leaf module: text (names, news, table lines the GM or a file typed) written into a Markdown
// export or a chat summary as text. Nothing in it may format, link, embed HTML or ping a channel
// in the forums and chat tools GMs paste into (CommonMark, Discord, Slack).

/** Characters that format or link anywhere in a line: code, emphasis, strike, spoilers and tables, links and images, HTML and autolinks. */
const inlineMarks = /[\\`*_~|[\]<]/g

/** What makes a line a heading, a quote, a list item or a thematic break when it starts it. */
const lineStart = /^(\s*)(?:([#>+-])|(\d+)([.)]))/

function escaped(text: string, marks: RegExp): string {
  return text
    .replace(marks, (mark) => `\\${mark}`)
    .replace(lineStart, (_all, space: string, mark?: string, digits?: string, dot?: string) => (mark ? `${space}\\${mark}` : `${space}${digits}\\${dot}`))
    .replace(/@(?=\S)/g, '@\u200b')
}

/** `text` as Markdown that shows exactly `text`; a mention (`@everyone`, `@here`, `@name`) stays a word. */
export function markdownText(text: string): string {
  return escaped(text, inlineMarks)
}

/** `inlineMarks`, and a link's parentheses, a heading's or quote's mark wherever they stand. */
const messageMarks = /[\\`*_~|[\]<()#>]/g

/**
 * `text` for a message sent to one person (a team's digest): `markdownText`, and also every
 * `(`, `)`, `#` and `>` wherever it stands, and a bare address (`http://`, `www.`) broken so no chat
 * tool turns it into a link. What people typed reaches the reader as plain text.
 */
export function directMessageText(text: string): string {
  return escaped(text, messageMarks)
    .replace(/:\/\//g, ':\\/\\/')
    .replace(/\bwww\./gi, (www) => `${www.slice(0, 3)}\\.`)
}

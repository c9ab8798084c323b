import type { TableLocale } from '@machines/campaign/board-view'
import { inEnglish, inKorean, message } from '../../shared/message'

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** The page a GM meets with an old or mistyped address, in the table's language (the other one below it). */
export function wrongTokenPage(locale: TableLocale): string {
  const say = (key: 'host.web.wrongTokenTitle' | 'host.web.wrongToken', language: TableLocale): string =>
    escapeHtml(language === 'ko' ? inKorean(message(key)) : inEnglish(message(key)))
  const other: TableLocale = locale === 'ko' ? 'en' : 'ko'
  return [
    '<!doctype html>',
    `<html lang="${locale}">`,
    '<meta charset="utf-8">',
    `<title>${say('host.web.wrongTokenTitle', locale)}</title>`,
    '<body style="font-family: system-ui, sans-serif; max-width: 40em; margin: 15vh auto; padding: 0 1em; line-height: 1.5">',
    `<h1>${say('host.web.wrongTokenTitle', locale)}</h1>`,
    `<p>${say('host.web.wrongToken', locale)}</p>`,
    `<p lang="${other}" style="color: #666">${say('host.web.wrongToken', other)}</p>`,
    '</body>',
    '</html>',
    ''
  ].join('\n')
}

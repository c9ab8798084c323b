import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { answerPageRequest, isOwnPage, pageUrl } from '../../src/main/pages'
import { contentSecurityPolicy } from '../../src/shared/content-security-policy'

let root = ''
let renderer = ''
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'overseer-pages-'))
  renderer = join(root, 'renderer')
  await mkdir(join(renderer, 'assets'), { recursive: true })
  await writeFile(join(renderer, 'index.html'), '<!doctype html><title>GM</title>')
  await writeFile(join(renderer, 'assets', 'app.js'), 'export {}')
  await writeFile(join(root, 'secret.json'), '{"hp":1}')
})
afterAll(() => rm(root, { recursive: true, force: true }))

const get = (url: string, init?: RequestInit) => answerPageRequest(new Request(url, init), renderer)

describe('the app:// page protocol', () => {
  it('serves the built renderer with its content type and the CSP', async () => {
    const page = await get('app://overseer/index.html')
    expect(page.status).toBe(200)
    expect(await page.text()).toBe('<!doctype html><title>GM</title>')
    expect(page.headers.get('content-security-policy')).toBe(contentSecurityPolicy)
    expect(page.headers.get('x-content-type-options')).toBe('nosniff')
    const script = await get('app://overseer/assets/app.js?v=1')
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
  })

  it('never serves a file outside the renderer, however the path is spelled', async () => {
    for (const url of ['app://overseer/../secret.json', 'app://overseer/%2e%2e/secret.json', 'app://overseer/assets/..%2f..%2fsecret.json', 'app://overseer/%2e%2e%5csecret.json']) {
      const answer = await get(url)
      expect(answer.status, url).toBe(404)
      expect(await answer.text(), url).not.toContain('hp')
    }
  })

  it('refuses another host, a malformed address and anything but GET or HEAD', async () => {
    expect((await get('app://elsewhere/index.html')).status).toBe(404)
    expect((await get('app://overseer/%E0%A4%A')).status).toBe(400)
    expect((await get('app://overseer/index.html', { method: 'POST', body: 'x' })).status).toBe(405)
    const head = await get('app://overseer/index.html', { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(await head.text()).toBe('')
  })

  it('loads from the dev server while developing, and knows our pages from others', () => {
    expect(pageUrl('board', '')).toBe('app://overseer/board.html')
    expect(pageUrl('board', 'http://localhost:5173')).toBe('http://localhost:5173/board.html')
    expect(isOwnPage('app://overseer/index.html', '')).toBe(true)
    expect(isOwnPage('app://overseer', '')).toBe(true)
    expect(isOwnPage('http://localhost:5173/index.html', '')).toBe(false)
    expect(isOwnPage('http://localhost:5173/index.html', 'http://localhost:5173')).toBe(true)
    expect(isOwnPage('https://example.org/', 'http://localhost:5173')).toBe(false)
    expect(isOwnPage('not a url', '')).toBe(false)
  })
})

import { afterEach, beforeEach, expect, it } from 'vitest'
import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import { startWebHost, type WebHost } from '../../src/host/web/server'
import { testHost, tempFolder } from './helpers'
import { httpRequest } from './socket-client'

// The page a GM meets with an old or mistyped address speaks the table's language, as remembered
// in the data folder from the last session (issue 11).

let cleanup: () => Promise<void>
let dataDir: string
let staticDir: string

beforeEach(async () => {
  const temp = await tempFolder('wrong-token')
  cleanup = temp.cleanup
  dataDir = join(temp.dir, 'data')
  staticDir = join(temp.dir, 'static')
  await mkdir(staticDir, { recursive: true })
})

afterEach(async () => cleanup())

async function pageAfterRestart(locale: 'ko' | 'en'): Promise<string> {
  // Last session: the GM chose the table's language.
  const before = testHost(dataDir)
  await before.start()
  expect(await before.setDisplay({ locale })).toEqual({ ok: true })
  await before.shutdown()
  // This session: a fresh host on the same data folder answers an old address.
  const host = testHost(dataDir)
  await host.start()
  let web: WebHost | null = null
  try {
    web = await startWebHost({ host, staticDir, port: 0, token: 'the-current-token-0123' })
    const answer = await httpRequest(web.port, '/?token=an-old-token-from-yesterday')
    expect(answer.status).toBe(401)
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8')
    return answer.body
  } finally {
    await web?.close()
    await host.shutdown()
  }
}

it('after a restart the wrong-token page is in Korean when the table last spoke Korean, English below it', async () => {
  const page = await pageAfterRestart('ko')
  expect(page).toContain('<html lang="ko">')
  expect(page).toContain('<h1>오버시어: 이 주소에는 올바른 GM 토큰이 없습니다</h1>')
  expect(page.indexOf('GM 패널을 열려면')).toBeLessThan(page.indexOf('The GM panel needs'))
})

it('after a restart the wrong-token page is in English when the table last spoke English, Korean below it', async () => {
  const page = await pageAfterRestart('en')
  expect(page).toContain('<html lang="en">')
  expect(page).toContain('<h1>Overseer: this address has no valid GM token</h1>')
  expect(page.indexOf('The GM panel needs')).toBeLessThan(page.indexOf('GM 패널을 열려면'))
})

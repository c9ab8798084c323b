import { homedir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it, vi, afterEach } from 'vitest'
import { appDataFolder, defaultDataFolder } from '../../src/host/data-folder'

describe('the default data folder, shared by the desktop app and the web host', () => {
  afterEach(() => vi.unstubAllEnvs())

  it('is Overseer in the OS’s application-data folder, by Electron’s appData rule', () => {
    expect(defaultDataFolder({ platform: 'win32', env: { APPDATA: 'C:\\Users\\gm\\AppData\\Roaming' }, home: 'C:\\Users\\gm' })).toBe('C:\\Users\\gm\\AppData\\Roaming\\Overseer')
    expect(defaultDataFolder({ platform: 'darwin', env: {}, home: '/Users/gm' })).toBe('/Users/gm/Library/Application Support/Overseer')
    expect(defaultDataFolder({ platform: 'linux', env: {}, home: '/home/gm' })).toBe('/home/gm/.config/Overseer')
    expect(defaultDataFolder({ platform: 'linux', env: { XDG_CONFIG_HOME: '/data/config' }, home: '/home/gm' })).toBe('/data/config/Overseer')
  })

  it('takes the application-data folder from Electron when the app passes it', () => {
    expect(defaultDataFolder({ appData: '/from/electron', env: {}, platform: 'linux' })).toBe('/from/electron/Overseer')
  })

  it('falls back to the roaming folder under the home folder when Windows sets no APPDATA', () => {
    expect(appDataFolder({ platform: 'win32', env: {}, home: 'C:\\Users\\gm' })).toBe('C:\\Users\\gm\\AppData\\Roaming')
  })

  it('is OVERSEER_DATA when that is set', () => {
    expect(defaultDataFolder({ platform: 'darwin', env: { OVERSEER_DATA: '/srv/campaigns' }, home: '/Users/gm' })).toBe('/srv/campaigns')
  })

  it('by default reads this process’s platform, environment and home folder', () => {
    vi.stubEnv('OVERSEER_DATA', '')
    vi.stubEnv('XDG_CONFIG_HOME', '')
    const expected = process.platform === 'linux' ? join(homedir(), '.config', 'Overseer') : defaultDataFolder({})
    expect(defaultDataFolder()).toBe(expected)
    vi.stubEnv('OVERSEER_DATA', '/tmp/elsewhere')
    expect(defaultDataFolder()).toBe('/tmp/elsewhere')
  })
})

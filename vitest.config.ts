import { resolve } from 'node:path'
import { defineConfig } from 'vitest/config'

const root = import.meta.dirname

export default defineConfig({
  resolve: {
    alias: {
      '@machines': resolve(root, 'machines'),
      '@data': resolve(root, 'data')
    }
  },
  test: {
    // Every part's reason words registered, as the app has them (tests/setup/reason-words.ts).
    setupFiles: ['tests/setup/reason-words.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A page that repaints a second late on a loaded machine is not a failure; a page that never shows it is.
    expect: { poll: { timeout: 5_000 } },
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/**/*.test.ts'], exclude: ['tests/main/**', '**/node_modules/**'] }
      },
      {
        // The main process and the preloads run against the stand-in electron module (the binary is never needed).
        extends: true,
        resolve: { alias: { electron: resolve(root, 'tests/main/stand-in/electron.ts') } },
        test: { name: 'main', include: ['tests/main/**/*.test.ts'] }
      }
    ]
  }
})

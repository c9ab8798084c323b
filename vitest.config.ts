import { resolve } from 'node:path'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: {
    alias: {
      '@machines': resolve(import.meta.dirname, 'machines'),
      '@data': resolve(import.meta.dirname, 'data')
    }
  },
  test: {
    include: ['tests/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000
  }
})

import { resolve } from 'node:path'
import { defineConfig } from 'electron-vite'
import { svelte } from '@sveltejs/vite-plugin-svelte'
import { ruleIdsPlugin } from './scripts/rule-ids-plugin'

const alias = {
  '@machines': resolve(__dirname, 'machines'),
  '@data': resolve(__dirname, 'data')
}

export default defineConfig({
  main: {
    resolve: { alias },
    build: {
      rollupOptions: {
        // The BCDice worker is a script of its own beside the main bundle (the host starts it on the first roll).
        input: { index: resolve(__dirname, 'src/main/index.ts'), 'bcdice-worker': resolve(__dirname, 'src/host/dice/bcdice-worker.ts') }
      }
    }
  },
  preload: {
    resolve: { alias },
    build: {
      rollupOptions: {
        input: { index: resolve(__dirname, 'src/preload/index.ts'), board: resolve(__dirname, 'src/preload/board.ts') },
        // Sandboxed preloads must be CommonJS.
        output: { format: 'cjs', entryFileNames: '[name].cjs' }
      }
    }
  },
  renderer: {
    resolve: { alias },
    plugins: [svelte(), ruleIdsPlugin(__dirname)],
    build: {
      // .vite/manifest.json: which chunks each page and each language loads (bench/bundle-size.ts reads it).
      manifest: true,
      rollupOptions: {
        input: {
          index: resolve(__dirname, 'src/renderer/index.html'),
          board: resolve(__dirname, 'src/renderer/board.html'),
          // The players' phones load this page from the players' door only (issue 18): its own entry, so the GM bundle does not grow.
          team: resolve(__dirname, 'src/renderer/team.html')
        }
      }
    }
  }
})

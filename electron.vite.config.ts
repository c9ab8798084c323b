import { resolve } from 'node:path'
import { defineConfig } from 'electron-vite'
import { svelte } from '@sveltejs/vite-plugin-svelte'
import { ruleIdsPlugin } from './scripts/rule-ids-plugin'

const keepFunctionAndClassNames = { function: true, class: true }

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
        // Minified (electron-vite leaves the renderer as written): the GM's first load, gzip, falls from 407 KB to
        // 283 KB (issue 17k), room for the next features under tests/e2e/first-load.test.ts's limit. Names are shortened
        // and white space dropped, but the code is not rewritten (`compress: false`): the compressor folds the two
        // `import()` of loadCatalog into one call, and Vite then preloads both languages' chunks for either. Function
        // and class names are kept, so an error's stack in Chromium's console still names the function that threw;
        // nothing in the GM's log carries a renderer stack, and no test reads the built scripts' text.
        output: { minify: { compress: false, mangle: { keepNames: keepFunctionAndClassNames } } },
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

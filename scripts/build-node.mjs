// Bundles the headless parts (web host, CLI) to plain node ESM under out/node/.
import { build } from 'esbuild'

await build({
  // The BCDice worker is a script of its own beside the bundles that start it (src/host/dice/dice-bot.ts).
  entryPoints: { serve: 'src/host/web/serve.ts', cli: 'src/cli/index.ts', 'bcdice-worker': 'src/host/dice/bcdice-worker.ts' },
  outdir: 'out/node',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  tsconfig: 'tsconfig.node.json',
  logLevel: 'warning'
})

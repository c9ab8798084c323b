// Bundles the headless parts (web host, CLI) to plain node ESM under out/node/.
import { build } from 'esbuild'

await build({
  entryPoints: { serve: 'src/host/web/serve.ts', cli: 'src/cli/index.ts' },
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

import type { Configuration } from 'electron-builder'
import { bcdiceFileName, bcdiceI18nBase, bcdiceSystems } from './src/host/dice/bcdice-systems'
import { checkPackedDependencies } from './scripts/packed-dependencies'
import { writeThirdPartyNotices } from './scripts/third-party-notices'
import { campaignExtension } from './src/host/files/file-names'

const bcdice = 'node_modules/bcdice/lib/bcdice'

/**
 * What of BCDice the app carries once it is a runtime dependency (the dice worker): its engine,
 * but of its game systems and their translations only those in bcdiceSystems — not the 43 MB of
 * every system, its tests, sources and maps. Patterns apply in order: drop, then take back.
 */
const bcdiceFiles = [
  '!node_modules/bcdice/{ts,examples}/**',
  '!node_modules/bcdice/lib/test/**',
  '!node_modules/bcdice/lib/**/*.test.js',
  `!${bcdice}/test_data.json`,
  `!${bcdice}/game_system/**`,
  ...bcdiceSystems.map((system) => `${bcdice}/game_system/${bcdiceFileName(system)}.js`),
  `!${bcdice}/i18n/**`,
  `${bcdice}/i18n/i18n.json`,
  ...[...new Set(bcdiceSystems.map(bcdiceI18nBase))].map((base) => `${bcdice}/i18n/${base}.*.json`)
]

/**
 * Runtime dependencies the app leaves out on purpose: BCDice declares lodash and source-map-support
 * (with theirs, source-map and buffer-from), but its built lib never loads them — only its own tests
 * did. That is 1,081 of the package's 1,680 files. The packing check reads every packed script for
 * an import of them, and the packed dice worker rolls in every system without them.
 */
export const leftOutPackages = ['lodash', 'source-map-support', 'source-map', 'buffer-from']

/** How `npm run dist` packs Overseer: an installer for the OS it runs on (NSIS, DMG, AppImage and deb). */
const config: Configuration = {
  appId: 'app.overseer.gm',
  productName: 'Overseer',
  copyright: 'Overseer',
  directories: { output: 'dist', buildResources: 'build' },
  // The built app and what its main process imports at run time (electron-builder adds the production
  // dependencies; these patterns trim them). The web host and CLI bundles (out/node) are not the app's.
  files: [
    'out/main/**',
    'out/preload/**',
    'out/renderer/**',
    // The renderer's build manifest is for the bench (bench/bundle-size.ts), not the app.
    '!out/renderer/.vite/**',
    '!**/*.map',
    '!node_modules/**/*.{md,markdown,map,ts,tsbuildinfo}',
    // …but every package's licence file stays, whatever its extension (the notices quote them).
    'node_modules/**/{LICENSE,LICENCE,License,Licence,license,licence,COPYING}{,.md,.txt,.markdown,-MIT}',
    '!node_modules/**/{test,tests,__tests__,docs,example,examples}/**',
    ...leftOutPackages.map((name) => `!node_modules/${name}/**`),
    ...bcdiceFiles
  ],
  asar: true,
  // A campaign file (`.overseer`) opens in Overseer on a double-click: the OS hands it over on the command
  // line (Windows, Linux: single-instance.ts passes it to the running app) or by `open-file` (macOS). Older
  // `.overseer.json` files still open from Open…, a drop or the command line; `.json` is not claimed.
  fileAssociations: [
    {
      ext: campaignExtension.slice(1),
      name: 'Overseer.Campaign',
      description: 'Overseer campaign',
      mimeType: 'application/x-overseer-campaign',
      role: 'Editor',
      rank: 'Owner'
    }
  ],
  // What the Help menu opens with the OS's own viewer, so outside the app.asar (help.ts, helpFilePath).
  extraResources: [
    { from: 'docs/rules.md', to: 'rules.md' },
    { from: 'LICENSE', to: 'LICENSE' }
  ],
  // electron-builder packs whatever `npm ls` reports, even when npm reports problems: an app lacking a
  // runtime dependency stops here, naming it, before it becomes an installer.
  // Then the third-party notices are written beside the app.asar from what it holds (scripts/third-party-notices.ts).
  afterPack: async (context) => {
    await checkPackedDependencies(context, leftOutPackages)
    await writeThirdPartyNotices(context)
  },
  // The fuses flip bits in the Electron binary itself (electron/fuses): no running as plain Node, no
  // NODE_OPTIONS or --inspect, code only from the app.asar whose integrity is checked (macOS, Windows),
  // and file:// without its old extra privileges (pages come from app://).
  electronFuses: {
    runAsNode: false,
    enableCookieEncryption: true,
    enableNodeOptionsEnvironmentVariable: false,
    enableNodeCliInspectArguments: false,
    enableEmbeddedAsarIntegrityValidation: true,
    onlyLoadAppFromAsar: true,
    loadBrowserProcessSpecificV8Snapshot: false,
    grantFileProtocolExtraPrivileges: false
  },
  win: { target: 'nsis', icon: 'build/icon.ico' },
  // The file names the README promises, on every machine alike.
  nsis: { oneClick: false, perMachine: false, allowToChangeInstallationDirectory: true, shortcutName: 'Overseer', artifactName: 'Overseer-Setup-${version}.${ext}' },
  mac: { target: 'dmg', icon: 'build/icon.icns', category: 'public.app-category.role-playing-games' },
  dmg: { artifactName: 'Overseer-${version}-${arch}.${ext}' },
  appImage: { artifactName: 'Overseer-${version}-${arch}.${ext}' },
  linux: {
    target: ['AppImage', 'deb'],
    icon: 'build/icon.png',
    category: 'Game',
    maintainer: 'Overseer',
    synopsis: 'The game master’s control panel for a Holy-Grail-War style campaign'
  },
  deb: { packageName: 'overseer', artifactName: 'overseer_${version}_${arch}.${ext}' }
}

export default config

// The import rules of the house, checked by `npm run lint:deps` inside `npm test`.
//
// machines/ in floors, from the bottom:
//   text/            bilingual text helpers: imports nothing of ours
//   reasons/         refusal words: text only; each part registers its own reasons.en.ts / reasons.ko.ts
//   dice/            dice notation and requests: reasons, text
//   campaign/model/  what a phase may know of the campaign: records, ids, settings, roster lookups,
//                    glossary words and the phase contract (PhaseDefinition)
//   <phase>/         war-turn/, duel/, encounter/ and any new phase folder: itself and the floors above
//   campaign/        the campaign layer (machine, commands, engine, views, session log): a phase
//                    only through its definition, `<phase>/phase.ts`, which only the registry
//                    (`campaign/phases.ts`) imports; tests/architecture/campaign-names-no-phase.test.ts
//                    keeps phase names (command types, kinds, reason keys) out of the layer's text
// A phase folder is any folder of machines/ but campaign/, reasons/, dice/ and text/.
const phase = '(?!campaign/|reasons/|dice/|text/)[^/]+'
const floors = 'campaign/model|reasons|dice|text'

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      comment: 'No import cycles, type-only ones included: each one is a knot a reader has to untie.',
      severity: 'error',
      from: { path: '^(machines|src)/' },
      to: { circular: true }
    },
    {
      name: 'machines-are-pure',
      comment: 'machines/ is the game: no UI, no Electron, no node built-ins, nothing of src/ (docs/architecture.md).',
      severity: 'error',
      from: { path: '^machines/' },
      to: { path: '^(src/|node_modules/(electron|svelte)/)|^node:|^(fs|path|os|child_process|crypto)$' }
    },
    {
      name: 'phase-imports-only-floors',
      comment: 'A phase imports only itself, the campaign model, reasons, dice and text; never another phase or the campaign layer.',
      severity: 'error',
      from: { path: `^machines/(${phase})/` },
      to: { path: '^machines/', pathNot: [`^machines/$1/`, `^machines/(${floors})/`] }
    },
    {
      name: 'campaign-sees-phases-through-definitions',
      comment: "The campaign layer looks phases up; it reaches a phase only through its definition (`<phase>/phase.ts`).",
      severity: 'error',
      from: { path: '^machines/campaign/', pathNot: '^machines/campaign/model/' },
      to: { path: `^machines/${phase}/`, pathNot: `^machines/${phase}/phase\\.ts$` }
    },
    {
      name: 'only-the-registry-imports-phases',
      comment: "Only the registry (`campaign/phases.ts`) imports a phase's definition; the rest of the campaign layer asks the registry by kind.",
      severity: 'error',
      from: { path: '^machines/campaign/', pathNot: '^machines/campaign/(model/|phases\\.ts$)' },
      to: { path: `^machines/${phase}/phase\\.ts$` }
    },
    {
      name: 'model-is-a-floor',
      comment: 'The campaign model imports only itself and the floors below it.',
      severity: 'error',
      from: { path: '^machines/campaign/model/' },
      to: { path: '^machines/', pathNot: '^machines/(campaign/model|reasons|dice|text)/' }
    },
    {
      name: 'dice-and-reasons-are-floors',
      comment: "dice/ uses reasons and text; reasons/ uses text only: each part registers its own words (a phase through its definition), the catalog imports none.",
      severity: 'error',
      from: { path: '^machines/(dice|reasons)/' },
      to: { path: '^machines/', pathNot: '^machines/(text|dice|reasons)/' }
    },
    {
      name: 'text-imports-nothing',
      comment: 'The text leaf imports nothing of ours.',
      severity: 'error',
      from: { path: '^machines/text/' },
      to: { path: '^machines/', pathNot: '^machines/text/' }
    },
    {
      name: 'reason-words-are-leaves',
      comment: "A part's reason words import only its other language's (for the key list) and the catalog they add their keys to.",
      severity: 'error',
      from: { path: '^machines/([^/]+)/reasons\\.(en|ko)\\.ts$' },
      to: { path: '^(machines|src)/', pathNot: ['^machines/$1/reasons\\.(en|ko)\\.ts$', '^machines/reasons/catalog\\.ts$'] }
    },
    {
      name: 'phase-rules-are-pure',
      comment: "A phase's pure rules (duel/rules/, encounter/rules/) know nothing of its machine, its commands or its log.",
      severity: 'error',
      from: { path: '^machines/([^/]+)/rules/' },
      to: { path: '^machines/$1/', pathNot: '^machines/$1/rules/' }
    },
    {
      name: 'src-does-not-import-tests',
      severity: 'error',
      from: { path: '^(machines|src)/' },
      to: { path: '^tests/' }
    }
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(out|node_modules)/' },
    // Type-only imports count: a cycle of types is still a cycle for the reader.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.svelte', '.js', '.mjs', '.json'] },
    reporterOptions: { text: { highlightFocused: true } }
  }
}

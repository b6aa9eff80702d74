import { defineConfig } from 'vite';
import preact from '@preact/preset-vite';
import { VitePWA } from 'vite-plugin-pwa';
import { fileURLToPath } from 'node:url';
import { deepLinkPreload } from './vite-plugins/deep-link-preload.js';

const pkg = (p: string) => fileURLToPath(new URL(`../../packages/${p}`, import.meta.url));

export default defineConfig({
  // Workspace packages are consumed from source so the app never depends on their build
  // step having run (the rules engine ships no dist of its own).
  resolve: {
    // Exact matches: a plain '@carc/rules' key would also rewrite '@carc/rules/easter'.
    alias: [
      { find: /^@carc\/rules$/, replacement: pkg('rules/src/index.ts') },
      { find: /^@carc\/rules\/(christmas-gift|gifts|festival|easter)$/, replacement: pkg('rules/src/expansions/$1/index.ts') },
      // The modules alone (their rules), apart from the kinds and view readers of the entries above.
      { find: /^@carc\/rules\/(christmas-gift|easter)\/module$/, replacement: pkg('rules/src/expansions/$1/module.ts') },
      { find: /^@carc\/tiles$/, replacement: pkg('tiles/src/index.ts') },
      { find: /^@carc\/protocol$/, replacement: pkg('protocol/src/index.ts') },
    ],
  },
  build: {
    outDir: 'dist',
    // WebAssembly and icons must stay real files: inlined data URLs defeat caching and
    // the Worker's static asset serving.
    assetsInlineLimit: 0,
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The rules of the base game, and what every game's interface reads of the
            // expansions, in one chunk rather than a dozen small ones: the game screen loads
            // them all at once, over HTTP/1.1 too. Left to the bundler, the kinds and card
            // list of Christmas Gift and Easter would join the chunk of that expansion's
            // module (its rules, which share them), and every game would load those rules;
            // src/game/engines.ts loads them only for a game that uses them. Not the
            // all-expansions engine either (all.ts and its table), which other screens add.
            {
              name: 'rules',
              test: /packages[\\/](rules[\\/]src[\\/](?!all\.ts$|expansions[\\/](index\.ts$|christmas-gift[\\/]|easter[\\/]))|rules[\\/]src[\\/]expansions[\\/](christmas-gift|easter)[\\/](decisions|actions|cards)\.ts$|core[\\/]dist[\\/])/,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  worker: { format: 'es' },
  plugins: [
    preact(),
    // The modules src/app/App.tsx loads for each route, and for a game what its loader
    // src/modes/LocalGameScreen.tsx (part of the entry) loads (keep them in step): a deep
    // link's screen is preloaded by index.html instead of after the entry script has run.
    deepLinkPreload(fileURLToPath(new URL('.', import.meta.url)), {
      setup: ['src/modes/Setup.tsx'],
      game: ['src/modes/LocalGamePlay.tsx', 'src/game/localGame.ts', 'src/game/rulesReady.ts', 'src/board/TileDefs.tsx'],
      online: ['src/online/OnlineScreen.tsx'],
      room: ['src/online/OnlineScreen.tsx', 'src/board/TileDefs.tsx'],
      replay: ['src/replay/ReplayScreen.tsx', 'src/game/rulesReady.ts', 'src/board/TileDefs.tsx'],
      analysis: ['src/analysis/AnalysisScreen.tsx', 'src/game/rulesReady.ts', 'src/board/TileDefs.tsx'],
      tiles: ['src/board/TileGallery.tsx', 'src/board/TileDefs.tsx'],
      help: ['src/help/HelpScreen.tsx', 'src/board/TileDefs.tsx'],
      games: ['src/turns/MyGamesScreen.tsx'],
      move: ['src/transfer/TakeSeat.tsx'],
    }),
    VitePWA({
      injectRegister: false,
      registerType: 'prompt',
      includeAssets: ['icon.svg', 'icon-192.png', 'icon-512.png'],
      manifest: {
        name: 'Carcassonne Edge',
        short_name: 'Carcassonne',
        description: 'Play Carcassonne offline, against bots or online.',
        theme_color: '#2f5d2a',
        background_color: '#e9e3cf',
        display: 'standalone',
        start_url: '/',
        scope: '/',
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' },
        ],
      },
      // A worker of our own (src/pwa/sw.ts) for the "your turn" notifications (#27 point 5);
      // it precaches and routes as the generated one did. An iife bundle: registered as a
      // classic script (register.ts).
      strategies: 'injectManifest',
      srcDir: 'src/pwa',
      filename: 'sw.ts',
      injectManifest: {
        // Icons and the web manifest come from includeAssets and manifest: listing them here
        // too would precache them twice (conflicting entries once their revisions differ).
        globPatterns: ['**/*.{js,css,html,wasm}'],
        rollupFormat: 'iife',
      },
      devOptions: { enabled: false },
    }),
  ],
  server: { proxy: { '/api': { target: 'http://127.0.0.1:8787', ws: true } } },
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    // The app loads one language at a time; the tests read all seven synchronously.
    setupFiles: ['src/i18n/test-setup.ts'],
  },
} as never);

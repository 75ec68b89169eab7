import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { prerender } from './scripts/prerender.ts';
import { prerenderMessages } from './scripts/prerender-messages.ts';

/**
 * React Router publishes its development build under every export condition, so a bundler picks
 * it for production too. Builds take the production build it ships beside it: the same code
 * without the development warnings (which also print in the visitor's console).
 */
function reactRouterProduction(): Plugin {
  const root = path.dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
  return {
    name: 'itin:react-router-production',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: path.join(root, 'dist/production/index.mjs') },
          { find: /^react-router\/dom$/, replacement: path.join(root, 'dist/production/dom-export.mjs') },
        ],
      },
    }),
  };
}

export default defineConfig({
  // Builds only: reactRouterProduction() (below); prerenderMessages() compiles message descriptors ahead of time
  // (scripts/prerender-messages.ts); prerender() renders the public pages to static HTML after
  // `vite build` (scripts/prerender.ts).
  plugins: [react(), vanillaExtractPlugin(), reactRouterProduction(), prerenderMessages(), prerender()],
  // Pre-bundle up front so Vite does not re-optimise (and reload) in the middle of a test run.
  optimizeDeps: {
    include: [
      '@vanilla-extract/recipes/createRuntimeFn',
      '@vanilla-extract/sprinkles/createRuntimeSprinkles',
      '@vanilla-extract/css/functionSerializer',
      '@radix-ui/react-accordion',
      '@radix-ui/react-collapsible',
      '@radix-ui/react-dropdown-menu',
      'react-intl',
      'react-router-dom',
      // Story tests render server markup to prove some components read without JavaScript.
      'react-dom/server',
    ],
  },
  build: {
    // Read by the prerender (which files a page needs) and by scripts/check-budgets.mjs.
    manifest: true,
    // Every browser of the build target preloads modules natively.
    modulePreload: { polyfill: false },
    // Fonts stay files, however small. Inlined, a subset no page may need (JetBrains Mono's
    // Cyrillic Extended, 2.9 KB as base64) rode in every prerendered page's inline CSS, a seventh
    // of the landing page's compressed document, and in the stylesheet of every other page.
    assetsInlineLimit: (file) => (/\.woff2?$/.test(file) ? false : undefined),
    rolldownOptions: {
      treeshake: {
        // The kit is a library: a component nobody renders must not reach a bundle just because
        // ui/index.ts re-exports it. Only its stylesheets (.css.ts) have import-time effects.
        moduleSideEffects: [
          { test: /\.css\.ts$/, sideEffects: true },
          { test: /\/ui\/.+\.tsx?$/, sideEffects: false },
        ],
      },
    },
  },
  define: {
    // The year the build was made: prerendered pages show it, and hydration must render the same
    // text, whatever the visitor's clock says.
    'import.meta.env.VITE_BUILD_YEAR': JSON.stringify(String(new Date().getFullYear())),
  },
  server: { port: 5173 },
  preview: { port: 4173, strictPort: true },
});

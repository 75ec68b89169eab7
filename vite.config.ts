import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
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
      'react-router',
      // Story tests render server markup to prove some components read without JavaScript.
      'react-dom/server',
    ],
  },
  server: { port: 5173 },
  preview: { port: 4173, strictPort: true },
});

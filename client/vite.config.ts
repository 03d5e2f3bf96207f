import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API server (npm run dev starts it on port 4000) owns these paths; everything else is the SPA.
const apiTarget = 'http://localhost:4000';
const proxy = {
  '/graphql': apiTarget,
  '/api': apiTarget,
  '/public': apiTarget,
};

export default defineConfig({
  plugins: [react()],
  resolve: {
    // Compile common from source so the client never waits for (or goes stale against) common/dist.
    alias: {
      '@kurzy/common': fileURLToPath(new URL('../common/src/index.ts', import.meta.url)),
    },
  },
  server: { proxy },
  preview: { proxy },
  build: { outDir: 'dist' },
});

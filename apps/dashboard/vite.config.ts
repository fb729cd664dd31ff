import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const server = process.env.VEV_SERVER_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: server },
      '/sso': { target: server },
      '/media': { target: server },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 800,
  },
});

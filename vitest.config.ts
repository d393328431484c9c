import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    include: ['{src,adapters,ports,test,scripts}/**/*.test.{ts,tsx}'],
    globalSetup: ['test/support/global-setup.ts'],
    setupFiles: ['test/support/setup.ts'],
    pool: 'forks',
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // Browser tests start Chromium: keep their number of simultaneous files low.
    maxWorkers: 2,
  },
});

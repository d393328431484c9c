import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import SlowFilesFirst from './test/support/slow-files-first';

export default defineConfig({
  plugins: [react()],
  test: {
    include: ['{src,adapters,ports,test,scripts}/**/*.test.{ts,tsx}'],
    globalSetup: ['test/support/global-setup.ts'],
    setupFiles: ['test/support/setup.ts'],
    pool: 'forks',
    // A worker runs its files one after another in one process, reusing the modules it has
    // loaded: loading the application again for each of 170 files was a quarter of the run's
    // CPU. Every file still starts its own app and database (decision 039).
    isolate: false,
    sequence: { sequencer: SlowFilesFirst },
    reporters: ['default', './test/support/file-times.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // Browser tests share one Chromium (global-setup.ts): keep the number of files at once low.
    maxWorkers: 2,
  },
});

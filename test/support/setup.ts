import 'reflect-metadata';
import { inject } from 'vitest';
import { printInRunBrowser } from './print-browser';

// Test apps print in the run's one Chromium (test/support/global-setup.ts), when it has one.
printInRunBrowser(() => Promise.resolve(inject('browserWSEndpoint') || undefined));

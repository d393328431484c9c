import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './adapters/postgres-store/schema.ts',
    './adapters/postgres-store/identity-schema.ts',
    './adapters/postgres-store/sandbox-schema.ts',
    './adapters/postgres-store/chat-schema.ts',
    './adapters/postgres-store/watch-schema.ts',
    './adapters/postgres-store/passkey-schema.ts',
    './adapters/postgres-store/carbon-offset-schema.ts',
  ],
  out: './adapters/postgres-store/migrations',
});

import { Client } from 'pg';
import { openDatabase } from '../../adapters/postgres-store/database';

const TEMPLATE = 'contrail_migrated';

/**
 * A database on the server at `adminUrl` with every migration applied, for test databases to
 * be copied from (`create database ... template`): a copy is a file copy, where migrating each
 * new database ran every migration again. Answers its name.
 */
export async function migratedTemplate(adminUrl: string): Promise<string> {
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${TEMPLATE}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${TEMPLATE}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 1 });
  await database.close();
  return TEMPLATE;
}

/**
 * `create database <name> template <template>`, waiting while the template's last connections
 * close: PostgreSQL refuses a copy (55006) while anyone is connected to its source, and a pool's
 * end() resolves before its sockets have gone.
 */
export async function copyOfTemplate(admin: Client, name: string, template: string): Promise<void> {
  for (let tries = 0; ; tries += 1) {
    try {
      await admin.query(`create database ${name} template ${template}`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '55006' || tries >= 100) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

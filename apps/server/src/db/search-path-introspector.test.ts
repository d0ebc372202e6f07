import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseKinds, TEST_POSTGRES_URL } from '../testing/test-app.ts';

const postgres = databaseKinds.find((kind) => kind.name === 'postgres');

/** Several app instances or suites on one PostgreSQL server: schemas come and go meanwhile. */
describe.runIf(postgres)('migrations beside other schemas [postgres]', () => {
  const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  const connected = admin.connect();
  afterAll(() => admin.end());

  it('migrate while another connection drops schemas, and see only their own tables', async () => {
    await connected;
    const prefix = `churn_${process.pid}_${Date.now()}`;
    let dropping = true;
    // Another suite's schemas, created and dropped as fast as the server allows.
    const churn = (async () => {
      for (let i = 0; dropping; i++) {
        await admin.query(`create schema ${prefix}_${i}; create table ${prefix}_${i}.t (id int)`);
        await admin.query(`drop schema ${prefix}_${i} cascade`);
      }
    })();
    try {
      for (let round = 0; round < 3; round++) {
        const { database, dispose } = await postgres!.open();
        try {
          await database.migrate();
          const tables = await database.db.introspection.getTables();
          expect(new Set(tables.map((table) => table.schema)).size).toBe(1);
          expect(tables.map((table) => table.name)).toContain('users');
        } finally {
          await dispose();
        }
      }
    } finally {
      dropping = false;
      await churn;
    }
  });
});

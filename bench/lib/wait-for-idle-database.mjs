// A scenario that overloads the server leaves queries queued in its pool and
// running in PostgreSQL after autocannon stops; measuring the next scenario
// then would measure that backlog. Wait until the database has no active
// query but our own.
import pg from 'pg';

export async function waitForIdleDatabase(databaseUrl, { seconds = 180 } = {}) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const deadline = Date.now() + seconds * 1000;
    for (;;) {
      const { rows } = await client.query(
        `select count(*)::int as n from pg_stat_activity
         where datname = current_database() and state = 'active' and pid <> pg_backend_pid()`,
      );
      if (rows[0].n === 0) return true;
      if (Date.now() > deadline) return false;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } finally {
    await client.end();
  }
}

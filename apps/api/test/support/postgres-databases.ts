import pg from 'pg';

/*
 * Every test file gets its own PostgreSQL database, copied from the run's
 * migrated template and dropped afterwards. Names carry the run id so a run
 * never touches another run's databases.
 */

export function requireTestDatabaseUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set: the PostgreSQL suite cannot run');
  return url;
}

/** The same server, connected to its maintenance database. */
export function adminUrl(templateUrl: string): string {
  const url = new URL(templateUrl);
  url.pathname = '/postgres';
  return url.toString();
}

export function databaseName(url: string): string {
  return decodeURIComponent(new URL(url).pathname.slice(1));
}

async function withAdmin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Copies the template into a new database and answers its URL. */
export async function createDatabaseFromTemplate(
  templateUrl: string,
  name: string,
): Promise<string> {
  await withAdmin(adminUrl(templateUrl), async (client) => {
    // Two files copying the template at the same instant can collide; retry briefly.
    for (let attempt = 1; ; attempt++) {
      try {
        await client.query(
          `create database ${quote(name)} template ${quote(databaseName(templateUrl))}`,
        );
        return;
      } catch (error) {
        const busy = error instanceof Error && /being accessed by other users/.test(error.message);
        if (!busy || attempt >= 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
      }
    }
  });
  const url = new URL(templateUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropDatabase(admin: string, name: string): Promise<void> {
  await withAdmin(admin, (client) =>
    client.query(`drop database if exists ${quote(name)} with (force)`),
  );
}

export async function dropRunDatabases(admin: string, runId: string): Promise<void> {
  await withAdmin(admin, async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      'select datname from pg_database where datname like $1',
      [`waka_t_${runId}_%`],
    );
    for (const { datname } of rows)
      await client.query(`drop database if exists ${quote(datname)} with (force)`);
  });
}

import pg from 'pg';

/**
 * A new, empty database on the PostgreSQL server `baseUrl` names (the server migrates it when it
 * starts), and how to drop it. The bench's own, on BENCH_DATABASE_URL's server: the test
 * harness's databases live on the tests' cluster.
 */
export async function benchDatabase(
  baseUrl: string,
  name: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`bad database name: ${name}`);
  const admin = async (sql: string) => {
    const c = new pg.Client({ connectionString: baseUrl });
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => admin(`drop database if exists ${name} with (force)`),
  };
}

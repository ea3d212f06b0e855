import pg from "pg";

// A database of its own for one benchmark or proof run, on the PostgreSQL server of `adminUrl`: named
// `<prefix>_<time>`, dropped (connections and all) by `drop`. Throws when the server cannot be reached,
// which the callers report as a skip.
export async function createScratchDatabase(adminUrl: string, prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${Date.now()}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}

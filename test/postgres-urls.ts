import crypto from "node:crypto";

export function testRunId(): string {
  return `${Date.now().toString(36)}_${process.pid}_${crypto.randomBytes(3).toString("hex")}`;
}

/** The same server and credentials, another database. */
export function databaseUrl(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** The database named in TEST_DATABASE_URL is where we issue CREATE/DROP DATABASE from. */
export function adminUrl(url: string): string {
  return url;
}

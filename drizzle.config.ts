import { defineConfig } from "drizzle-kit";

// Generates SQL migrations from lib/db/schema.ts. The same files are applied to PGlite and PostgreSQL.
export default defineConfig({
  dialect: "postgresql",
  schema: "./lib/db/schema.ts",
  out: "./drizzle",
});

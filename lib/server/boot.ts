import { getDatabase } from "@/lib/db";
import { getEnv, isBuildPhase } from "@/lib/env";
import { log, setLogLevel } from "@/lib/log";

/**
 * Start-up of a web process: validate the environment (a bad value stops start-up, naming the
 * variable), open and migrate the database, then start the embedded news engine when configured.
 */
export async function bootServer(): Promise<void> {
  const env = getEnv();
  setLogLevel(env.LOG_LEVEL);
  if (isBuildPhase(env)) return;
  const handle = await getDatabase();
  log.info("server booted", { database: handle.kind, port: env.PORT });
}

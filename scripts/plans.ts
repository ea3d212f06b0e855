// `npm run plans -- grant EMAIL PLAN --until YYYY-MM-DD | revoke EMAIL | institution EMAIL NAME [--icon URL]`: plans set
// by hand (issue 21; lib/accounts/plans-admin.ts).
import { makeInstitutional, grantPlan, revokePlan, GRANTABLE } from "../lib/accounts/plans-admin";
import { AppError } from "../lib/api/errors";
import { getDatabase } from "../lib/db";
import { parseArgs, runCli } from "./lib/cli";

const USAGE = `usage: npm run plans -- grant EMAIL PLAN --until YYYY-MM-DD   (PLAN: ${GRANTABLE.join(", ")})
       npm run plans -- revoke EMAIL
       npm run plans -- institution EMAIL "INSTITUTION NAME" [--icon https://…/logo.svg]`;

runCli(async () => {
  const { positional, options } = parseArgs(process.argv.slice(2));
  const [command, email, third] = positional;
  const until = options.get("until");
  const icon = options.get("icon");
  const valid =
    (command === "grant" && email && third && typeof until === "string") || (command === "revoke" && email) || (command === "institution" && email && third && icon !== true);
  if (!valid) {
    console.error(USAGE);
    return 2;
  }
  const handle = await getDatabase();
  try {
    const now = new Date();
    const message =
      command === "grant"
        ? await grantPlan(handle.db, { email: email!, plan: third!, until: until as string, now })
        : command === "revoke"
          ? await revokePlan(handle.db, { email: email!, now })
          : await makeInstitutional(handle.db, { email: email!, name: positional.slice(2).join(" "), icon: icon as string | undefined, now });
    console.log(message);
    return 0;
  } catch (error) {
    if (error instanceof AppError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await handle.close();
  }
});

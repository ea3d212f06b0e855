import { accountRoute } from "@/lib/api/account-route";
import { AppError } from "@/lib/api/errors";
import { exportUserData } from "@/lib/queries/personal-account";

export const dynamic = "force-dynamic";

// GET /v04/personal/export: "Export my data" on /account, a JSON download of the user, their follows,
// reads, sessions (without tokens) and experiment choices.
export async function GET(request: Request): Promise<Response> {
  return accountRoute(request, { auth: "required" }, async ({ db, session, now }) => {
    const data = await exportUserData(db, session.user.id);
    if (!data) throw new AppError("unauthorized", "Unauthorized");
    const body = JSON.stringify({ exportedAt: now.toISOString(), ...data }, null, 2);
    return new Response(body, {
      headers: {
        "content-type": "application/json; charset=utf-8",
        "content-disposition": `attachment; filename="openground-data-${session.user.id}-${now.toISOString().slice(0, 10)}.json"`,
        "cache-control": "private, no-store",
      },
    });
  });
}

import { z } from "zod";
import { accountRoute } from "@/lib/api/account-route";
import { AppError, describeZodError } from "@/lib/api/errors";
import { searchInterests } from "@/lib/queries/personal-topics";

export const dynamic = "force-dynamic";

const querySchema = z.object({ q: z.string().trim().min(2).max(64), limit: z.coerce.number().int().min(1).max(30).default(12) });

// GET /v04/personal/interests?q=…: interests to follow whose name contains q (onboarding's interest
// search), topics first. Public data, but only asked for by signed-in readers choosing what to follow.
export async function GET(request: Request): Promise<Response> {
  return accountRoute(request, { auth: "optional" }, async ({ db }) => {
    const parsed = querySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!parsed.success) throw new AppError("bad_request", describeZodError(parsed.error));
    const matches = await searchInterests(db, { query: parsed.data.q, limit: parsed.data.limit });
    return Response.json(matches, { headers: { "cache-control": "private, max-age=60" } });
  });
}

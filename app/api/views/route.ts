import { isbot } from "isbot";
import { z } from "zod";
import { accountRoute, noContent } from "@/lib/api/account-route";
import { readJsonBody } from "@/lib/api/request-input";
import { pageViewOf, referrerHost } from "@/lib/client/page-view";
import { recordPageView } from "@/lib/queries/page-views";

export const dynamic = "force-dynamic";

const bodySchema = z.object({
  path: z.string().startsWith("/", "must be a path on this site").max(2000),
  referrer: z.string().max(2000).optional(),
  landing: z.boolean().default(false),
  utmCampaign: z.string().trim().max(200).optional(),
});

// POST /api/views {path, referrer?, landing, utmCampaign?} (issue 19): the site's own page-view tracker.
// The browser sends it only with analytics consent; a bot's user agent is not counted either way. The
// page is stored as spec §2 groups it (section by first path segment, generic titles); the referrer only
// as another site's host. 204.
export async function POST(request: Request): Promise<Response> {
  return accountRoute(request, { auth: "none" }, async ({ db, now }) => {
    const body = await readJsonBody(request, bodySchema);
    if (isbot(request.headers.get("user-agent") ?? "")) return noContent();
    const { section, page } = pageViewOf(new URL(body.path, "http://site.invalid").pathname);
    await recordPageView(db, {
      section,
      page,
      referrerHost: body.referrer ? referrerHost(body.referrer, new URL(request.url).hostname) : null,
      landing: body.landing,
      utmCampaign: body.utmCampaign || null,
      viewedAt: now,
    });
    return noContent();
  });
}

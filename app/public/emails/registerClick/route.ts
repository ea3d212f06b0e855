import { z } from "zod";
import { accountRoute, noContent } from "@/lib/api/account-route";
import { identifierSchema, limitPublicEmail } from "@/lib/api/public-email";
import { readJsonBody } from "@/lib/api/request-input";
import { addressOfToken } from "@/lib/mail/public-email";
import { recordEmailClick } from "@/lib/queries/email-subscriptions";

export const dynamic = "force-dynamic";

const field = z.union([z.string().max(200), z.number()]).transform(String).nullish();
const clickSchema = z.object({
  token: z.string().max(200).nullish(),
  path: z.string().min(1).max(2000),
  emailIdentifier: identifierSchema,
  numberInSeries: field,
  variant: field,
  edition: field,
  category: field,
  subCategory: field,
});

// POST /public/emails/registerClick with the §3 e-mail-click fields → 204. The click is kept with the
// hashed address when the token is good, without it otherwise; the answer is the same either way.
export async function POST(request: Request): Promise<Response> {
  return accountRoute(request, { auth: "none" }, async ({ db, now }) => {
    await limitPublicEmail(request);
    const { token, ...click } = await readJsonBody(request, clickSchema);
    const address = await addressOfToken(db, token ?? undefined, now);
    await recordEmailClick(db, { ...click, emailHash: address?.emailHash ?? null, now });
    return noContent();
  });
}

import { z } from "zod";
import { accountRoute, noContent } from "@/lib/api/account-route";
import { AppError } from "@/lib/api/errors";
import { enforceRateLimit } from "@/lib/api/rate-limiters";
import { positiveIdSchema, readJsonBody } from "@/lib/api/request-input";
import { recordAssistantReaction } from "@/lib/queries/assistant";
import { QUESTION_MAX_LENGTH } from "@/lib/news/assistant/question";
import { assistantReader, STORY_NOT_FOUND } from "@/lib/site/story-assistant";

export const dynamic = "force-dynamic";

const bodySchema = z.object({
  storyId: positiveIdSchema,
  question: z.string().trim().min(1).max(QUESTION_MAX_LENGTH),
  helpful: z.boolean({ error: "must be true or false" }),
  via: z.enum(["extractive", "model"]),
  answered: z.boolean(),
  variant: z.enum(["AA2", "AA3"]),
});

// POST /api/assistant/reaction {storyId, question, helpful, via, answered, variant} (issue 22): the
// reader's GAI-Reaction to an answer, stored (the browser also sends it to analytics). 204.
export async function POST(request: Request): Promise<Response> {
  return accountRoute(request, { auth: "optional" }, async ({ db, session, now }) => {
    const reader = assistantReader(session, request.headers);
    const reaction = await readJsonBody(request, bodySchema);
    await enforceRateLimit("assistantReactionPerReader", reader);
    if (!(await recordAssistantReaction(db, { ...reaction, userId: session?.user.id ?? null, now }))) throw new AppError("not_found", STORY_NOT_FOUND);
    return noContent();
  });
}

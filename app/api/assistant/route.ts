import { z } from "zod";
import { accountRoute } from "@/lib/api/account-route";
import { enforceRateLimit } from "@/lib/api/rate-limiters";
import { positiveIdSchema, readJsonBody } from "@/lib/api/request-input";
import { QUESTION_MAX_LENGTH, QUESTION_MIN_LENGTH } from "@/lib/news/assistant/question";
import { askStoryAssistant, assistantReader } from "@/lib/site/story-assistant";

export const dynamic = "force-dynamic";

const bodySchema = z.object({
  storyId: positiveIdSchema,
  question: z
    .string({ error: "must be a question" })
    .trim()
    .min(QUESTION_MIN_LENGTH, `must be at least ${QUESTION_MIN_LENGTH} characters`)
    .max(QUESTION_MAX_LENGTH, `must be at most ${QUESTION_MAX_LENGTH} characters`),
});

// POST /api/assistant {storyId, question} (issue 22): the story page's article assistant. The answer
// cites the story's articles, or says the articles do not answer the question. 403 for plans without
// the assistant (spec §6), 429 past the reader's limit.
export async function POST(request: Request): Promise<Response> {
  return accountRoute(request, { auth: "optional" }, async ({ db, session }) => {
    const reader = assistantReader(session, request.headers);
    const { storyId, question } = await readJsonBody(request, bodySchema);
    await enforceRateLimit("assistantPerReader", reader);
    return Response.json(await askStoryAssistant(db, storyId, question), { headers: { "cache-control": "no-store" } });
  });
}

import { answerFromReply, extractiveAnswer, chatMessages, type AssistantAnswer, type ChatMessage, type Retrieval } from "@/lib/news/assistant/answer";
import { extractiveSideSummary, sideContexts, sideSummaryFromReply, sideSummaryMessages, type SideArticle, type SideSummary } from "@/lib/news/assistant/side-summaries";
import type { Env } from "@/lib/env";
import { log } from "@/lib/log";

// The article assistant's optional language model (issue 22): any OpenAI-compatible chat completions
// endpoint (ASSISTANT_API_URL, ASSISTANT_API_KEY). It sees only the sentences retrieved from the story's
// articles and must cite them; when it is slow, failing or cites nothing, the reader gets the offline
// (extractive) answer instead, so the assistant never depends on it.

export interface AssistantModel {
  /** The chat completions address. */
  url: string;
  key: string;
  model: string;
  timeoutMs: number;
}

/** The configured endpoint, or null (offline) unless both the address and the key are set. */
export function assistantModel(env: Pick<Env, "ASSISTANT_API_URL" | "ASSISTANT_API_KEY" | "ASSISTANT_MODEL" | "ASSISTANT_TIMEOUT_MS">): AssistantModel | null {
  if (!env.ASSISTANT_API_URL || !env.ASSISTANT_API_KEY) return null;
  const base = env.ASSISTANT_API_URL.replace(/\/+$/, "");
  return {
    url: base.endsWith("/chat/completions") ? base : `${base}/chat/completions`,
    key: env.ASSISTANT_API_KEY,
    model: env.ASSISTANT_MODEL,
    timeoutMs: env.ASSISTANT_TIMEOUT_MS,
  };
}

/** The model's reply text; throws on a failed call or a reply without text. */
export async function complete(model: AssistantModel, messages: ChatMessage[]): Promise<string> {
  const response = await fetch(model.url, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${model.key}` },
    body: JSON.stringify({ model: model.model, messages, temperature: 0 }),
    signal: AbortSignal.timeout(model.timeoutMs),
  });
  if (!response.ok) throw new Error(`chat completions answered ${response.status}`);
  const body = (await response.json()) as { choices?: { message?: { content?: unknown } }[] };
  const content = body.choices?.[0]?.message?.content;
  if (typeof content !== "string" || !content.trim()) throw new Error("chat completions reply without text");
  return content;
}

/**
 * The answer to a question, from the model when one is configured and the articles hold an answer;
 * otherwise, or when the model fails or cites nothing, the extractive answer. A question the articles
 * do not answer never reaches the model.
 */
export async function answerWith(model: AssistantModel | null, question: string, retrieval: Retrieval): Promise<AssistantAnswer> {
  if (!model || !retrieval.answerable) return extractiveAnswer(retrieval);
  try {
    const answer = answerFromReply(await complete(model, chatMessages(question, retrieval.context)), retrieval.context);
    if (answer) return answer;
    log.warn("assistant model cited none of the passages; answering offline", { url: model.url });
  } catch (error) {
    log.warn("assistant model failed; answering offline", { url: model.url, error: error instanceof Error ? error.message : String(error) });
  }
  return extractiveAnswer(retrieval);
}

/**
 * The side summaries asked of the model, in this process, by side and the sentences it was given: the
 * story page is rendered again whenever the engine changes any story, and a side whose sentences did not
 * change is not asked again. A call under way is shared (readers opening a story together ask once), and
 * a side the model failed keeps its offline summary for SIDE_SUMMARY_RETRY_MS: a model that is down or
 * slow would otherwise hold every re-render of every story page for its timeout.
 */
export const SIDE_SUMMARY_CACHE_SIZE = 512;
export const SIDE_SUMMARY_RETRY_MS = 5 * 60_000;
interface SideSummaryEntry {
  summary: Promise<SideSummary>;
  /** Set when the model failed: when to ask it again. */
  retryAt?: number;
}
const holder = globalThis as unknown as { __opengroundSideSummaries?: Map<string, SideSummaryEntry> };

/**
 * "How each side tells it": written by the model when one is configured (each side asked once for the
 * same sentences), else, or for a side whose call fails or cites nothing, extractive.
 */
export async function sideSummariesWith(model: AssistantModel | null, articles: readonly SideArticle[], now = Date.now()): Promise<SideSummary[]> {
  const entries = sideContexts(articles);
  if (!model) return entries.map(extractiveSideSummary);
  const cache = (holder.__opengroundSideSummaries ??= new Map());
  return Promise.all(
    entries.map((entry) => {
      const key = `${entry.side}\n${entry.articles.length}\n${entry.context.map((source) => `${source.articleId}:${source.text}`).join("\n")}`;
      const cached = cache.get(key);
      if (cached && (cached.retryAt === undefined || cached.retryAt > now)) return cached.summary;
      const written: SideSummaryEntry = { summary: Promise.resolve(extractiveSideSummary(entry)) };
      const offline = () => {
        written.retryAt = now + SIDE_SUMMARY_RETRY_MS;
        return extractiveSideSummary(entry);
      };
      written.summary = complete(model, sideSummaryMessages(entry)).then(
        (reply) => {
          const summary = sideSummaryFromReply(entry, reply);
          if (summary) return summary;
          log.warn("assistant model cited none of a side's sentences; summarising offline", { url: model.url, side: entry.side });
          return offline();
        },
        (error: unknown) => {
          log.warn("assistant model failed on a side summary; summarising offline", { url: model.url, error: error instanceof Error ? error.message : String(error) });
          return offline();
        },
      );
      cache.delete(key);
      cache.set(key, written);
      if (cache.size > SIDE_SUMMARY_CACHE_SIZE) cache.delete(cache.keys().next().value!);
      return written.summary;
    }),
  );
}

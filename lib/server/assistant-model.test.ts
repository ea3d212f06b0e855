import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { retrieve, storyIndex } from "@/lib/news/assistant/answer";
import type { AssistantArticle } from "@/lib/news/assistant/passages";
import { setLogLevel } from "@/lib/log";
import { sideSummaries, type SideArticle } from "@/lib/news/assistant/side-summaries";
import { answerWith, assistantModel, SIDE_SUMMARY_RETRY_MS, sideSummariesWith, type AssistantModel } from "./assistant-model";

// A local stand-in for an OpenAI-compatible chat completions endpoint: it records each request and
// answers what the test says.

interface Received {
  path: string;
  authorization: string | undefined;
  body: { model: string; messages: { role: string; content: string }[] };
}

let server: http.Server;
let base: string;
const received: Received[] = [];
let reply: (body: Received["body"]) => { status: number; json?: unknown; delayMs?: number } = () => ({ status: 500 });

beforeAll(async () => {
  setLogLevel("silent");
  server = http.createServer((request, response) => {
    let text = "";
    request.on("data", (chunk) => (text += chunk));
    request.on("end", () => {
      const body = JSON.parse(text) as Received["body"];
      received.push({ path: request.url ?? "", authorization: request.headers.authorization, body });
      const { status, json, delayMs = 0 } = reply(body);
      setTimeout(() => {
        response.writeHead(status, { "content-type": "application/json" });
        response.end(JSON.stringify(json ?? { error: "stand-in" }));
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  received.length = 0;
});

const completion = (content: string) => ({ status: 200, json: { id: "chatcmpl-1", object: "chat.completion", choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }] } });

const ARTICLES: AssistantArticle[] = [
  { id: 1, outletId: "a", outletName: "Alpha News", bias: "left", url: "https://a.example/1", title: "Storm closes ports", description: "The storm closed three ports on the east coast on Sunday.", text: "" },
  { id: 2, outletId: "b", outletName: "Beta Herald", bias: "right", url: "https://b.example/2", title: "Ports shut as storm hits", description: "Shipping companies said the closures would delay deliveries by a week.", text: "" },
];
const index = storyIndex(ARTICLES);
const model = (): AssistantModel => assistantModel({ ASSISTANT_API_URL: base, ASSISTANT_API_KEY: "sk-stand-in", ASSISTANT_MODEL: "stand-in-model", ASSISTANT_TIMEOUT_MS: 500 })!;

describe("the assistant's optional language model (issue 22)", () => {
  it("is off unless both the address and the key are set, and takes a base or the full address", () => {
    expect(assistantModel({ ASSISTANT_API_URL: base, ASSISTANT_API_KEY: undefined, ASSISTANT_MODEL: "m", ASSISTANT_TIMEOUT_MS: 500 })).toBeNull();
    expect(assistantModel({ ASSISTANT_API_URL: undefined, ASSISTANT_API_KEY: "k", ASSISTANT_MODEL: "m", ASSISTANT_TIMEOUT_MS: 500 })).toBeNull();
    expect(model().url).toBe(`${base}/chat/completions`);
    expect(assistantModel({ ASSISTANT_API_URL: `${base}/chat/completions/`, ASSISTANT_API_KEY: "k", ASSISTANT_MODEL: "m", ASSISTANT_TIMEOUT_MS: 500 })!.url).toBe(`${base}/chat/completions`);
  });

  it("sends the retrieved passages as the only context and keeps the reply's citations", async () => {
    reply = () => completion("Deliveries will be delayed by about a week [1].");
    const question = "How long will deliveries be delayed by the port closures?";
    const retrieval = retrieve(index, question);
    const answer = await answerWith(model(), question, retrieval);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ path: "/v1/chat/completions", authorization: "Bearer sk-stand-in", body: { model: "stand-in-model" } });
    const prompt = received[0]!.body.messages.at(-1)!.content;
    for (const source of retrieval.context) expect(prompt).toContain(`[${source.n}] (${source.outletName}) ${source.text}`);
    expect(prompt).toContain(`Question: ${question}`);
    expect(answer).toEqual({
      answered: true,
      via: "model",
      parts: [{ text: "Deliveries will be delayed by about a week.", cites: [1] }],
      sources: [retrieval.context[0]],
    });
  });

  it("passes on the model's 'not answered'", async () => {
    reply = () => completion("NOT_ANSWERED");
    const answer = await answerWith(model(), "Which ports closed?", retrieve(index, "Which ports closed?"));
    expect(answer).toMatchObject({ answered: false, via: "model" });
  });

  it("never asks the model a question the articles do not answer", async () => {
    reply = () => completion("Invented [1].");
    const answer = await answerWith(model(), "What did the president say about tariffs?", retrieve(index, "What did the president say about tariffs?"));
    expect(received).toHaveLength(0);
    expect(answer).toMatchObject({ answered: false, via: "extractive" });
  });

  it("answers offline when the model fails, is too slow, or cites nothing", async () => {
    const question = "How long will deliveries be delayed?";
    const offline = await answerWith(null, question, retrieve(index, question));
    expect(offline).toMatchObject({ answered: true, via: "extractive" });
    for (const behaviour of [() => ({ status: 500 }), () => ({ ...completion("A week [1]."), delayMs: 1500 }), () => completion("About a week, probably.")]) {
      reply = behaviour;
      expect(await answerWith(model(), question, retrieve(index, question))).toEqual(offline);
    }
    expect(received).toHaveLength(3);
  });
});

describe("'How each side tells it' through the optional model (issue 22)", () => {
  const sided: SideArticle[] = ARTICLES.map((article, index) => ({ ...article, publishedAt: index }));

  it("asks once per side for the same sentences, keeps each summary's sources, and falls back per side", async () => {
    reply = (body) => (body.messages[1]!.content.startsWith("Left") ? completion("The left stresses the closed ports [1].") : { status: 503 });
    const first = await sideSummariesWith(model(), sided);
    expect(received.map((request) => request.body.messages[1]!.content.split(" ")[0])).toEqual(["Left", "Right"]);
    expect(received[0]!.body.messages[1]!.content).not.toContain("Shipping companies");
    expect(first[0]).toEqual({ side: "left", articleCount: 1, via: "model", sentences: [{ text: "The left stresses the closed ports.", sources: [{ articleId: 1, url: "https://a.example/1", outletName: "Alpha News" }] }] });
    // The right's call failed: its own sentences, as offline.
    expect(first[1]).toEqual(sideSummaries(sided)[1]);

    received.length = 0;
    const again = await sideSummariesWith(model(), sided);
    expect(again).toEqual(first);
    // The failed side keeps its offline summary for a while: a model that is down does not hold every render.
    expect(received).toHaveLength(0);
    // Then only the side without a written summary is asked again.
    const later = await sideSummariesWith(model(), sided, Date.now() + SIDE_SUMMARY_RETRY_MS);
    expect(later[0]).toEqual(first[0]);
    expect(received).toHaveLength(1);
  });

  it("asks once when several renders want the same side at the same time", async () => {
    const other = sided.map((article) => ({ ...article, description: `${article.description} Officials gave no date for reopening.` }));
    reply = () => ({ ...completion("The side reports the closures [1]."), delayMs: 100 });
    const [one, two] = await Promise.all([sideSummariesWith(model(), other), sideSummariesWith(model(), other)]);
    expect(two).toEqual(one);
    expect(one.map((summary) => summary.via)).toEqual(["model", "model"]);
    expect(received).toHaveLength(2);
  });

  it("is offline without a model", async () => {
    expect(await sideSummariesWith(null, sided)).toEqual(sideSummaries(sided));
    expect(received).toHaveLength(0);
  });
});

import { describe, expect, it } from "vitest";
import { answerFromReply, chatMessages, extractiveAnswer, MIN_COVERAGE, NOT_ANSWERED, questionTerms, retrieve, storyIndex } from "./answer";
import { rankPassages } from "./passage-index";
import type { AssistantArticle } from "./passages";

/** Retrieve and answer offline, as the route does without a model. */
const answerQuestion = (index: ReturnType<typeof storyIndex>, question: string) => extractiveAnswer(retrieve(index, question));

const article = (id: number, outletName: string, title: string, description: string, text = ""): AssistantArticle => ({
  id,
  outletId: outletName.toLowerCase().replace(/\s+/g, "-"),
  outletName,
  bias: "center",
  url: `https://news.example/${id}`,
  title,
  description,
  text,
});

const STORY: AssistantArticle[] = [
  article(
    11,
    "Harbor Times",
    "Governor signs budget that raises school spending",
    "The governor signed the state budget on Friday after weeks of negotiation with lawmakers.",
    "The governor signed the state budget on Friday after weeks of negotiation with lawmakers. The plan raises school spending by 4 percent, to $12 billion. Teachers unions welcomed the increase.",
  ),
  article(
    12,
    "Valley Ledger",
    "Budget deal leaves transit agencies short",
    "Transit agencies will receive $300 million less than they asked for, budget documents show.",
    "Transit agencies will receive $300 million less than they asked for, budget documents show. The state's bus operators warned of service cuts on rural routes. A spokesperson for the governor said the shortfall would be revisited in the spring.",
  ),
  article(
    13,
    "Capitol Wire",
    "Republicans criticise spending plan",
    "Republican lawmakers said the budget pardons years of waste and voted against it.",
    "Republican lawmakers said the budget pardons years of waste and voted against it. The senate minority leader called the school funding increase unaffordable.",
  ),
];

describe("the article assistant's retrieval (issue 22)", () => {
  const index = storyIndex(STORY);

  it("answers from the sentence that holds the answer, citing its article and outlet", () => {
    const answer = answerQuestion(index, "How much does the budget raise school spending?");
    expect(answer.answered).toBe(true);
    if (!answer.answered) return;
    expect(answer.via).toBe("extractive");
    const part = answer.parts.find((candidate) => candidate.text === "The plan raises school spending by 4 percent, to $12 billion.");
    expect(part?.cites).toHaveLength(1);
    expect(answer.sources.find((source) => source.n === part!.cites[0])).toMatchObject({ articleId: 11, outletName: "Harbor Times" });
    // Nothing from the articles that do not say it.
    expect(answer.sources.every((source) => source.articleId === 11 || source.articleId === 13)).toBe(true);
  });

  it("cites the other outlet when the answer is in its article", () => {
    const answer = answerQuestion(index, "What did bus operators warn about?");
    expect(answer.answered && answer.sources[0]).toMatchObject({ articleId: 12, outletName: "Valley Ledger", text: "The state's bus operators warned of service cuts on rural routes." });
  });

  it("matches a question's word forms against the article's (stemmed: pardoned ~ pardons)", () => {
    const answer = answerQuestion(index, "Who pardoned waste?");
    expect(answer.answered && answer.sources[0]?.articleId).toBe(13);
  });

  it("says so when the articles do not answer the question", () => {
    expect(answerQuestion(index, "What did the pope say about bananas?")).toEqual({ answered: false, via: "extractive", message: NOT_ANSWERED });
    // Nothing to look for at all.
    expect(answerQuestion(index, "What is it?")).toMatchObject({ answered: false, message: NOT_ANSWERED });
  });

  it("needs one sentence holding at least MIN_COVERAGE of the question's weight, not its words scattered", () => {
    // "bananas" is in no article: it outweighs "transit", so no sentence holds half of the question.
    const scattered = "transit bananas";
    const best = rankPassages(index, questionTerms(scattered), 5)[0]!;
    expect(best.coverage).toBeGreaterThan(0);
    expect(best.coverage).toBeLessThan(MIN_COVERAGE);
    expect(answerQuestion(index, scattered).answered).toBe(false);
    // The same word alone is answered.
    expect(answerQuestion(index, "transit").answered).toBe(true);
  });

  it("looks for what a question is about, not the words that make it a question", () => {
    expect(questionTerms("How long is the shortfall, and what happened?")).toEqual(["shortfall"]);
  });

  it("does not repeat a sentence that both the summary and the full text carry", () => {
    const retrieval = retrieve(index, "When did the governor sign the budget?");
    const texts = retrieval.context.map((source) => source.text);
    expect(texts.filter((text) => text.startsWith("The governor signed the state budget"))).toHaveLength(1);
    expect(new Set(retrieval.context.map((source) => source.n)).size).toBe(retrieval.context.length);
  });
});

describe("a language model's reply, held to the passages (issue 22)", () => {
  const { context } = retrieve(storyIndex(STORY), "How much does the budget raise school spending?");

  it("gives the model only the retrieved passages, numbered, with their outlets", () => {
    const messages = chatMessages("How much?", context);
    expect(messages[1]!.content).toMatch(/\[\d\] \(Harbor Times\) The plan raises school spending by 4 percent, to \$12 billion\./);
    expect(messages[1]!.content).not.toContain("bus operators");
  });

  it("keeps the citations of each sentence, and only passages that exist", () => {
    const answer = answerFromReply("School spending rises by 4 percent [1]. Republicans opposed it [2][9].", context);
    expect(answer).toMatchObject({
      answered: true,
      via: "model",
      parts: [
        { text: "School spending rises by 4 percent.", cites: [1] },
        { text: "Republicans opposed it.", cites: [2] },
      ],
    });
    expect(answer?.answered && answer.sources.map((source) => source.n)).toEqual([1, 2]);
  });

  it("treats NOT_ANSWERED as not answered, and an uncited reply as untrusted", () => {
    expect(answerFromReply("NOT_ANSWERED", context)).toEqual({ answered: false, via: "model", message: NOT_ANSWERED });
    expect(answerFromReply("Spending rises a lot.", context)).toBeNull();
  });
});

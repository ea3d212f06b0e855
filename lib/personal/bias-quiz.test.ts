import { describe, expect, it } from "vitest";
import { BIAS_QUIZ_QUESTIONS, biasQuizDiscountLink, biasQuizScore, likelyLean, type Agreement } from "./bias-quiz";

const answering = (pick: (leans: -1 | 1) => Agreement) => Object.fromEntries(BIAS_QUIZ_QUESTIONS.map((question) => [question.id, pick(question.leans)]));

describe("the bias quiz (issue 22)", () => {
  it("asks statements of both sides in equal number", () => {
    expect(BIAS_QUIZ_QUESTIONS.filter((question) => question.leans === -1)).toHaveLength(BIAS_QUIZ_QUESTIONS.length / 2);
  });

  it("has no score until every statement is answered", () => {
    const partial = answering(() => 1);
    delete partial[BIAS_QUIZ_QUESTIONS[0]!.id];
    expect(biasQuizScore(partial)).toBeNull();
  });

  it("finds the left for a reader who agrees with the left's statements and disagrees with the right's", () => {
    expect(biasQuizScore(answering((leans) => (leans === -1 ? 2 : -2)))).toBe(-1);
    expect(likelyLean(-1)).toBe("left");
  });

  it("finds the right for the mirror reader, the centre for one who agrees with everything", () => {
    expect(likelyLean(biasQuizScore(answering((leans) => (leans === 1 ? 2 : -2)))!)).toBe("right");
    expect(likelyLean(biasQuizScore(answering(() => 2))!)).toBe("center");
  });

  it("leans, not sides, for milder answers", () => {
    expect(likelyLean(biasQuizScore(answering((leans) => (leans === -1 ? 1 : -1)))!)).toBe("leanLeft");
    expect(likelyLean(biasQuizScore(answering((leans) => (leans === 1 ? 1 : 0)))!)).toBe("leanRight");
  });

  it("gives its discount to free readers (and freeTrial and visitors, whose rows are free's), never to paid ones", () => {
    expect(biasQuizDiscountLink("free")).toBe("/subscribe?pc=welcomeVantage");
    expect(biasQuizDiscountLink("unregistered")).toBe("/subscribe?pc=welcomeVantage");
    expect(biasQuizDiscountLink("freeTrial")).toBe("/subscribe?pc=welcomeVantage");
    for (const status of ["pro", "premium", "vantage", "mix", "supporter", "institutional"]) expect(biasQuizDiscountLink(status), status).toBeNull();
  });
});

import type { RatedBias } from "@/lib/news/bias-scale";
import { entitlementsFor } from "@/lib/billing/entitlements";

// The bias quiz (issue 22; spec §2 "bias quiz popup", §6 "bias-quiz discount" for free readers): six
// statements, three that the left tends to agree with and three the right does, each answered on a
// five-point scale; the reader's likely lean is where the answers sit on the left–right scale. It points
// to My News Bias, which measures the lean of what they actually read. Pure.

export type Agreement = -2 | -1 | 0 | 1 | 2;

export const AGREEMENT_LABELS: ReadonlyArray<{ value: Agreement; label: string }> = [
  { value: 2, label: "Strongly agree" },
  { value: 1, label: "Agree" },
  { value: 0, label: "Neither" },
  { value: -1, label: "Disagree" },
  { value: -2, label: "Strongly disagree" },
];

/** `leans` is the side that agreeing points to: -1 left, +1 right. */
export const BIAS_QUIZ_QUESTIONS: ReadonlyArray<{ id: string; statement: string; leans: -1 | 1 }> = [
  { id: "inequality", statement: "The government should do more to reduce the gap between rich and poor.", leans: -1 },
  { id: "taxes", statement: "Lower taxes and fewer regulations are the best way to grow the economy.", leans: 1 },
  { id: "climate", statement: "Climate change calls for urgent government action, even at an economic cost.", leans: -1 },
  { id: "immigration", statement: "Immigration levels should be reduced.", leans: 1 },
  { id: "healthcare", statement: "Health care should be guaranteed by the government for everyone.", leans: -1 },
  { id: "tradition", statement: "Traditional values should guide public policy.", leans: 1 },
];

/** −1 (every answer as far left as it goes) to +1 (as far right); null until every question is answered. */
export function biasQuizScore(answers: Readonly<Record<string, Agreement>>): number | null {
  let sum = 0;
  for (const question of BIAS_QUIZ_QUESTIONS) {
    const answer = answers[question.id];
    if (answer === undefined) return null;
    sum += answer * question.leans;
  }
  return sum / (2 * BIAS_QUIZ_QUESTIONS.length);
}

/** The likely lean of a score, on spec §1's scale (the quiz is too short to tell the far ends apart). */
export function likelyLean(score: number): Exclude<RatedBias, "farLeft" | "farRight"> {
  if (score <= -0.6) return "left";
  if (score < -0.2) return "leanLeft";
  if (score <= 0.2) return "center";
  if (score < 0.6) return "leanRight";
  return "right";
}

/**
 * The quiz's discount (spec §6: free readers, and freeTrial and signed-out visitors, whose rows are the
 * free one's): the welcome offer's pc key (spec §9 welcomeVantage → WELCOMEVANTAGE35), which the proxy
 * turns into the coupon cookie on the way to /subscribe. Null for everyone else.
 */
export function biasQuizDiscountLink(status: string): string | null {
  return entitlementsFor(status).biasQuizDiscount ? "/subscribe?pc=welcomeVantage" : null;
}

import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { DEV_SET, evaluateBaseline, evaluateClustering } from "@/bench/eval-clustering";

// Whole-set runs take 5–15 s alone and several times that on a loaded machine.
const SLOW_MS = 120_000;

// Regression guard on real data: the NEUS/AllSides development set (3,081 articles, 1,298 gold
// stories), streamed in date order as `npm run eval:clustering` does. Measured with full texts:
// B-cubed F1 0.9003 (P 0.932, R 0.870; before issue 26's precision rules 0.9009, P 0.902, R 0.899;
// since the eighth round's member fit for full texts 0.9002, P 0.943, R 0.861; since the tenth round's
// conflicting anchors of full texts 0.9009, P 0.945, R 0.860);
// title and lead only (measured below); the plain TF-IDF baseline 0.791. The F1 floor is issue 3's target and
// issue 26 keeps it; the clusterer is deterministic, so the measure does not vary.
const F1_FLOOR = 0.9;
const present = existsSync(DEV_SET);
if (!present) console.warn(`dev-set-quality: skipped, ${DEV_SET} is absent`);

describe.skipIf(!present)("clustering quality on the development set", () => {
  it("keeps B-cubed F1 at its measured level and well above the plain TF-IDF baseline", async () => {
    const load = { withBody: true, ignoreDates: false };
    const [score, baseline] = await Promise.all([evaluateClustering(DEV_SET, load), evaluateBaseline(DEV_SET, load)]);
    expect(score.articles).toBe(3081);
    expect(score.f1).toBeGreaterThanOrEqual(F1_FLOOR);
    expect(score.precision).toBeGreaterThanOrEqual(0.94);
    expect(score.recall).toBeGreaterThanOrEqual(0.86);
    expect(score.f1 - baseline.f1).toBeGreaterThanOrEqual(0.08);
  }, SLOW_MS);

  it("does well on title and lead alone (what most feeds carry), and full texts add to it", async () => {
    const [headlines, fullTexts] = await Promise.all([
      evaluateClustering(DEV_SET, { withBody: false, ignoreDates: false }),
      evaluateClustering(DEV_SET, { withBody: true, ignoreDates: false }),
    ]);
    expect(headlines.f1).toBeGreaterThanOrEqual(0.855);
    expect(fullTexts.f1 - headlines.f1).toBeGreaterThanOrEqual(0.02);
  }, SLOW_MS);

  it("stays precise with every date hidden (a dense day, where time cannot keep a saga's events apart)", async () => {
    // Issue 26's target: P 0.85 with R 0.80 (P 0.619 R 0.908 before its rules, 0.852 / 0.884 after).
    const undated = await evaluateClustering(DEV_SET, { withBody: true, ignoreDates: true });
    expect(undated.precision).toBeGreaterThanOrEqual(0.85);
    expect(undated.recall).toBeGreaterThanOrEqual(0.8);
  }, SLOW_MS);
});

import { describe, expect, it } from "vitest";
import { decisionLog, decisionSteps, generatedStream } from "@/test/cluster-decisions";
import { heaviestIndices } from "./heaviest";
import { packVector, vectorProducts } from "./packed-vector";
import { StoryClusterer } from "./story-clusterer";
import { TextReader } from "./text-reader";
import { Vocabulary } from "./vocabulary";
import { ClusterWorkspace } from "./workspace";

// Issue 24: the hot loops' reused tables were module-level, shared by every clusterer of the process,
// and some of what they returned was rewritten by the next call anywhere. Each clusterer now owns its
// workspace, and what a module hands out to be kept is a copy.

function clusterer(prefix: string): StoryClusterer {
  let next = 0;
  return new StoryClusterer({ newStoryId: () => `${prefix}${next++}` });
}

describe("each clusterer's own workspace", () => {
  it("gives two clusterers stepped in turn the decisions each makes alone, and leaves what they returned as it was", () => {
    const first = generatedStream(7, 500);
    const second = generatedStream(8, 500);
    const alone = [decisionLog(clusterer("a"), first, 50), decisionLog(clusterer("b"), second, 50)];

    const a = clusterer("a");
    const b = clusterer("b");
    const steps = [decisionSteps(a, first, 50), decisionSteps(b, second, 50)];
    const logs: string[][] = [[], []];
    // A decision with shared terms (a copy of an article joining it), and a story's member list, kept
    // while both clusterers go on.
    const extra = [{ ...first[0]!, id: "copy-1" }, { ...first[0]!, id: "copy-2" }];
    a.add(extra[0]!);
    const kept = a.add(extra[1]!);
    expect(kept.sharedTerms.length).toBeGreaterThan(0);
    const keptCopy = structuredClone(kept);
    const keptMembers = a.storyMembers(kept.storyId);
    const keptMembersCopy = [...keptMembers];
    for (let done = 0; done < 2; ) {
      done = 0;
      for (const [i, step] of steps.entries()) {
        const next = step.next();
        if (next.done) done++;
        else logs[i]!.push(...next.value);
      }
    }
    // The extra articles change what `a` decides later, so compare with its own run alone.
    const aAlone = clusterer("a");
    for (const article of extra) aAlone.add(article);
    expect(logs[0]).toEqual(decisionLog(aAlone, first, 50));
    expect(logs[1]).toEqual(alone[1]);
    for (const kind of ["join", "new", "move", "merge"]) expect(logs[1]!.some((line) => line.startsWith(kind))).toBe(true);
    expect(kept).toEqual(keptCopy);
    expect(keptMembers).toEqual(keptMembersCopy);
  }, 60_000);

  it("hands out vector products and heaviest terms that stay as they were after the next call", () => {
    const workspace = new ClusterWorkspace();
    const article = { vector: packVector(new Map([["exxon", 0.8], ["climate", 0.6]])), text: packVector(new Map([["fraud", 1]])) };
    const member = { vector: packVector(new Map([["exxon", 1]])), text: packVector(new Map([["fraud", 1]])) };
    const other = { vector: packVector(new Map([["climate", 1]])), text: packVector(new Map([["court", 1]])) };
    const products = vectorProducts(workspace.products, article, member, true);
    vectorProducts(workspace.products, article, other, true);
    expect(products).toEqual({ headline: 0.8, text: 1, articleHeadlineMemberText: 0, memberHeadlineArticleText: 0 });

    const keys = ["a", "b", "c", "d"];
    const order = { key: (i: number) => keys[i]! };
    const heaviest = heaviestIndices([0.1, 0.4, 0.3, 0.2], 2, order, workspace.heaviest);
    heaviestIndices([0.9, 0.1, 0.2, 0.8], 2, order, workspace.heaviest);
    expect([...heaviest]).toEqual([1, 2]);
  });

  it("gives each reader its own counts of a text: another reader's next text leaves them as they were", () => {
    const one = new TextReader(new Vocabulary());
    const other = new TextReader(new Vocabulary());
    const terms = one.textTerms("Flood waters rise in the delta as rain keeps falling on the delta");
    const counts = [...terms.counts];
    const numbers = [...terms.numbers];
    other.textTerms("Markets fall as the central bank raises rates again and again, and again");
    expect([...terms.counts]).toEqual(counts);
    expect([...terms.numbers]).toEqual(numbers);
  });
});

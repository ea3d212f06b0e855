import type { StoryArticleView } from "@/lib/engine/story-feed";
import type { Bias } from "@/lib/news/bias-scale";

// Hand-written story articles for the story-page helpers' tests (not copied from any outlet).

let next = 1;

export function testArticle(
  outletId: string,
  bias: Bias,
  publishedAt: string,
  overrides: Partial<Omit<StoryArticleView, "outlet">> & { outlet?: Partial<StoryArticleView["outlet"]> } = {},
): StoryArticleView {
  const id = next++;
  const { outlet, ...rest } = overrides;
  return {
    id,
    title: `Headline ${id}`,
    description: "",
    url: `https://${outletId}.example/${id}`,
    imageUrl: null,
    author: null,
    publishedAt,
    why: { score: 0.5, sharedTerms: ["senate"], sharedEntities: [], split: null },
    ...rest,
    outlet: {
      id: outletId,
      name: outletId.replace(/^\w/, (letter) => letter.toUpperCase()),
      bias,
      factuality: "high",
      ownershipType: "corporation",
      owner: null,
      paywall: false,
      borderColour: "#6b7280",
      country: "US",
      ...outlet,
    },
  };
}

/** The headline fields of a hand-written story, for the page helpers' tests. */
export const TEST_STORY_HEAD = {
  id: 9,
  title: "Senate passes infrastructure bill",
  summary: "The bill goes to the House.",
  imageUrl: "https://img.example/a.jpg",
  firstSeenAt: "2026-11-20T07:00:00Z",
  lastSeenAt: "2026-11-20T12:00:00Z",
};

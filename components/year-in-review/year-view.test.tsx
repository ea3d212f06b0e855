import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { yearInReview, type YearRead } from "@/lib/personal/year-in-review";
import type { YearInReviewData } from "@/lib/site/year-in-review";
import { YearView } from "./year-view";

const reads: YearRead[] = [
  {
    storyId: 1,
    readAt: new Date("2026-03-02T10:00:00Z"),
    outlets: [{ id: "left-daily", name: "Left Daily", bias: "left", factuality: "high", ownershipType: null }],
    interestIds: [5],
    articleId: 9,
    title: "Rent strike",
    blindspotFor: "right",
  },
];
const data: YearInReviewData = { review: yearInReview({ year: 2026, reads, everyone: { left: 1, right: 1 } }), interestNames: new Map([[5, "Housing"]]) };
const render = (level: 0 | 1 | 2 | 3, subscribeLink = true, owner: "you" | "reader" = "you") => renderToStaticMarkup(<YearView data={data} level={level} subscribeLink={subscribeLink} owner={owner} />);

describe("what each level of the year in review shows", () => {
  it("level one: totals and the mix; the next levels named, with the plans", () => {
    const html = render(1);
    expect(html).toContain("Stories read");
    expect(html).toContain('aria-label="Left 100%, centre 0%, right 0%"');
    expect(html).not.toContain("Sources read most");
    expect(html).not.toContain("Month by month");
    expect(html).toContain("Pro and Premium add the sources and topics you read most and the blindspots you read.");
    expect(html).toContain('href="/subscribe"');
  });

  it("level two adds sources, topics and blindspots; level three the months and the comparison, with no offer left", () => {
    const two = render(2);
    expect(two).toContain("Left Daily");
    expect(two).toContain("Housing");
    expect(two).toContain("Rent strike");
    expect(two).not.toContain("Compared with all readers");
    expect(two).not.toContain("Pro and Premium add");
    expect(two).toContain("Mix, Supporter, Vantage and institutional plans add");
    const three = render(3);
    expect(three).toContain("Month by month");
    expect(three).toContain("March");
    expect(three).toContain("All readers");
    expect(three).toContain('aria-label="Left 50%, centre 0%, right 50%"');
    expect(three).not.toContain('href="/subscribe"');
  });

  it("offers nothing without payments, nor on the public link", () => {
    expect(render(1, false)).not.toContain('href="/subscribe"');
    expect(render(1, true, "reader")).not.toContain('href="/subscribe"');
  });

  it("an empty year says so kindly", () => {
    const empty: YearInReviewData = { review: yearInReview({ year: 2026, reads: [], everyone: {} }), interestNames: new Map() };
    const html = renderToStaticMarkup(<YearView data={empty} level={3} subscribeLink owner="you" />);
    expect(html).toContain("Nothing read yet in 2026");
    expect(html).toContain("Your year starts with the first story you open.");
  });
});

import { ImageResponse } from "next/og";
import { BIAS_BLUE, BIAS_DARK_RED } from "@/lib/client/bias-colours";
import { getDb } from "@/lib/db";
import type { Side } from "@/lib/news/bias-scale";
import { SHARE_SLUG_PATTERN } from "@/lib/personal/year-in-review";
import { userByYearInReviewShare } from "@/lib/queries/year-in-review";
import { loadYearInReview } from "@/lib/site/year-in-review";

// The share image of a public year in review (issue 22), drawn on the server with next/og: 1200×630 PNG,
// only while the reader shares. Its font is the one next/og ships in node_modules (Geist); every word
// drawn is fixed ASCII text or a number, so next/og never looks a glyph up on the network.

const SIDES: readonly { side: Side; label: string; colour: string }[] = [
  { side: "left", label: "Left", colour: BIAS_BLUE },
  { side: "center", label: "Center", colour: "#a3a3a3" },
  { side: "right", label: "Right", colour: BIAS_DARK_RED },
];

export async function GET(_request: Request, { params }: { params: Promise<{ slug: string }> }): Promise<Response> {
  const { slug } = await params;
  const db = await getDb();
  const owner = SHARE_SLUG_PATTERN.test(slug) ? await userByYearInReviewShare(db, slug) : null;
  if (!owner) return new Response("Not found", { status: 404, headers: { "cache-control": "no-store" } });
  const { review } = await loadYearInReview(db, owner.id, new Date(), { compare: false, timeZoneId: owner.timeZoneId });
  const rated = review.sides.left + review.sides.center + review.sides.right > 0;
  return new ImageResponse(
    (
      <div style={{ width: "100%", height: "100%", display: "flex", flexDirection: "column", justifyContent: "space-between", padding: 64, background: "#ffffff", color: "#111111" }}>
        <div style={{ display: "flex", flexDirection: "column" }}>
          <div style={{ fontSize: 36, color: "#525252" }}>OpenGround</div>
          <div style={{ fontSize: 72, fontWeight: 700 }}>{`My ${review.year} in review`}</div>
        </div>
        <div style={{ display: "flex", fontSize: 48 }}>
          {`${review.storyCount} ${review.storyCount === 1 ? "story" : "stories"} read, ${review.articleCount} ${review.articleCount === 1 ? "article" : "articles"}`}
        </div>
        <div style={{ display: "flex", flexDirection: "column" }}>
          <div style={{ display: "flex", width: "100%", height: 56, background: "#e5e5e5", borderRadius: 8, overflow: "hidden" }}>
            {rated ? SIDES.filter(({ side }) => review.sides[side] > 0).map(({ side, colour }) => <div key={side} style={{ display: "flex", width: `${review.sides[side]}%`, background: colour }} />) : null}
          </div>
          <div style={{ display: "flex", justifyContent: "space-between", marginTop: 16, fontSize: 36 }}>
            {SIDES.map(({ side, label }) => (
              <div key={side} style={{ display: "flex" }}>{`${label} ${review.sides[side]}%`}</div>
            ))}
          </div>
        </div>
      </div>
    ),
    { width: 1200, height: 630, headers: { "cache-control": "private, no-store" } },
  );
}

import { EDITIONS } from "@/lib/editions";
import { editionsResponse } from "@/lib/site/editions-response";

// GET /v04/customFeed/topFeedEditions (spec §7; lib/site/editions-response.ts). Dynamic so the answer
// carries exactly the spec's Cache-Control (a prerendered route gets Next's own); it costs no I/O.
export const dynamic = "force-dynamic";

export function GET(): Response {
  return editionsResponse(() => EDITIONS);
}

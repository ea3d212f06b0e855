import { headers } from "next/headers";
import { getEnv } from "@/lib/env";
import { originFromHeaders } from "@/lib/site/site-origin";

/** The site's absolute origin: widget links must leave the embedding page for ours. */
export async function widgetOrigin(): Promise<string> {
  return originFromHeaders(getEnv().PUBLIC_URL, await headers());
}

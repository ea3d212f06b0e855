import { OUTLET_ID_PATTERN } from "@/lib/outlets/outlet-schema";
import type { OutletProfile } from "@/lib/queries/outlet-pages";
import { cachedOutletProfile } from "./outlet-cache";
import type { FeedMetadataOptions } from "./page-metadata";
import { BIAS_LABELS, factualityLabel } from "@/lib/news/bias-labels";

// The outlet page's lookup and metadata, the same whichever address served it (/outlet/{id} per request
// or its cached copy at /outlet-view/{scheme}/{id}).

/** The outlet of `/outlet/{id}`, or null for an id that is not an outlet id or not an outlet. */
export async function outletForPath(rawId: string): Promise<OutletProfile | null> {
  return OUTLET_ID_PATTERN.test(rawId) && rawId.length <= 100 ? cachedOutletProfile(rawId) : null;
}

export function outletPageMetadata(outlet: Pick<OutletProfile, "id" | "name" | "bias" | "factuality">): FeedMetadataOptions {
  return {
    title: outlet.name,
    description: `${outlet.name}: rated ${BIAS_LABELS[outlet.bias]} for bias and ${factualityLabel(outlet.factuality).toLowerCase()} for factuality, with each rating's source and date, its owner and the stories it covers.`,
    path: `/outlet/${outlet.id}`,
  };
}

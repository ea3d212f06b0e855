import type { Database } from "@/lib/db";
import type { ClusterInput } from "@/lib/news/cluster/story-clusterer";
import { insertArticles } from "@/lib/queries/articles";
import { createOutlets, outletRecord } from "./outlets";

// The clusterer's fixtures (lib/news/cluster/cluster-fixtures.ts) stored as ingested articles, unclustered,
// with an outlet per source: what the engine's tests hand to clusterPending.

/** The address a fixture is stored under. */
export const clusterInputUrl = (article: ClusterInput) => `https://${article.source}.example/${article.id}`;

export async function storeClusterInputs(db: Database, articles: readonly ClusterInput[]): Promise<void> {
  await createOutlets(db, [...new Set(articles.map((a) => a.source))].map((id) => outletRecord(id)));
  await insertArticles(
    db,
    articles.map((a) => ({
      outletId: a.source,
      url: clusterInputUrl(a),
      hash: a.id,
      title: a.title,
      description: a.lead,
      text: "",
      publishedAt: new Date(a.publishedAt),
      dateFlagged: false,
      categories: [],
    })),
  );
}

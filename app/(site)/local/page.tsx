import type { Metadata } from "next";
import { LOCAL_PAGE_METADATA, LocalPageBody } from "@/components/feed/local-page-body";
import { requestFeedMetadata } from "@/lib/site/page-metadata";
import { parsePaging } from "@/lib/site/paging";
import { getReaderContext, readerLocalPlace } from "@/lib/site/reader-context";

export async function generateMetadata(): Promise<Metadata> {
  return requestFeedMetadata(LOCAL_PAGE_METADATA);
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

// /local (spec §2, issue 4): stories about the reader's place; in the US and Canada the state or
// province, elsewhere the country (spec §5). Most requests never reach this page: the web process works
// out the reader's place and next.config.js rewrites them to the cached /local-view/{scheme}/{place}/{source}
// (issue 28). What is left: ?page= / ?limit= (the no-JavaScript "Load more" link), the form's ?error=,
// an unknown edition cookie, and `next start`/`next dev` (no web process).
export default async function LocalPage({ searchParams }: { searchParams: SearchParams }) {
  const [params, reader] = await Promise.all([searchParams, getReaderContext()]);
  const local = await readerLocalPlace(reader.user);
  return <LocalPageBody local={local} paging={parsePaging(params)} biasStyle={reader.biasStyle} placeError={params.error === "place"} />;
}

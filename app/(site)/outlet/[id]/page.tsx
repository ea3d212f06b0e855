import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { OutletPageBody } from "@/components/outlet/outlet-page-body";
import { outletForPath, outletPageMetadata } from "@/lib/site/outlet-page";
import { requestFeedMetadata } from "@/lib/site/page-metadata";
import { getReaderContext } from "@/lib/site/reader-context";

type Params = Promise<{ id: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const outlet = await outletForPath((await params).id);
  if (!outlet) return { title: "Outlet not found" };
  return requestFeedMetadata(outletPageMetadata(outlet));
}

// /outlet/{id} (issue 4). Most requests never reach this page: next.config.js and proxy.ts rewrite it for
// a signed-out reader to the cached /outlet-view/{scheme}/{id}. What is left is a login cookie (the
// account's bias colours), an unknown edition cookie and ids that are not outlet ids (a 404).
export default async function OutletPage({ params }: { params: Params }) {
  const outlet = await outletForPath((await params).id);
  if (!outlet) notFound();
  const reader = await getReaderContext();
  return <OutletPageBody outlet={outlet} biasStyle={reader.biasStyle} />;
}

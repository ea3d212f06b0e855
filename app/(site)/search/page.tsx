import type { Metadata } from "next";
import { RoutePlaceholder } from "@/components/route-placeholder";

export const metadata: Metadata = {
  title: "Search",
  description: "Search OpenGround's stories and interests.",
};

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function SearchPage({ searchParams }: { searchParams: SearchParams }) {
  const { q } = await searchParams;
  const query = (Array.isArray(q) ? q[0] : q)?.trim() ?? "";
  return (
    <RoutePlaceholder
      title="Search"
      summary={
        query
          ? `Stories and interests matching “${query}” will appear here.`
          : "Type a word in the search box to find stories and interests; results will appear here."
      }
    />
  );
}

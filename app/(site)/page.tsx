import type { Metadata } from "next";
import { RoutePlaceholder } from "@/components/route-placeholder";

export const metadata: Metadata = {
  description: "The top stories of your edition, each compared across outlets of every political lean.",
};

export default function HomePage() {
  return (
    <RoutePlaceholder
      title="Top news"
      summary="The top stories of your edition, each compared across outlets of every political lean, will appear here."
    />
  );
}

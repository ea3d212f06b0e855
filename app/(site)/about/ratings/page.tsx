import type { Metadata } from "next";
import { RoutePlaceholder } from "@/components/route-placeholder";

export const metadata: Metadata = {
  title: "How we rate sources",
  description: "How OpenGround rates the political lean of news outlets.",
};

export default function RatingsMethodPage() {
  return (
    <RoutePlaceholder
      title="How we rate sources"
      summary="How each outlet gets its place on the scale from far left to far right, and where the ratings come from, will be explained here."
    />
  );
}

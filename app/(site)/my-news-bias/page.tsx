import type { Metadata } from "next";
import { RoutePlaceholder } from "@/components/route-placeholder";

export const metadata: Metadata = {
  title: "My News Bias",
  description: "The political lean of the news you read.",
};

export default function MyNewsBiasPage() {
  return (
    <RoutePlaceholder
      title="My News Bias"
      summary="A breakdown of the stories and outlets you read by political lean will appear here, to show where your news diet leans."
    />
  );
}

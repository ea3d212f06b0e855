import type { Metadata } from "next";
import { RoutePlaceholder } from "@/components/route-placeholder";

export const metadata: Metadata = {
  title: "Landing page V5",
  description: "See every side of every story.",
};

export default function LandingV5Page() {
  return (
    <RoutePlaceholder
      title="Landing page V5"
      summary="A landing page introducing OpenGround to new visitors (version 5) will appear here."
    />
  );
}

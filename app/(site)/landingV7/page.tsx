import type { Metadata } from "next";
import { RoutePlaceholder } from "@/components/route-placeholder";

export const metadata: Metadata = {
  title: "Landing page V7",
  description: "See every side of every story.",
};

export default function LandingV7Page() {
  return (
    <RoutePlaceholder
      title="Landing page V7"
      summary="A landing page introducing OpenGround to new visitors (version 7) will appear here."
    />
  );
}

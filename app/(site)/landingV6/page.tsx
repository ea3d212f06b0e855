import type { Metadata } from "next";
import { RoutePlaceholder } from "@/components/route-placeholder";

export const metadata: Metadata = {
  title: "Landing page V6",
  description: "See every side of every story.",
};

export default function LandingV6Page() {
  return (
    <RoutePlaceholder
      title="Landing page V6"
      summary="A landing page introducing OpenGround to new visitors (version 6) will appear here."
    />
  );
}

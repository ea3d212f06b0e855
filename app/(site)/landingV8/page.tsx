import type { Metadata } from "next";
import { RoutePlaceholder } from "@/components/route-placeholder";

export const metadata: Metadata = {
  title: "Landing page V8",
  description: "See every side of every story.",
};

export default function LandingV8Page() {
  return (
    <RoutePlaceholder
      title="Landing page V8"
      summary="A landing page introducing OpenGround to new visitors (version 8) will appear here."
    />
  );
}

import type { Metadata } from "next";
import { RoutePlaceholder } from "@/components/route-placeholder";

export const metadata: Metadata = {
  title: "Landing page V7 (UTM test)",
  description: "See every side of every story.",
  robots: { index: false },
};

export default function LandingV7TestUtmPage() {
  return (
    <RoutePlaceholder
      title="Landing page V7 (UTM test)"
      summary="The version 7 landing page used to test campaign (UTM) tracking will appear here."
    />
  );
}

import type { Metadata } from "next";
import { RoutePlaceholder } from "@/components/route-placeholder";

export const metadata: Metadata = {
  title: "Landing page V8 (UTM test)",
  description: "See every side of every story.",
  robots: { index: false },
};

export default function LandingV8TestUtmPage() {
  return (
    <RoutePlaceholder
      title="Landing page V8 (UTM test)"
      summary="The version 8 landing page used to test campaign (UTM) tracking will appear here."
    />
  );
}

import type { Metadata } from "next";
import { RoutePlaceholder } from "@/components/route-placeholder";

export const metadata: Metadata = {
  title: "Analytics test",
  description: "A page for checking that analytics events are sent.",
  robots: { index: false },
};

export default function AmplitudeTestPage() {
  return (
    <RoutePlaceholder
      title="Analytics test"
      summary="Buttons that send test analytics events, to check the analytics set-up, will appear here."
    />
  );
}

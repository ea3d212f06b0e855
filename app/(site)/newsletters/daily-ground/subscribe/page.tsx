import type { Metadata } from "next";
import { RoutePlaceholder } from "@/components/route-placeholder";

export const metadata: Metadata = {
  title: "Subscribe to The Daily Ground",
  description: "Sign up for the free daily newsletter.",
};

export default function DailyGroundSubscribePage() {
  return (
    <RoutePlaceholder
      title="Subscribe to The Daily Ground"
      summary="The sign-up form for the daily newsletter will appear here. You need to be signed in to subscribe."
    />
  );
}

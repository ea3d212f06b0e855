import type { Metadata } from "next";
import { RoutePlaceholder } from "@/components/route-placeholder";

export const metadata: Metadata = {
  title: "Give OpenGround",
  description: "Give someone a subscription to OpenGround.",
};

export default function GiftPage() {
  return (
    <RoutePlaceholder
      title="Give OpenGround"
      summary="Gift subscriptions, and how to send one, will appear here."
    />
  );
}

import type { Metadata } from "next";
import { RoutePlaceholder } from "@/components/route-placeholder";

export const metadata: Metadata = {
  title: "Gift Vantage",
  description: "Pay for a Vantage gift subscription.",
};

export default function GiftVantageCheckoutPage() {
  return (
    <RoutePlaceholder
      title="Give a Vantage subscription"
      summary="The checkout for a Vantage gift subscription, with the recipient's details, will appear here."
    />
  );
}

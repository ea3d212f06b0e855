import type { Metadata } from "next";
import { RoutePlaceholder } from "@/components/route-placeholder";

export const metadata: Metadata = {
  title: "Checkout",
  description: "Pay for an OpenGround subscription.",
};

export default function CheckoutPage() {
  return (
    <RoutePlaceholder
      title="Checkout"
      summary="The payment form for the plan you chose, with card and wallet payments, will appear here."
    />
  );
}

import type { Metadata } from "next";
import Link from "next/link";
import { RoutePlaceholder } from "@/components/route-placeholder";
import { FOCUS_RING } from "@/components/ui/focus-ring";

// Spec §9: the sale page and sale flags are off; the holiday2024 campaign has ended.
export const metadata: Metadata = {
  title: "Holiday sale",
  description: "The 2024 holiday sale has ended.",
};

export default function Holiday2024Page() {
  return (
    <RoutePlaceholder
      title="The holiday sale is over"
      summary="The 2024 holiday sale has ended. You can still see our current plans on the subscription page."
    >
      <Link href="/subscribe" className={`rounded underline ${FOCUS_RING}`}>
        See the subscription plans
      </Link>
    </RoutePlaceholder>
  );
}

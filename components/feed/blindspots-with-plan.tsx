import Link from "next/link";
import { FOCUS_RING } from "@/components/ui/focus-ring";

/**
 * "N more blindspots for the {side} this week come with a plan. See plans": under /blindspot's cards,
 * from the per-request page and, on the cached page, from the reader's plan (blindspot-plan-extras.tsx,
 * which marks it as depending on the plan).
 */
export function BlindspotsWithPlan({ withheld, side, planDependent }: { withheld: number; side: string; planDependent?: string }) {
  return (
    <p className="mt-4 text-sm text-neutral-700 dark:text-neutral-300" data-testid="blindspot-more-with-plan" {...(planDependent ? { [planDependent]: "" } : {})}>
      {withheld} more {withheld === 1 ? "blindspot" : "blindspots"} for the {side} this week come with a plan.{" "}
      <Link href="/subscribe" className={`rounded underline ${FOCUS_RING}`}>
        See plans
      </Link>
    </p>
  );
}

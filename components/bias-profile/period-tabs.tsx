import Link from "next/link";
import { FOCUS_RING } from "@/components/ui/focus-ring";
import { PERIOD_LABELS, PROFILE_PERIODS, type ProfilePeriod } from "@/lib/personal/period";

const SHORT: Record<ProfilePeriod, string> = { week: "Week", month: "Month", year: "Year" };

/** The period switch of My News Bias: plain links (?period=), the current one marked for screen readers. */
export function PeriodTabs({ current }: { current: ProfilePeriod }) {
  return (
    <nav aria-label="Period">
      <ul className="flex list-none gap-1 rounded-lg bg-neutral-100 p-1 dark:bg-neutral-900">
        {PROFILE_PERIODS.map((period) => (
          <li key={period}>
            <Link
              href={`/my-news-bias?period=${period}`}
              aria-current={period === current ? "page" : undefined}
              title={PERIOD_LABELS[period]}
              className={`block rounded px-3 py-1 text-sm font-semibold ${FOCUS_RING} ${
                period === current ? "bg-white text-neutral-900 shadow dark:bg-neutral-700 dark:text-white" : "text-neutral-700 dark:text-neutral-300"
              }`}
            >
              {SHORT[period]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

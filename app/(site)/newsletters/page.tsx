import type { Metadata } from "next";
import Link from "next/link";
import { RoutePlaceholder } from "@/components/route-placeholder";
import { FOCUS_RING } from "@/components/ui/focus-ring";
import { NEWSLETTERS } from "./newsletter-catalogue";

export const metadata: Metadata = {
  title: "Newsletters",
  description: "OpenGround's newsletters: The Daily Ground, Blindspot Report, Burst Your Bubble and Offbeat.",
};

export default function NewslettersPage() {
  return (
    <RoutePlaceholder
      title="Newsletters"
      summary="Our newsletters, free and premium. Signing up from this page will come with accounts; for now, here is what each one offers."
    >
      <ul className="grid gap-4 sm:grid-cols-2">
        {NEWSLETTERS.map((newsletter) => (
          <li key={newsletter.title} className="rounded border border-neutral-200 p-4 dark:border-neutral-800">
            <h2 className="text-lg font-semibold">
              {newsletter.href ? (
                <Link href={newsletter.href} className={`rounded hover:underline ${FOCUS_RING}`}>
                  {newsletter.title}
                </Link>
              ) : (
                newsletter.title
              )}
            </h2>
            <p className="mt-1 text-sm text-neutral-600 dark:text-neutral-400">
              {newsletter.frequency} · {newsletter.isPremium ? "Premium" : "Free"}
            </p>
            <p className="mt-2">{newsletter.description}</p>
          </li>
        ))}
      </ul>
    </RoutePlaceholder>
  );
}

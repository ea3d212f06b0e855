import type { Metadata } from "next";
import Link from "next/link";
import { SITE_NAV_ITEMS } from "@/components/site-nav-items";
import { FOCUS_RING } from "@/components/ui/focus-ring";

// Spec §2 route /_app: the application shell the mobile app opens (with ?fr=app, which hides the cookie
// banner for the visit: lib/client/consent.ts). Next never serves a page at /_app (a reserved Pages
// Router name), so this page lives at /app-shell and next.config.js rewrites /_app here. It is the
// site's frame (header with search, edition, theme and account; footer) around a start screen of the
// sections, each opening inside the same shell.
export const metadata: Metadata = {
  title: "Application shell",
  description: "The OpenGround app's start screen: every section of the site.",
  robots: { index: false },
};

const DESCRIPTIONS: Record<string, string> = {
  "/": "Top stories of your edition, each compared across the left, the centre and the right.",
  "/my": "Stories of the topics and sources you follow.",
  "/local": "News from where you live.",
  "/blindspot": "Stories one side of the spectrum barely covers.",
  "/my-news-bias": "The lean of what you have read.",
};

export default function AppShellPage() {
  return (
    <section className="max-w-3xl">
      <h1 className="text-2xl font-bold sm:text-3xl">Application shell</h1>
      <p className="mt-3 text-neutral-700 dark:text-neutral-300">Every section of OpenGround, in the app&apos;s frame.</p>
      <ul className="mt-6 grid list-none gap-3 p-0 sm:grid-cols-2">
        {SITE_NAV_ITEMS.map((item) => (
          <li key={item.href}>
            <Link
              href={item.href}
              className={`block h-full rounded-lg border border-neutral-200 p-4 hover:bg-neutral-50 dark:border-neutral-800 dark:hover:bg-neutral-900 ${FOCUS_RING}`}
            >
              <span className="block font-semibold">{item.label}</span>
              <span className="mt-1 block text-sm text-neutral-700 dark:text-neutral-300">{DESCRIPTIONS[item.href] ?? ""}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

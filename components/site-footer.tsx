import Link from "next/link";
import { CookieSettingsLink } from "@/components/client-platform/cookie-settings-link";
import { FOCUS_RING } from "@/components/ui/focus-ring";

const FOOTER_LINKS = [
  { href: "/newsletters", label: "Newsletters" },
  { href: "/subscribe", label: "Subscribe" },
  { href: "/gift", label: "Give a gift" },
  { href: "/about/ratings", label: "How we rate sources" },
] as const;

export function SiteFooter() {
  // Rendered at build time for static pages: the year moves on with the next build.
  const year = new Date().getFullYear();
  return (
    <footer className="border-t border-neutral-200 text-sm text-neutral-600 dark:border-neutral-800 dark:text-neutral-400">
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:grid-cols-2">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="font-semibold text-neutral-900 dark:text-neutral-100">
            About OpenGround
          </h2>
          <p className="mt-2 max-w-prose">
            OpenGround groups the news into stories and shows how outlets from the left, the centre and the right
            cover each one, so you can see the whole picture and the blindspots each side misses.
          </p>
        </section>
        <nav aria-label="Footer">
          <ul className="flex flex-col gap-2 sm:items-end">
            {FOOTER_LINKS.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className={`rounded underline-offset-2 hover:underline ${FOCUS_RING}`}>
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              <CookieSettingsLink />
            </li>
          </ul>
        </nav>
      </div>
      <div className="mx-auto max-w-6xl border-t border-neutral-200 px-4 py-4 dark:border-neutral-800">
        <p>
          OpenGround is free software under the GNU Affero General Public License v3.0: whoever runs it must offer
          its source code to the people who use it.
        </p>
        <p className="mt-1">© {year} OpenGround contributors</p>
      </div>
    </footer>
  );
}

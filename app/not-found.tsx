import Link from "next/link";
import { SiteFooter } from "@/components/site-footer";
import { SiteHeader } from "@/components/site-header";

export default function NotFound() {
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader />
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-16 text-center">
        <h1 className="text-3xl font-bold">Page not found</h1>
        <p className="mt-3 text-neutral-600 dark:text-neutral-400">We could not find that page or story.</p>
        <Link href="/" className="mt-6 inline-block underline">Back to the news</Link>
      </main>
      <SiteFooter />
    </div>
  );
}

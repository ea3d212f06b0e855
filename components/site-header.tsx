import Link from "next/link";

export function SiteHeader() {
  return (
    <header className="border-b border-neutral-200 dark:border-neutral-800">
      <nav aria-label="Main" className="mx-auto flex max-w-6xl items-center gap-4 px-4 py-3">
        <Link href="/" className="font-bold">OpenGround</Link>
        <Link href="/">News</Link>
        <Link href="/my">For You</Link>
        <Link href="/local">Local</Link>
        <Link href="/blindspot">Blindspot</Link>
        <Link href="/my-news-bias">My News Bias</Link>
      </nav>
    </header>
  );
}

"use client";

import { useEffect } from "react";

export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">Something went wrong</h1>
      <p className="mt-3 text-neutral-600 dark:text-neutral-400">
        The page could not be shown. Try again; if it keeps failing, the error reference is {error.digest ?? "unknown"}.
      </p>
      <button type="button" onClick={reset} className="mt-6 rounded bg-neutral-900 px-4 py-2 text-white dark:bg-white dark:text-neutral-900">
        Try again
      </button>
    </main>
  );
}

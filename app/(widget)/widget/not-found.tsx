// A widget whose story does not exist: a small card inside the embedding page, without the site chrome.
export default function WidgetNotFound() {
  return (
    <article className="max-w-sm rounded-lg border border-neutral-200 p-3 text-sm dark:border-neutral-800">
      <p className="text-xs font-semibold tracking-wide text-neutral-700 uppercase dark:text-neutral-300">OpenGround</p>
      <h1 className="mt-1 text-base font-bold">Page not found</h1>
      <p className="mt-1 text-neutral-700 dark:text-neutral-300">This story does not exist or is no longer available.</p>
    </article>
  );
}

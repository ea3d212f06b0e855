export default function HomePage() {
  return (
    <section>
      <h1 className="text-2xl font-bold">Top news</h1>
      <p className="mt-2 text-neutral-600 dark:text-neutral-400">
        The top stories of your edition, each compared across outlets of every political lean, will appear here.
      </p>
    </section>
  );
}

export function SiteFooter() {
  return (
    <footer className="border-t border-neutral-200 py-6 text-center text-sm text-neutral-500 dark:border-neutral-800">
      OpenGround — open-source news comparison
    </footer>
  );
}

import Link from "next/link";
import { FOCUS_RING } from "@/components/ui/focus-ring";
import { UserIcon } from "@/components/ui/icons";

// Spec §2 "account icon". A plain link for now; a signed-in avatar comes with the account screens.
export function AccountIcon() {
  return (
    <Link
      href="/account"
      aria-label="Account"
      title="Account"
      className={`rounded p-2 text-neutral-700 hover:bg-neutral-100 dark:text-neutral-300 dark:hover:bg-neutral-800 ${FOCUS_RING}`}
    >
      <UserIcon />
    </Link>
  );
}

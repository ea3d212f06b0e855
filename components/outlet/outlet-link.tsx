import Link from "next/link";
import { FOCUS_RING } from "@/components/ui/focus-ring";

/** An outlet's name linking to its page (/outlet/{id}), where its ratings and owner are shown. */
export function OutletLink({ id, name, className = "" }: { id: string; name: string; className?: string }) {
  return (
    <Link href={`/outlet/${encodeURIComponent(id)}`} className={`rounded font-semibold underline-offset-2 hover:underline ${FOCUS_RING} ${className}`}>
      {name}
    </Link>
  );
}

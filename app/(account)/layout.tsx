import type { ReactNode } from "react";
import { SiteShell } from "@/components/site-shell";

// Account, sign-in and checkout screens: the same chrome as the site, kept in their own group so a later
// issue can add what only they need (a session check, a narrower column) without touching the feeds.
export default function AccountLayout({ children }: { children: ReactNode }) {
  return <SiteShell>{children}</SiteShell>;
}

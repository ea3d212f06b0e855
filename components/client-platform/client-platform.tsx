"use client";

import dynamic from "next/dynamic";
import type { ReactNode } from "react";
import { UserProvider } from "./user-provider";

// The app-wide client behaviour of issue 19, mounted once by app/layout.tsx around every page: the user
// (UserProvider) in the first load; everything else (consent, analytics, monitoring, feature flags,
// stored state, the loading bar, scroll memory) in platform-effects.tsx, loaded after first paint, so
// no SDK and no zod weighs on a page's first load (docs/decisions.md "Issue 19").
const PlatformEffects = dynamic(() => import("./platform-effects"), { ssr: false });

export function ClientPlatform({ children }: { children: ReactNode }) {
  return (
    <UserProvider>
      {children}
      <PlatformEffects />
    </UserProvider>
  );
}

import type { Metadata } from "next";
import { RoutePlaceholder } from "@/components/route-placeholder";

// Spec §2 route /_app. Next never serves a page at /_app (it is one of its reserved Pages Router names,
// answered with 404 even when an app/%5Fapp folder builds it), so this page lives at /app-shell and
// next.config.js rewrites /_app here before the file-system routes.
export const metadata: Metadata = {
  title: "Application shell",
  description: "The shell the OpenGround app pages are built in.",
  robots: { index: false },
};

export default function AppShellPage() {
  return (
    <RoutePlaceholder
      title="Application shell"
      summary="The frame shared by every screen — header, navigation, theme, edition and footer — shown on its own, without a screen inside it."
    />
  );
}

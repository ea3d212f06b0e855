import { LandingRoute } from "@/components/landing/landing-route";
import { landingMetadata } from "@/lib/site/landing";

// /landingV7/ (spec §2, issue 22): lib/site/landing.ts says what this variant shows.
export const metadata = landingMetadata("/landingV7/");

export default function LandingV7Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <LandingRoute path="/landingV7/" searchParams={searchParams} />;
}

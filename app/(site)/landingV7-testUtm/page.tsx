import { LandingRoute } from "@/components/landing/landing-route";
import { landingMetadata } from "@/lib/site/landing";

// /landingV7-testUtm/ (spec §2, issue 22): lib/site/landing.ts says what this variant shows.
export const metadata = landingMetadata("/landingV7-testUtm/");

export default function LandingV7testUtmPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <LandingRoute path="/landingV7-testUtm/" searchParams={searchParams} />;
}

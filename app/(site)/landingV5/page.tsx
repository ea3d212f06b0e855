import { LandingRoute } from "@/components/landing/landing-route";
import { landingMetadata } from "@/lib/site/landing";

// /landingV5/ (spec §2, issue 22): lib/site/landing.ts says what this variant shows.
export const metadata = landingMetadata("/landingV5/");

export default function LandingV5Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <LandingRoute path="/landingV5/" searchParams={searchParams} />;
}

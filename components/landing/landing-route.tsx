import { LANDING_VARIANTS, type LandingPath } from "@/lib/site/landing";
import { cachedLandingExamples } from "@/lib/site/landing-examples";
import { LandingPage } from "./landing-page";

// The page of each app/(site)/landingV*/page.tsx (its metadata: landingMetadata of lib/site/landing.ts).

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function LandingRoute({ path, searchParams }: { path: LandingPath; searchParams: SearchParams }) {
  const [query, examples] = await Promise.all([searchParams, cachedLandingExamples()]);
  return <LandingPage variant={LANDING_VARIANTS[path]} examples={examples} query={query} />;
}

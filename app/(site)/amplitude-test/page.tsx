import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AnalyticsTest } from "@/components/client-platform/analytics-test";
import { getCurrentUser } from "@/lib/auth/current-user";
import { isStaff } from "@/lib/client/feature-attributes";
import { getEnv } from "@/lib/env";

export const metadata: Metadata = {
  title: "Analytics test",
  description: "A page for checking that analytics events are sent.",
  robots: { index: false },
};

export const dynamic = "force-dynamic";

// /amplitude-test (spec §2; issue 19): for staff only (a signed-in reader whose e-mail ends with
// STAFF_EMAIL_SUFFIX); everyone else gets 404. Shows the flags and attributes in force and sends a test
// event to each analytics destination.
export default async function AmplitudeTestPage() {
  const user = await getCurrentUser();
  if (!user || !isStaff(user.email, getEnv().STAFF_EMAIL_SUFFIX)) notFound();
  return (
    <div className="flex max-w-4xl flex-col gap-4">
      <h1 className="text-2xl font-bold sm:text-3xl">Analytics test</h1>
      <AnalyticsTest />
    </div>
  );
}

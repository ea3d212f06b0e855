"use server";

import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { getEnv } from "@/lib/env";
import { formatLocalPlaceCookie, LOCAL_PLACE_COOKIE, LOCAL_PLACE_COOKIE_SECONDS, normalisePlace } from "@/lib/site/local-place";

// The /local place form (works without JavaScript: a plain form posting to this action). The place is
// validated (lib/site/local-place.ts) and kept in the GROUND_LOCAL_PLACE cookie for a year (spec §9).
export async function setLocalPlace(form: FormData): Promise<void> {
  const jar = await cookies();
  if (form.get("intent") === "clear") {
    jar.delete(LOCAL_PLACE_COOKIE);
    redirect("/local");
  }
  const place = normalisePlace(form.get("country"), form.get("region"));
  if (!place) redirect("/local?error=place");
  jar.set(LOCAL_PLACE_COOKIE, formatLocalPlaceCookie(place), {
    path: "/",
    maxAge: LOCAL_PLACE_COOKIE_SECONDS,
    sameSite: "lax",
    secure: getEnv().NODE_ENV === "production" && (getEnv().PUBLIC_URL ?? "").startsWith("https:"),
  });
  redirect("/local");
}

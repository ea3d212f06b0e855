"use server";

import { randomBytes } from "node:crypto";
import { redirect } from "next/navigation";
import { getCurrentUser } from "@/lib/auth/current-user";
import { getDb } from "@/lib/db";
import { shareSlugFrom } from "@/lib/personal/year-in-review";
import { setYearInReviewShare } from "@/lib/queries/year-in-review";

// The year in review's public link (issue 22): switching it on stores a new random slug on the reader;
// switching it off clears it, so the old link answers 404. Plain forms: they work without JavaScript.
export async function setYearInReviewSharing(form: FormData): Promise<void> {
  const user = await getCurrentUser();
  if (!user) redirect("/401?redirectUri=%2Fyear-in-review");
  const on = form.get("share") === "on";
  await setYearInReviewShare(await getDb(), user.id, on ? shareSlugFrom(randomBytes(18)) : null);
  redirect(`/year-in-review?shared=${on ? "on" : "off"}`);
}

import { goToUnauthorised, sendJson } from "@/lib/client/send-json";

// The follow calls onboarding makes (spec §4 "Follow result", §7): code 0 means the plan's follow limit
// was hit; a 401 means the session ended, and the reader is sent to /401 with the way back.
export type FollowCallResult = "success" | "hitUserLimit" | "error";

export const FOLLOW_LIMIT_TEXT = "You have reached the follow limit of your plan. Unfollow something first, or subscribe to follow more.";

async function call(path: string, body: unknown): Promise<FollowCallResult> {
  const result = await sendJson("POST", path, body);
  if (!result.ok) {
    if (result.status === 401) goToUnauthorised();
    console.error("Follow call failed", { path, status: result.status, message: result.message });
    return "error";
  }
  return (result.data as { code?: unknown } | undefined)?.code === 0 ? "hitUserLimit" : "success";
}

export function setInterestFollow(interestId: number, follow: boolean): Promise<FollowCallResult> {
  return call("/v04/interests/updateMy", { action: follow ? "follow" : "unfollow", interestId });
}

export function setOutletFollow(outletId: string, follow: boolean): Promise<FollowCallResult> {
  return call("/v04/personal/relations", { kind: "outlet", targetId: outletId, relation: follow ? "follow" : "none" });
}

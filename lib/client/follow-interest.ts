import type { ApiClient } from "./api-client";

// Following an interest from the client (spec §4 "Follow result", §5, §7).
export type FollowResult = "success" | "hitUserLimit" | "fail";

/** code 0 → the follow limit was hit; a missing session → fail; any other answer → success. */
export function followResult(response: unknown, hasSession: boolean): FollowResult {
  if (!hasSession) return "fail";
  if (typeof response === "object" && response !== null && (response as { code?: unknown }).code === 0) return "hitUserLimit";
  return "success";
}

export type InterestRef = string | number | { id: string | number };

/** The id to send: the spec allows a string id or an object carrying one (§3). */
export function interestRefId(interest: InterestRef): string | number {
  return typeof interest === "object" ? interest.id : interest;
}

export async function updateInterestFollow(
  api: Pick<ApiClient, "post">,
  params: { action: "follow" | "unfollow"; interest: InterestRef; hasSession: boolean },
): Promise<FollowResult> {
  if (!params.hasSession) return "fail"; // spec §5: follow and unfollow require a session
  const response = await api.post("/v04/interests/updateMy", { action: params.action, interestId: interestRefId(params.interest) });
  return followResult(response, true);
}

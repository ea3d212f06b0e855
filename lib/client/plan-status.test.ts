import { describe, expect, it } from "vitest";
import { encodeUserCookie } from "@/lib/auth/user-cookie";
import type { AccountUser } from "@/lib/accounts/user";
import { browserEntitlements, statusFromUserCookie } from "./plan-status";

const user = (subscriptionStatus: string) => ({ id: 1, email: "a@example.com", subscriptionStatus }) as unknown as AccountUser;

describe("the plan the browser knows from the user cookie", () => {
  it("reads the status the server wrote, and treats a visitor as unregistered", () => {
    expect(statusFromUserCookie(encodeUserCookie(user("vantage")))).toBe("vantage");
    expect(browserEntitlements({ GROUND_USER: encodeUserCookie(user("pro")) }).skipPaywalls).toBe(true);
    expect(browserEntitlements({}).skipPaywalls).toBe(false);
    expect(statusFromUserCookie("%%%not-base64")).toBeNull();
  });
});

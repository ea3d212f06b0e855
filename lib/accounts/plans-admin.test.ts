import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "@/test/db";
import { createTestUser } from "@/test/factories/users";
import { AppError } from "@/lib/api/errors";
import type { DatabaseHandle } from "@/lib/db";
import { users } from "@/lib/db/schema";
import { grantPlan, makeInstitutional, revokePlan } from "./plans-admin";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});

const row = async (id: number) => (await handle.db.select().from(users).where(eq(users.id, id)))[0]!;
const now = new Date("2026-11-26T00:00:00Z");

describe("npm run plans (the operator's hand on plans)", () => {
  it("grants a plan until a date, revokes it, and makes a reader institutional with the institution's name", async () => {
    const { user } = await createTestUser(handle.db, { email: "Reader@Example.com" });
    expect(await grantPlan(handle.db, { email: "reader@example.com", plan: "vantage", until: "2027-12-31", now })).toContain("now has vantage");
    expect(await row(user.id)).toMatchObject({ subscriptionStatus: "vantage", subscribedUntil: new Date("2027-12-31T23:59:59Z"), subscriptionWillRenew: false });
    await makeInstitutional(handle.db, { email: user.email, name: "Springfield University", now });
    expect(await row(user.id)).toMatchObject({ subscriptionStatus: "institutional", institutionalUser: true, institutionName: "Springfield University", institutionIcon: "/institution.svg" });
    await makeInstitutional(handle.db, { email: user.email, name: "Springfield University", icon: "https://springfield.example/seal.png", now });
    expect((await row(user.id)).institutionIcon).toBe("https://springfield.example/seal.png");
    await revokePlan(handle.db, { email: user.email, now });
    expect(await row(user.id)).toMatchObject({ subscriptionStatus: "free", institutionalUser: false, institutionName: null, institutionIcon: null });
  });

  it("refuses an unknown e-mail, an unknown plan and a bad or past date, changing nothing", async () => {
    const { user } = await createTestUser(handle.db);
    const refused = (promise: Promise<unknown>) => expect(promise).rejects.toBeInstanceOf(AppError);
    await refused(grantPlan(handle.db, { email: "nobody@example.com", plan: "pro", until: "2027-01-01", now }));
    await refused(grantPlan(handle.db, { email: user.email, plan: "platinum", until: "2027-01-01", now }));
    await refused(grantPlan(handle.db, { email: user.email, plan: "pro", until: "soon", now }));
    await refused(grantPlan(handle.db, { email: user.email, plan: "pro", until: "2020-01-01", now }));
    for (const icon of ["javascript:alert(1)", "http://insecure.example/x.png", "//other.example/x.png", "logo.png"]) {
      await expect(makeInstitutional(handle.db, { email: user.email, name: "Springfield University", icon, now })).rejects.toThrow(/must be an https:\/\/ address/);
    }
    expect((await row(user.id)).subscriptionStatus).toBe("free");
  });
});

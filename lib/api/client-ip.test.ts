import { beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "@/test/db";
import { apiRequest } from "@/test/factories/users";
import { setDatabaseForTests } from "@/lib/db/test-override";
import { POST as forgot } from "@/app/api/auth/forgot-password/route";
import { HashGate, PASSWORD_BUSY } from "@/lib/auth/password";
import { AppError } from "./errors";
import { addressBucket, addressFromHops, CLIENT_IP_HEADER, clientIp } from "./client-ip";

beforeAll(async () => {
  setDatabaseForTests(await createTestDatabase());
});

describe("the client's address (issue 23)", () => {
  it("is the socket's with no trusted proxy, whatever X-Forwarded-For says", () => {
    expect(addressFromHops("203.0.113.9", "198.51.100.4", 0)).toBe("198.51.100.4");
    expect(addressFromHops(undefined, "::ffff:198.51.100.4", 0)).toBe("198.51.100.4");
    expect(addressFromHops(undefined, undefined, 0)).toBe("unknown");
  });

  it("is the address the outermost trusted proxy saw, never one further out a client could write", () => {
    // client → nginx (appends the client's address) → us
    expect(addressFromHops("6.6.6.6, 203.0.113.9", "127.0.0.1", 1)).toBe("203.0.113.9");
    expect(addressFromHops(["6.6.6.6", "203.0.113.9", "10.0.0.2"], "127.0.0.1", 2)).toBe("203.0.113.9");
    // fewer entries than proxies configured: the furthest one there is
    expect(addressFromHops(undefined, "127.0.0.1", 1)).toBe("127.0.0.1");
  });

  it("prefers the address the web process worked out from the socket", () => {
    expect(clientIp(new Headers({ [CLIENT_IP_HEADER]: "198.51.100.4", "x-forwarded-for": "203.0.113.9" }))).toBe("198.51.100.4");
  });

  it("buckets IPv6 by /64 and leaves IPv4 alone", () => {
    expect(addressBucket("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(addressBucket("2001:0db8:0001:0002:ffff:1:2:3")).toBe("2001:db8:1:2::/64");
    expect(addressBucket("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(addressBucket("::1")).toBe("0:0:0:0::/64");
    expect(addressBucket("198.51.100.4")).toBe("198.51.100.4");
    expect(addressBucket("unknown")).toBe("unknown");
  });

  it("keeps a reader who rotates X-Forwarded-For, or addresses within one /64, inside one per-IP limit", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const response = await forgot(
        apiRequest("/api/auth/forgot-password", { body: { email: `rotate${i}@example.com` }, headers: { [CLIENT_IP_HEADER]: "198.51.100.60", "x-forwarded-for": `203.0.113.${i}` } }),
      );
      statuses.push(response.status);
    }
    expect(statuses).toEqual([...Array(10).fill(202), 429]);
    const v6: number[] = [];
    for (let i = 0; i < 11; i++) {
      const response = await forgot(apiRequest("/api/auth/forgot-password", { body: { email: `six${i}@example.com` }, headers: { [CLIENT_IP_HEADER]: `2001:db8:7:7::${(i + 1).toString(16)}` } }));
      v6.push(response.status);
    }
    expect(v6.at(-1)).toBe(429);
  });
});

describe("the argon2 gate", () => {
  it("runs a few hashes at once, queues a few more, and answers 503 beyond", async () => {
    const gate = new HashGate(1, 1);
    let release!: () => void;
    const first = gate.run(() => new Promise<string>((resolve) => (release = () => resolve("first"))));
    const second = gate.run(async () => "second");
    const third = gate.run(async () => "third").catch((error: unknown) => error);
    const refused = await third;
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ code: "unavailable", message: PASSWORD_BUSY, status: 503 });
    release();
    expect(await Promise.all([first, second])).toEqual(["first", "second"]);
    expect(await gate.run(async () => "later")).toBe("later");
  });
});

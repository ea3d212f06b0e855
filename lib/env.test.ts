import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env";

describe("parseEnv", () => {
  it("gives the documented defaults on an empty environment", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe("./.data");
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.FEEDS_ALLOW_PRIVATE).toBe(false);
    expect(env.MICROCACHE_MS).toBe(1000);
  });

  it("lets an operator turn the microcache off", () => {
    expect(parseEnv({ MICROCACHE_MS: "0" }).MICROCACHE_MS).toBe(0);
  });

  it("treats empty strings as unset", () => {
    expect(parseEnv({ PORT: "", DATABASE_URL: "" }).PORT).toBe(3000);
  });

  it("reads PORT, DATA_DIR, DATABASE_URL, PUBLIC_URL and flags", () => {
    const env = parseEnv({
      PORT: "8080",
      DATA_DIR: "/var/lib/openground",
      DATABASE_URL: "postgres://postgres@127.0.0.1:5432/test",
      PUBLIC_URL: "https://news.example.org",
      FEEDS_ALLOW_PRIVATE: "1",
    });
    expect(env).toMatchObject({ PORT: 8080, DATA_DIR: "/var/lib/openground", FEEDS_ALLOW_PRIVATE: true });
  });

  it.each([
    ["PORT", "abc"],
    ["PORT", "70000"],
    ["DATABASE_URL", "mysql://localhost/db"],
    ["PUBLIC_URL", "not a url"],
    ["FEEDS_ALLOW_PRIVATE", "maybe"],
    ["MICROCACHE_MS", "-1"],
    ["MICROCACHE_MS", "1s"],
  ])("rejects a bad %s with a message naming the variable", (name, value) => {
    let error: unknown;
    try {
      parseEnv({ [name]: value });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(EnvError);
    expect((error as EnvError).message).toContain(`${name}:`);
    expect((error as EnvError).message).toContain(JSON.stringify(value));
  });

  it.each([
    ["postgres://app:s3cret@db host/news", "postgres://app:***@db host/news"],
    ["postgres://app:p@ss@db host/news", "postgres://app:***@db host/news"],
    ["host=db user=app password=s3cret dbname=news", "host=db user=app password=*** dbname=news"],
  ])("never shows the password of a bad DATABASE_URL (%s)", (value, shown) => {
    expect(() => parseEnv({ DATABASE_URL: value })).toThrow(JSON.stringify(shown));
    try {
      parseEnv({ DATABASE_URL: value });
    } catch (error) {
      expect((error as EnvError).message).not.toMatch(/s3cret|p@ss/);
    }
  });
});

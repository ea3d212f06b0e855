import { describe, expect, it } from "vitest";
import { z } from "zod";
import { AppError } from "./errors";
import { parseInput } from "./request-input";

describe("parseInput", () => {
  const schema = z.object({ email: z.string(), tags: z.array(z.object({ name: z.string() })).optional() });

  it("refuses a NUL anywhere in the parsed input with a 400 naming the field (PostgreSQL refuses NUL in text)", () => {
    const refused = (input: unknown) => {
      try {
        parseInput(schema, input);
      } catch (error) {
        return error instanceof AppError ? [error.status, error.message] : error;
      }
      return "accepted";
    };
    expect(refused({ email: "a\u0000b@example.com" })).toEqual([400, "email: must not contain a NUL character"]);
    expect(refused({ email: "a@example.com", tags: [{ name: "x\u0000" }] })).toEqual([400, "tags.0.name: must not contain a NUL character"]);
    expect(refused({ email: "a@example.com\t", tags: [{ name: "ok" }] })).toBe("accepted");
  });
});

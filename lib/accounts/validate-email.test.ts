import { describe, expect, it } from "vitest";
import { emailMessage, emailProblem, isValidEmail } from "./validate-email";

describe("emailProblem (spec §5, §9: limits 254, 64, 63)", () => {
  it("accepts ordinary addresses", () => {
    for (const email of ["reader@example.com", "first.last+news@sub.example.co.uk", "o'brien@example.ie", "x@a-b.io"]) {
      expect(emailProblem(email), email).toBeNull();
    }
  });

  it("rejects an empty address first", () => {
    expect(emailProblem("")).toBe("empty");
    expect(emailMessage("empty")).toBe("Please enter an email address.");
  });

  it("rejects addresses that do not match the pattern", () => {
    for (const email of ["plain", "@example.com", "a@", "a@localhost", "a b@example.com", "a@-example.com", "a@example-.com", "a@@example.com", "a@example..com"]) {
      expect(emailProblem(email), email).toBe("invalid_format");
    }
    expect(emailMessage("invalid_format")).toBe("Please enter a valid email address.");
  });

  it("enforces 64 characters for the local part, exactly", () => {
    expect(emailProblem(`${"a".repeat(64)}@example.com`)).toBeNull();
    expect(emailProblem(`${"a".repeat(65)}@example.com`)).toBe("local_part_too_long");
  });

  it("enforces 63 characters per domain label, exactly", () => {
    expect(emailProblem(`a@${"b".repeat(63)}.com`)).toBeNull();
    expect(emailProblem(`a@${"b".repeat(64)}.com`)).toBe("domain_label_too_long");
  });

  it("enforces 254 characters overall, exactly", () => {
    const domain = ["d", "e", "f", "g"].map((letter) => letter.repeat(60) + ".").join(""); // 244 characters
    const at254 = `${"a".repeat(254 - 1 - domain.length - 3)}@${domain}com`;
    expect(at254).toHaveLength(254);
    expect(isValidEmail(at254)).toBe(true);
    expect(emailProblem(`a${at254}`)).toBe("too_long");
  });
});

// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetAnalyticsForTests, startAnalytics } from "@/lib/client/analytics";
import { AuthForm } from "@/components/account/auth-form";
import { CaptchaForm } from "./captcha-form";

// What analytics receives once the reader allowed it (lib/client/analytics.ts).
let tracked: string[] = [];
beforeEach(() => {
  tracked = [];
  resetAnalyticsForTests();
  startAnalytics([(event) => tracked.push(event)]);
});

afterEach(() => {
  cleanup();
  resetAnalyticsForTests();
  vi.restoreAllMocks();
  delete window.grecaptcha;
  document.head.querySelectorAll("script").forEach((script) => script.remove());
});

const renderForm = (siteKey: string | null) =>
  render(
    <CaptchaForm action="/api/billing/checkout" siteKey={siteKey} captchaAction="checkout">
      <button type="submit">Continue to payment</button>
    </CaptchaForm>,
  );

describe("the checkout form's captcha (spec §7: a site key, an action executed for a token)", () => {
  it("gets a token for the action, sends it with the form, and reports the start and the result", async () => {
    const execute = vi.fn().mockResolvedValue("token-123");
    window.grecaptcha = { ready: (callback) => callback(), execute };
    const submitted = vi.spyOn(HTMLFormElement.prototype, "requestSubmit").mockImplementation(() => {});
    const { container } = renderForm("site-key");
    fireEvent.click(screen.getByRole("button", { name: "Continue to payment" }));
    await waitFor(() => expect(submitted).toHaveBeenCalled());
    expect(execute).toHaveBeenCalledWith("site-key", { action: "checkout" });
    expect((container.querySelector('input[name="captchaToken"]') as HTMLInputElement).value).toBe("token-123");
    expect(tracked).toEqual(["Google-Captcha-Start", "Google-Captcha-Result"]);
  });

  it("loads no script and adds nothing without a site key", () => {
    renderForm(null);
    const form = screen.getByRole("button").closest("form")!;
    const event = new Event("submit", { bubbles: true, cancelable: true });
    form.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(document.head.querySelector("script")).toBeNull();
    expect(tracked).toEqual([]);
  });

  it("says so when the captcha cannot start, and does not submit", async () => {
    window.grecaptcha = { ready: (callback) => callback(), execute: vi.fn().mockRejectedValue(new Error("offline")) };
    const submitted = vi.spyOn(HTMLFormElement.prototype, "requestSubmit").mockImplementation(() => {});
    vi.spyOn(console, "error").mockImplementation(() => {});
    renderForm("site-key");
    fireEvent.click(screen.getByRole("button", { name: "Continue to payment" }));
    expect(await screen.findByRole("alert")).toHaveProperty("textContent", "The check that you are not a robot could not start. Please reload the page and try again.");
    expect(submitted).not.toHaveBeenCalled();
  });
});

describe("the registration form's captcha (issue 21)", () => {
  const renderRegister = (captchaSiteKey: string | null) =>
    render(<AuthForm mode="register" error={null} redirectUri="/" switchRedirectUri="/" captchaSiteKey={captchaSiteKey} />);

  it("gets a token for the register action before the form is sent, on a site with a captcha", async () => {
    const execute = vi.fn().mockResolvedValue("register-token");
    window.grecaptcha = { ready: (callback) => callback(), execute };
    const submitted = vi.spyOn(HTMLFormElement.prototype, "requestSubmit").mockImplementation(() => {});
    const { container } = renderRegister("site-key");
    fireEvent.change(screen.getByLabelText("Email"), { target: { value: "reader@example.com" } });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "long enough" } });
    fireEvent.click(screen.getByRole("button", { name: "Create account" }));
    await waitFor(() => expect(submitted).toHaveBeenCalled());
    expect(execute).toHaveBeenCalledWith("site-key", { action: "register" });
    const form = container.querySelector("form")!;
    expect(form.getAttribute("action")).toBe("/api/auth/register");
    expect((form.querySelector('input[name="captchaToken"]') as HTMLInputElement).value).toBe("register-token");
  });

  it("is a plain form with no token field without a site key, and sign-in never asks", () => {
    const { container } = renderRegister(null);
    expect(container.querySelector('input[name="captchaToken"]')).toBeNull();
    cleanup();
    const login = render(<AuthForm mode="login" error={null} redirectUri="/" switchRedirectUri="/" captchaSiteKey="site-key" />);
    expect(login.container.querySelector('input[name="captchaToken"]')).toBeNull();
  });
});

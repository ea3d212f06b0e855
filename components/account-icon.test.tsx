// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { AccountUser } from "@/lib/accounts/user";
import { INSTITUTION_ICON_COOKIE, INSTITUTION_NAME_COOKIE } from "@/lib/auth/constants";
import { UserContext, type UseUser } from "@/hooks/use-user";
import { AccountIcon } from "./account-icon";

// The account menu names the institution whose licence a reader uses (spec §3 "institution name and
// icon" cookies, set by the server for institutional readers only; issue 21).

const reader = { id: 3, email: "student@springfield.example", fullname: "Lisa" } as AccountUser;
const signedIn: UseUser = {
  status: "user_fetched",
  user: reader,
  loading: false,
  error: null,
  hasSession: true,
  cachedUser: reader,
  signOut: async () => {},
  refresh: () => {},
};
const expire = (name: string) => (document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`);

afterEach(() => {
  cleanup();
  expire(INSTITUTION_NAME_COOKIE);
  expire(INSTITUTION_ICON_COOKIE);
});

function openMenu() {
  render(
    <UserContext.Provider value={signedIn}>
      <AccountIcon />
    </UserContext.Provider>,
  );
  const menu = screen.getByLabelText("Account menu, signed in as Lisa").closest("details")!;
  menu.open = true;
  fireEvent(menu, new Event("toggle"));
}

describe("the account menu's institution line", () => {
  it("shows the institution's name and icon from its cookies", async () => {
    document.cookie = `${INSTITUTION_NAME_COOKIE}=${encodeURIComponent("Université de Montréal")}; path=/`;
    document.cookie = `${INSTITUTION_ICON_COOKIE}=${encodeURIComponent("/institution.svg")}; path=/`;
    openMenu();
    const line = await screen.findByTestId("institution");
    expect(line.textContent).toBe("Access through Université de Montréal");
    expect(line.querySelector("img")?.getAttribute("src")).toBe("/institution.svg");
  });

  it("shows nothing without the cookies, and no icon from an address that is not https or this site", async () => {
    openMenu();
    await screen.findByText("Signed in as student@springfield.example");
    expect(screen.queryByTestId("institution")).toBeNull();
    cleanup();
    document.cookie = `${INSTITUTION_NAME_COOKIE}=Springfield; path=/`;
    for (const icon of ["javascript:alert(1)", "http://tracker.example/i.png", "//tracker.example/i.png", "/\\tracker.example/i.png"]) {
      document.cookie = `${INSTITUTION_ICON_COOKIE}=${encodeURIComponent(icon)}; path=/`;
      openMenu();
      // A browser reads "/\host" as "//host": another site.
      expect((await screen.findByTestId("institution")).querySelector("img"), icon).toBeNull();
      cleanup();
    }
  });
});

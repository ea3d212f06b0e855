import { describe, expect, it } from "vitest";
import { pageViewOf, referrerHost } from "./page-view";

describe("the site's own page views (spec §2)", () => {
  it("groups by first path segment under the spec's section names", () => {
    expect(pageViewOf("/")).toEqual({ section: "News", page: "/" });
    expect(pageViewOf("/my")).toEqual({ section: "ForYou", page: "/my" });
    expect(pageViewOf("/blindspot")).toEqual({ section: "Blindspot", page: "/blindspot" });
    expect(pageViewOf("/my-news-bias")).toEqual({ section: "MyNewsBias", page: "/my-news-bias" });
    expect(pageViewOf("/account")).toEqual({ section: "MyAccount", page: "/account" });
    expect(pageViewOf("/newsletters/daily-ground")).toEqual({ section: "newsletters", page: "/newsletters/daily-ground" });
  });

  it("gives article, interest, daily-briefing and landingV8 pages generic titles", () => {
    expect(pageViewOf("/article/123")).toEqual({ section: "NewsRoom", page: "Article" });
    expect(pageViewOf("/interest/42")).toEqual({ section: "Interest", page: "Interest" });
    expect(pageViewOf("/daily-briefing/7")).toEqual({ section: "daily-briefing", page: "Daily briefing" });
    expect(pageViewOf("/landingV8/")).toEqual({ section: "landingv8", page: "Landing page V8" });
    expect(pageViewOf("/landingV8-testUtm/").page).toBe("/landingV8-testUtm/");
  });

  it("keeps only another site's host as referrer", () => {
    expect(referrerHost("https://News.Example.org/a?b", "openground.example")).toBe("news.example.org");
    expect(referrerHost("https://openground.example/blindspot", "openground.example")).toBeNull();
    expect(referrerHost("", "openground.example")).toBeNull();
  });
});

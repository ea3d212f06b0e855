import { describe, expect, it } from "vitest";
import { celebrityKeys, GENRE, headlineGenre, headlineReaction, otherGenres } from "./genre";

describe("the genre a headline announces", () => {
  it("reads a photo gallery and an interview programme from the headline's own words", () => {
    expect(headlineGenre("US family separation crisis – in pictures")).toBe(GENRE.Gallery);
    expect(headlineGenre("Week in pictures: 16 - 22 June")).toBe(GENRE.Gallery);
    expect(headlineGenre("Flooded streets of Dhaka in photos")).toBe(GENRE.Gallery);
    expect(headlineGenre("One on One with Secretary of State Mike Pompeo")).toBe(GENRE.Interview);
    expect(headlineGenre("Q&A: the mayor on her housing plan")).toBe(GENRE.Interview);
    expect(headlineGenre("Zadie Smith: 'I write to find out what I think' – interview")).toBe(GENRE.Interview);
  });

  it("calls a report of what was said in an interview, and an explainer, a report", () => {
    expect(headlineGenre("DeVos struggles in pointed '60 Minutes' interview")).toBe(GENRE.Report);
    expect(headlineGenre("Trump interviews four candidates as Supreme Court fight heats up")).toBe(GENRE.Report);
    expect(headlineGenre("Super Tuesday, explained")).toBe(GENRE.Report);
    expect(headlineGenre("Pompeo warns Iran on nuclear arms")).toBe(GENRE.Report);
    // A gallery in the news is a report; only the piece's own label makes a gallery.
    expect(headlineGenre("Gallery owner charged with fraud over forged paintings")).toBe(GENRE.Report);
    expect(headlineGenre("Photo gallery: the flood in Dhaka")).toBe(GENRE.Gallery);
    expect(headlineGenre("Royal wedding – gallery")).toBe(GENRE.Gallery);
  });

  it("tells two pieces apart only when their genres differ (none given: a report)", () => {
    expect(otherGenres(GENRE.Gallery, GENRE.Report)).toBe(true);
    expect(otherGenres(GENRE.Interview, undefined)).toBe(true);
    expect(otherGenres(GENRE.Gallery, GENRE.Gallery)).toBe(false);
    expect(otherGenres(undefined, GENRE.Report)).toBe(false);
  });
});

describe("a third party's reaction announced by a headline (issue 26, eighth round)", () => {
  it("reads a crowd's reaction on social media and a late-night host's jokes", () => {
    expect(headlineReaction("Twitter calls out the striker's dive")).toBe(true);
    expect(headlineReaction("Social media reacts to the senator's secret account")).toBe(true);
    expect(headlineReaction("Critics Take to Twitter to Denounce Governor's Scarf on Flood Visit")).toBe(true);
    expect(headlineReaction("Late-night hosts mock the governor's scarf")).toBe(true);
    expect(headlineReaction("Colbert: Was the scarf a campaign ad?")).toBe(true);
    expect(headlineReaction("Jimmy Kimmel roasts the mayor's budget speech")).toBe(true);
  });

  it("leaves a principal's own post, a platform's own act and plain reports alone", () => {
    // The one who acted replying on social media is a principal (the rule's test 2), not a third party.
    expect(headlineReaction("Trump takes to Twitter to hit back at Kim")).toBe(false);
    expect(headlineReaction("Twitter suspends thousands of accounts")).toBe(false);
    expect(headlineReaction("Fans celebrate as Brazil reach the last 16")).toBe(false);
    expect(headlineReaction("Governor wears 'no regrets' scarf on flood visit")).toBe(false);
    expect(headlineReaction("Analysis: the governor's scarf was no mistake")).toBe(false);
  });

  it("does not read news about a host, a show or Twitter the company, nor a singular name that took to Twitter, as a reaction", () => {
    expect(headlineReaction("Jimmy Kimmel suspended as affiliates revolt")).toBe(false);
    expect(headlineReaction("Fallon resigns as defence secretary")).toBe(false);
    expect(headlineReaction("SNL cast member fired over old posts")).toBe(false);
    expect(headlineReaction("Samantha Bee's show cancelled")).toBe(false);
    expect(headlineReaction("Late-night TV ratings slump")).toBe(false);
    expect(headlineReaction("Trump attacks late-night hosts over jokes")).toBe(false);
    expect(headlineReaction("Twitter responds to the executive order on platforms")).toBe(false);
    expect(headlineReaction("Twitter slams the country's ban on the service")).toBe(false);
    expect(headlineReaction("Sanders took to Twitter to defend the bill")).toBe(false);
    // The same commenters reacting are still read.
    expect(headlineReaction("Critics slam the governor's scarf")).toBe(true);
    expect(headlineReaction("Fans took to Twitter to mock the referee")).toBe(true);
    expect(headlineReaction("Stephen Colbert skewers the governor's scarf")).toBe(true);
  });
});

describe("a celebrity's side piece (issue 26, eleventh round)", () => {
  it("reads the name a headline opens with when its lead introduces that name as an entertainer", () => {
    expect(celebrityKeys("Gisele Bundchen Cheers for Brazil at World Cup, Loudly", "Brazilian supermodel Gisele Bundchen showed off her excitement during Brazil's 2-0 win")).toEqual(["gisel", "bundchen"]);
    expect(celebrityKeys("Clint Eastwood among write-in votes in Senate race", "Some voters wrote in actor Clint Eastwood on their ballots.")).toEqual(["clint", "eastwood"]);
    expect(celebrityKeys("Tucker Carlson slams the senator", "Conservative talk show host Tucker Carlson said on Monday …")).toEqual(["tucker", "carlson"]);
    // The title at a sentence's start is capitalised.
    expect(celebrityKeys("Lori Loughlin to plead guilty in college admissions case", "Actress Lori Loughlin and her husband agreed to plead guilty.")).toEqual(["lori", "loughlin"]);
  });

  it("reads nothing without the entertainer's title, with another name after it, or with the name elsewhere in the headline", () => {
    expect(celebrityKeys("Gisele Bundchen Cheers for Brazil", "Gisele Bundchen showed off her excitement")).toBeUndefined();
    expect(celebrityKeys("Gisele Bundchen Cheers for Brazil", "")).toBeUndefined();
    expect(celebrityKeys("Senator Jane Roe praises the bill", "Actor Tom Doe joined the senator on stage")).toBeUndefined();
    expect(celebrityKeys("Brazil beat Costa Rica as Gisele Bundchen cheers", "Supermodel Gisele Bundchen cheered from the stands")).toBeUndefined();
    expect(celebrityKeys("NBA star LeBron James scores 40", "Lakers star LeBron James scored 40 points")).toBeUndefined();
  });
});

import { describe, expect, it } from "vitest";
import { GENRE, headlineGenre, otherGenres } from "./genre";

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
  });

  it("tells two pieces apart only when their genres differ (none given: a report)", () => {
    expect(otherGenres(GENRE.Gallery, GENRE.Report)).toBe(true);
    expect(otherGenres(GENRE.Interview, undefined)).toBe(true);
    expect(otherGenres(GENRE.Gallery, GENRE.Gallery)).toBe(false);
    expect(otherGenres(undefined, GENRE.Report)).toBe(false);
  });
});

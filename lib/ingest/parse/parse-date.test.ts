import { describe, expect, it } from "vitest";
import { readFeedDate } from "./parse-date";

const iso = (raw: string) => readFeedDate(raw)?.date.toISOString();

describe("readFeedDate", () => {
  it.each([
    // RFC 822 / 1123 and the variants real feeds write
    ["Sat, 23 Jun 2018 14:37:40 GMT", "2018-06-23T14:37:40.000Z"],
    ["Fri, 22 Jun 2018 14:15:23 -0400", "2018-06-22T18:15:23.000Z"],
    ["Fri, 22 Jun 2018 12:52:20 EDT", "2018-06-22T16:52:20.000Z"],
    ["Thu, 06 Feb 2020 00:00:00 PST", "2020-02-06T08:00:00.000Z"],
    ["Sat, 23 Jun 2018 15:24 GMT", "2018-06-23T15:24:00.000Z"],
    ["Tue, 9 Aug 2005 10:00:00 +0000", "2005-08-09T10:00:00.000Z"],
    ["Fri, 30 June 2017 10:00:00 GMT", "2017-06-30T10:00:00.000Z"],
    ["Wed 03 Oct 2018 10:00:00 GMT", "2018-10-03T10:00:00.000Z"],
    ["07 Nov 2015 12:00:00 EST", "2015-11-07T17:00:00.000Z"],
    ["Tue, 15 Nov 2022 20:15:04 Z", "2022-11-15T20:15:04.000Z"],
    ["Fri, 19 May 2017 21:05:02 +0530", "2017-05-19T15:35:02.000Z"],
    ["Sat, Dec 16 2023 02:02:33 PM", "2023-12-16T14:02:33.000Z"],
    ["03 Apr 02 1500 GMT", "2002-04-03T15:00:00.000Z"], // RSS 0.91 spec: two-digit year, hhmm
    ["Seg, 24 Set 2018 19:42:40 -0300", "2018-09-24T22:42:40.000Z"], // Portuguese
    ["mer, 16 nov 2022 00:38:15 +0100", "2022-11-15T23:38:15.000Z"], // Italian
    ["mar, 13 nov 2018 10:00:00 +0100", "2018-11-13T09:00:00.000Z"], // `mar` is Tuesday here, not March
    ["Sat, 23 Jun 2018 14:37:40", "2018-06-23T14:37:40.000Z"], // no zone: the wall clock, marked unreliable (reader-problems.test.ts)
    // ISO 8601 / RFC 3339 / W3C-DTF
    ["2019-07-31T11:54:28Z", "2019-07-31T11:54:28.000Z"],
    ["2016-06-03T07:38:00.000-07:00", "2016-06-03T14:38:00.000Z"],
    ["2000-01-01T12:00+00:00", "2000-01-01T12:00:00.000Z"],
    ["2017-06-13T03:18:00+00:0", "2017-06-13T03:18:00.000Z"],
    ["2023-12-16", "2023-12-16T00:00:00.000Z"],
    ["2024-03-02 09:15:00", "2024-03-02T09:15:00.000Z"],
  ])("%s → %s", (raw, expected) => {
    expect(iso(raw)).toBe(expected);
  });

  it.each(["", "   ", "sometime last week", "31 Feb 2020 10:00:00 GMT", "2020-13-01T00:00:00Z", "Mon, 99 Jan 2020 10:00:00 GMT"])(
    "returns undefined for %j",
    (raw) => {
      expect(readFeedDate(raw)).toBeUndefined();
    },
  );
});

export { parseFeed } from "./parse-feed";
export { readFeedDate, type FeedDate } from "./parse-date";
export type { FeedFormat, FeedParseError, FeedParseErrorCode, ParsedFeed, ParsedItem, ParseOptions, ParseResult } from "./types";

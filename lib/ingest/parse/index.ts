export { parseFeed } from "./parse-feed";
export { parseFeedDate } from "./parse-date";
export type { FeedFormat, FeedParseError, FeedParseErrorCode, ParsedFeed, ParsedItem, ParseOptions, ParseResult } from "./types";

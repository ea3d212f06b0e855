// Types of next.config.js (plain JavaScript, as the product owner's layout has it) for the TypeScript
// that imports it: lib/site/home-routing.test.ts, story-routing.test.ts, feed-routing.test.ts and widget-routing.test.ts check the
// rewrites against lib/'s constants.
import type { NextConfig } from "next";
import type { Rewrite } from "next/dist/lib/load-custom-routes";

export declare const HOME_REWRITE: Rewrite;
export declare const STORY_REWRITES: Rewrite[];
export declare const BLINDSPOT_REWRITES: Rewrite[];
export declare const INTEREST_REWRITES: Rewrite[];
export declare const OUTLET_REWRITES: Rewrite[];
export declare const BRIEFING_REWRITES: Rewrite[];
export declare const LOCAL_REWRITES: Rewrite[];
export declare const WIDGET_REWRITES: Rewrite[];
declare const nextConfig: NextConfig;
export default nextConfig;

// Types of next.config.js (plain JavaScript, as the product owner's layout has it) for the TypeScript
// that imports it: lib/site/home-routing.test.ts checks HOME_REWRITE against lib/'s constants.
import type { NextConfig } from "next";
import type { Rewrite } from "next/dist/lib/load-custom-routes";

export declare const HOME_REWRITE: Rewrite;
declare const nextConfig: NextConfig;
export default nextConfig;

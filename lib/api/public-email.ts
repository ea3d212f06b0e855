import { z } from "zod";
import { clientIpBucket } from "./client-ip";
import { AppError } from "./errors";
import { enforceRateLimit } from "./rate-limiters";

// Shared pieces of the public e-mail routes (spec §7, issue 20).

export const UNKNOWN_TOKEN = "Unknown or expired token";

/** Every public e-mail call counts against the caller's address. */
export async function limitPublicEmail(request: Request): Promise<void> {
  await enforceRateLimit("publicEmailPerIp", clientIpBucket(request.headers));
}

/** A bad token: GETs answer 404 (the spec's GET helper then returns nothing), changes 401 Unauthorized. */
export function badToken(method: string): AppError {
  return method === "GET" ? new AppError("not_found", UNKNOWN_TOKEN) : new AppError("unauthorized", "Unauthorized");
}

export const tokenSchema = z.string().min(1, "is required").max(200);
export const identifierSchema = z.string().min(1).max(100);

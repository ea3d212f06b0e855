import type { Env } from "@/lib/env";

// The site's VAPID identity (RFC 8292) for Web Push (issue 22), from the environment.

export interface VapidKeys {
  subject: string;
  publicKey: string;
  privateKey: string;
}

/** The site's VAPID keys, or null when push is not configured (the header's toggle is hidden then). */
export function vapidFromEnv(env: Pick<Env, "VAPID_PUBLIC_KEY" | "VAPID_PRIVATE_KEY" | "VAPID_SUBJECT" | "PUBLIC_URL" | "PORT">): VapidKeys | null {
  if (!env.VAPID_PUBLIC_KEY || !env.VAPID_PRIVATE_KEY) return null;
  return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject: env.VAPID_SUBJECT ?? env.PUBLIC_URL ?? `http://localhost:${env.PORT}` };
}

// The address rate limits count against. Next's own server fills X-Forwarded-For only when it is absent,
// and a reverse proxy appends the address it saw, so the last entry is the most trustworthy one. Without
// a proxy a client can invent the header: per-IP limits are then advisory, and the per-e-mail limits
// still hold (docs/api.md).
export function clientIp(headers: Headers): string {
  const forwarded = headers.get("x-forwarded-for");
  const last = forwarded?.split(",").map((part) => part.trim()).filter(Boolean).pop();
  return last || headers.get("x-real-ip")?.trim() || "unknown";
}

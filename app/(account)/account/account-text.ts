// Words for /account. Pure.

const STATUS_LABELS: Record<string, string> = {
  free: "Free",
  freeTrial: "Free trial",
  unregistered: "Not registered",
  institutional: "Institutional",
  mix: "Mix",
  pro: "Pro",
  premium: "Premium",
  supporter: "Supporter",
  vantage: "Vantage",
};

export function subscriptionLabel(status: string): string {
  return STATUS_LABELS[status] ?? status;
}

/** "Chrome on Linux" from a User-Agent header, enough to tell one's own devices apart. */
export function describeUserAgent(userAgent: string | null): string {
  if (!userAgent) return "Unknown device";
  const browser = /Edg\//.test(userAgent)
    ? "Edge"
    : /Firefox\//.test(userAgent)
      ? "Firefox"
      : /Chrome\/|Chromium\//.test(userAgent)
        ? "Chrome"
        : /Safari\//.test(userAgent)
          ? "Safari"
          : null;
  const system = /Android/.test(userAgent)
    ? "Android"
    : /iPhone|iPad/.test(userAgent)
      ? "iOS"
      : /Windows/.test(userAgent)
        ? "Windows"
        : /Mac OS X/.test(userAgent)
          ? "macOS"
          : /Linux/.test(userAgent)
            ? "Linux"
            : null;
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? userAgent.slice(0, 60);
}

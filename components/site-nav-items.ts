// The header's main navigation (spec §2: the five feed screens). Pure data and rules: no React here.
export interface SiteNavItem {
  href: string;
  label: string;
}

export const SITE_NAV_ITEMS: readonly SiteNavItem[] = [
  { href: "/", label: "News" },
  { href: "/my", label: "For You" },
  { href: "/local", label: "Local" },
  { href: "/blindspot", label: "Blindspot" },
  { href: "/my-news-bias", label: "My News Bias" },
];

/**
 * Whether a nav item is the page being shown (for aria-current="page"). A section owns its sub-paths
 * (/my/settings is For You) but not paths that merely share a prefix (/my-news-bias is not /my), and
 * News owns only the home page, since every path starts with "/".
 */
export function isCurrentPath(pathname: string, href: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  if (href === "/") return path === "/";
  return path === href || path.startsWith(`${href}/`);
}

// The picture a story shows (issue 25), chosen from its articles' images. Pure.
//
// - Logos, icons, avatars, spacers and tracking pixels are never chosen: their addresses say so
//   (`/logo`, `1x1`, `pixel`, `.svg`, `.ico`), or their size hints are too small to fill a card.
// - An image several articles share (the wire photo every outlet ran) is preferred: it shows the event
//   rather than one outlet's framing of it, and the outlets agree it is the story's picture.
// - Then a larger one, by the size hints in its address (`w=1200`, `1100x619`, `-super-169`, `large`).
// - Then the headline's article's image, then the first.

export interface StoryImageMember {
  imageUrl: string | null;
}

/** Below this width (from an address hint) an image cannot fill a card without looking blurred. */
export const MIN_IMAGE_WIDTH = 300;

const NOT_A_PHOTO =
  /(^|[\/_.-])(logo|logos|icon|icons|favicon|sprite|avatar|avatars|placeholder|default[-_]?image|blank|spacer|pixel|tracking|beacon|1x1|transparent|badge|button|share)([\/_.-]|\d|$)/i;
const NOT_A_PHOTO_EXTENSION = /\.(svg|ico|gif)(\?|#|$)/i;
const TRACKING_HOSTS = /(^|\.)(feedburner\.com|doubleclick\.net|google-analytics\.com|pixel\.[a-z.]+|scorecardresearch\.com|quantserve\.com|stats\.wp\.com)$/i;
const LARGE_WORDS = /(^|[\/_.-])(super|large|xlarge|xl|hero|main|master|full|original|exlarge|1600|1200|1280|1920|2048)([\/_.-]|\d|$)/i;
const SMALL_WORDS = /(^|[\/_.-])(thumb|thumbnail|small|tiny|mini|sq|square|t1|icon)([\/_.-]|\d|$)/i;

interface Parsed {
  url: string;
  key: string;
  width: number | undefined;
}

function parse(raw: string): Parsed | undefined {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return undefined;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return undefined;
  return { url: url.href, key: `${url.hostname.toLowerCase()}${url.pathname}`, width: widthHint(url) };
}

/** A width the address states: a `w`/`width` parameter, a `WxH` in the path, or a `/960/` path step. */
export function widthHint(url: URL): number | undefined {
  for (const name of ["w", "width", "imwidth", "resize"]) {
    const value = url.searchParams.get(name);
    const width = value ? Number.parseInt(value, 10) : Number.NaN;
    if (Number.isFinite(width) && width > 0) return width;
  }
  const dimensions = /(?:^|[\/_.-])(\d{2,4})x(\d{2,4})(?:[\/_.-]|$)/i.exec(url.pathname);
  if (dimensions) return Number(dimensions[1]);
  const step = /\/(\d{2,4})\/(?:[^/]+\/)?[^/]+\.(?:jpe?g|png|webp|avif)$/i.exec(url.pathname);
  if (step && Number(step[1]) >= 16 && Number(step[1]) <= 4096) return Number(step[1]);
  return undefined;
}

/** Whether an address can be a story's photo: not a logo, icon, pixel, tracker or too small a size. */
export function isPhotoCandidate(raw: string): boolean {
  const parsed = parse(raw);
  if (!parsed) return false;
  const url = new URL(parsed.url);
  if (TRACKING_HOSTS.test(url.hostname)) return false;
  if (NOT_A_PHOTO.test(url.pathname) || NOT_A_PHOTO_EXTENSION.test(url.pathname)) return false;
  if (parsed.width !== undefined && parsed.width < MIN_IMAGE_WIDTH) return false;
  return true;
}

function sizeRank(candidate: Parsed): number {
  if (candidate.width !== undefined) return candidate.width;
  const path = new URL(candidate.url).pathname;
  if (LARGE_WORDS.test(path)) return 1200;
  if (SMALL_WORDS.test(path)) return 200;
  return 600;
}

/**
 * The story's image among its members' (see the rules above); `headlineIndex` is the member whose
 * headline the story shows. Null when no member has a usable image: the pages show a placeholder.
 */
export function chooseStoryImage(members: readonly StoryImageMember[], headlineIndex?: number): string | null {
  const groups = new Map<string, { first: Parsed; count: number; fromHeadline: boolean; order: number }>();
  members.forEach((member, index) => {
    if (!member.imageUrl || !isPhotoCandidate(member.imageUrl)) return;
    const parsed = parse(member.imageUrl)!;
    const group = groups.get(parsed.key);
    if (group) {
      group.count++;
      group.fromHeadline ||= index === headlineIndex;
    } else {
      groups.set(parsed.key, { first: parsed, count: 1, fromHeadline: index === headlineIndex, order: index });
    }
  });
  const ranked = [...groups.values()].sort(
    (a, b) =>
      b.count - a.count ||
      sizeRank(b.first) - sizeRank(a.first) ||
      Number(b.fromHeadline) - Number(a.fromHeadline) ||
      a.order - b.order,
  );
  return ranked[0]?.first.url ?? null;
}

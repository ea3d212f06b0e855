import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { ingestSettings } from "@/lib/engine/settings";
import { getEnv } from "@/lib/env";
import { fetchFeed, type FetchOptions } from "@/lib/ingest/fetch/fetch-feed";
import { log } from "@/lib/log";

// Story images served from our own origin (issue 25, decisions.md): the outlet's image is fetched once
// through the feed fetcher (public addresses only, every redirect re-checked, a size cap and a
// deadline), cropped to the card's 16:9 at the widths the pages use, re-encoded, and kept on disk under
// a size bound (the least recently served files go first). Readers' addresses never reach outlets, and
// an http:// image cannot break an https:// page.

export const STORY_IMAGE_WIDTHS = [320, 640, 960] as const;
export type StoryImageWidth = (typeof STORY_IMAGE_WIDTHS)[number];
export type StoryImageFormat = "webp" | "jpg";

/** Every story image is 16:9: the pages reserve the box before it loads (no layout shift). */
export function storyImageHeight(width: number): number {
  return Math.round((width * 9) / 16);
}

export const IMAGE_FETCH_ACCEPT = "image/avif, image/webp, image/png, image/jpeg;q=0.9, image/*;q=0.8";
/** An image larger than this is refused by the fetcher (after decompression). */
export const IMAGE_MAX_BYTES = 8_000_000;
export const IMAGE_TIMEOUT_MS = 8_000;
/** A source that failed is not asked again for this long. */
export const FAILURE_MEMORY_MS = 10 * 60_000;
/** Decoding bound: a 40-megapixel image is the largest we decode. */
const MAX_INPUT_PIXELS = 40_000_000;

export interface StoryImageStoreOptions {
  dir: string;
  maxBytes: number;
  fetchOptions: Omit<FetchOptions, "maxBytes" | "timeoutMs"> & Partial<Pick<FetchOptions, "maxBytes" | "timeoutMs">>;
  now?: () => number;
}

export type StoryImageResult =
  | { ok: true; body: Buffer; contentType: string; cached: boolean }
  | { ok: false; status: 404 | 502; reason: string };

const CONTENT_TYPES: Record<StoryImageFormat, string> = { webp: "image/webp", jpg: "image/jpeg" };

export class StoryImageStore {
  private totalBytes: number | undefined;
  private readonly inFlight = new Map<string, Promise<StoryImageResult>>();
  private readonly failures = new Map<string, { until: number; reason: string }>();
  private readonly now: () => number;

  constructor(private readonly options: StoryImageStoreOptions) {
    this.now = options.now ?? Date.now;
  }

  /** The resized image of `sourceUrl`, from the disk cache or fetched and resized now. */
  async get(sourceUrl: string, width: StoryImageWidth, format: StoryImageFormat): Promise<StoryImageResult> {
    const file = path.join(this.options.dir, `${createHash("sha256").update(sourceUrl).digest("hex").slice(0, 40)}-${width}.${format}`);
    const cached = await fs.promises.readFile(file).catch(() => undefined);
    if (cached) {
      const at = new Date(this.now());
      fs.promises.utimes(file, at, at).catch(() => undefined); // recently served: evicted last
      return { ok: true, body: cached, contentType: CONTENT_TYPES[format], cached: true };
    }
    const failed = this.failures.get(sourceUrl);
    if (failed && failed.until > this.now()) return { ok: false, status: 502, reason: failed.reason };
    let pending = this.inFlight.get(file);
    if (!pending) {
      pending = this.produce(sourceUrl, file, width, format).finally(() => this.inFlight.delete(file));
      this.inFlight.set(file, pending);
    }
    return pending;
  }

  private async produce(sourceUrl: string, file: string, width: StoryImageWidth, format: StoryImageFormat): Promise<StoryImageResult> {
    const fail = (reason: string): StoryImageResult => {
      this.failures.set(sourceUrl, { until: this.now() + FAILURE_MEMORY_MS, reason });
      log.warn("story image unavailable", { url: sourceUrl, reason });
      return { ok: false, status: 502, reason };
    };
    const fetched = await fetchFeed(
      { url: sourceUrl, accept: IMAGE_FETCH_ACCEPT },
      { maxBytes: IMAGE_MAX_BYTES, timeoutMs: IMAGE_TIMEOUT_MS, ...this.options.fetchOptions },
    );
    if (fetched.kind !== "ok") return fail(fetched.kind === "error" ? fetched.message : "the image server answered 304 to a plain request");
    if (fetched.contentType && !/^image\//i.test(fetched.contentType)) return fail(`not an image (${fetched.contentType})`);
    let body: Buffer;
    try {
      const pipeline = sharp(fetched.body, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })
        .rotate()
        .resize(width, storyImageHeight(width), { fit: "cover", withoutEnlargement: false });
      body = format === "webp" ? await pipeline.webp({ quality: 72 }).toBuffer() : await pipeline.jpeg({ quality: 78, mozjpeg: true }).toBuffer();
    } catch (error) {
      return fail(`could not read the image: ${error instanceof Error ? error.message : String(error)}`);
    }
    await this.store(file, body);
    return { ok: true, body, contentType: CONTENT_TYPES[format], cached: false };
  }

  private async store(file: string, body: Buffer): Promise<void> {
    await fs.promises.mkdir(this.options.dir, { recursive: true });
    const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    await fs.promises.writeFile(temporary, body);
    await fs.promises.rename(temporary, file);
    if (this.totalBytes === undefined) this.totalBytes = await this.diskBytes(); // the new file included
    else this.totalBytes += body.length;
    if (this.totalBytes > this.options.maxBytes) await this.evict();
  }

  private async scan(): Promise<{ file: string; size: number; mtimeMs: number }[]> {
    const names = await fs.promises.readdir(this.options.dir).catch(() => [] as string[]);
    const entries = await Promise.all(
      names
        .filter((name) => !name.endsWith(".tmp"))
        .map(async (name) => {
          const file = path.join(this.options.dir, name);
          const stat = await fs.promises.stat(file).catch(() => undefined);
          return stat?.isFile() ? { file, size: stat.size, mtimeMs: stat.mtimeMs } : undefined;
        }),
    );
    return entries.filter((entry) => entry !== undefined);
  }

  /** Removes the least recently served files until the cache is at 80 % of its bound. */
  private async evict(): Promise<void> {
    const entries = (await this.scan()).sort((a, b) => a.mtimeMs - b.mtimeMs);
    let total = entries.reduce((sum, entry) => sum + entry.size, 0);
    const target = this.options.maxBytes * 0.8;
    for (const entry of entries) {
      if (total <= target) break;
      await fs.promises.rm(entry.file, { force: true });
      total -= entry.size;
    }
    this.totalBytes = total;
  }

  /** Bytes the cache holds now (for tests and operators). */
  async diskBytes(): Promise<number> {
    return (await this.scan()).reduce((sum, entry) => sum + entry.size, 0);
  }
}

/** `{width}.{format}` from the route's last segment, or null when it is not a size and format we serve. */
export function parseImageFile(segment: string): { width: StoryImageWidth; format: StoryImageFormat } | null {
  const match = /^(\d{3,4})\.(webp|jpg)$/.exec(segment);
  if (!match) return null;
  const width = Number(match[1]);
  if (!(STORY_IMAGE_WIDTHS as readonly number[]).includes(width)) return null;
  return { width: width as StoryImageWidth, format: match[2] as StoryImageFormat };
}

let shared: StoryImageStore | undefined;

/** The web process's store: DATA_DIR/image-cache, IMAGE_CACHE_MAX_MB, the feed fetcher's address rules. */
export function storyImageStore(): StoryImageStore {
  if (!shared) {
    const env = getEnv();
    const { allowPrivate, userAgent, maxRedirects } = ingestSettings(env, "images").fetchOptions;
    shared = new StoryImageStore({
      dir: path.join(env.DATA_DIR, "image-cache"),
      maxBytes: env.IMAGE_CACHE_MAX_MB * 1024 * 1024,
      fetchOptions: { allowPrivate, userAgent, maxRedirects },
    });
  }
  return shared;
}

/** Tests hand the route a store of their own (a temporary folder, private addresses allowed). */
export function setStoryImageStoreForTests(store: StoryImageStore | undefined): void {
  shared = store;
}

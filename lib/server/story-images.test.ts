import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "@/test/db";
import { createOutlets, outletRecord } from "@/test/factories/outlets";
import { createStory } from "@/test/factories/stories";
import { setDatabaseForTests } from "@/lib/db/test-override";
import { GET as imageRoute } from "@/app/img/story/[id]/[file]/route";
import { parseImageFile, setStoryImageStoreForTests, StoryImageStore } from "./story-images";

// Story images from our own origin (issue 25): fetched once through the feed fetcher's guard, resized
// to the pages' 16:9 sizes, cached on disk under a bound. A real HTTP server plays the outlet's CDN.

describe("story images", () => {
  let server: http.Server;
  let origin: string;
  let photo: Buffer;
  const requests: string[] = [];
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "og-images-"));
    dirs.push(dir);
    return dir;
  };
  const store = (options: { allowPrivate?: boolean; maxBytes?: number } = {}) =>
    new StoryImageStore({
      dir: tempDir(),
      maxBytes: options.maxBytes ?? 50_000_000,
      fetchOptions: { allowPrivate: options.allowPrivate ?? true, userAgent: "OpenGround test", maxRedirects: 2 },
    });

  beforeAll(async () => {
    photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 200, g: 40, b: 40 } } })
      .jpeg()
      .toBuffer();
    server = http.createServer((request, response) => {
      requests.push(request.url ?? "");
      if (request.url?.startsWith("/photo")) {
        response.writeHead(200, { "Content-Type": "image/jpeg" }).end(photo);
      } else if (request.url === "/page.html") {
        response.writeHead(200, { "Content-Type": "text/html" }).end("<html>not an image</html>");
      } else if (request.url === "/broken.jpg") {
        response.writeHead(200, { "Content-Type": "image/jpeg" }).end("these bytes are no JPEG");
      } else {
        response.writeHead(404).end();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    setStoryImageStoreForTests(undefined);
    await new Promise((resolve) => server.close(resolve));
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("resizes to the width asked, 16:9, in WebP or JPEG, and serves the second request from disk", async () => {
    const images = store();
    const before = requests.length;
    const webp = await images.get(`${origin}/photo-a.jpg`, 640, "webp");
    if (!webp.ok) throw new Error(webp.reason);
    expect(webp.contentType).toBe("image/webp");
    expect(await sharp(webp.body).metadata()).toMatchObject({ format: "webp", width: 640, height: 360 });
    const jpg = await images.get(`${origin}/photo-a.jpg`, 320, "jpg");
    if (!jpg.ok) throw new Error(jpg.reason);
    expect(await sharp(jpg.body).metadata()).toMatchObject({ format: "jpeg", width: 320, height: 180 });
    const again = await images.get(`${origin}/photo-a.jpg`, 640, "webp");
    expect(again).toMatchObject({ ok: true, cached: true });
    expect(requests.length - before).toBe(2); // one fetch per size, none for the cached one
  });

  it("obeys the feed fetcher's address guard: no private addresses unless allowed", async () => {
    const result = await store({ allowPrivate: false }).get(`${origin}/photo-b.jpg`, 320, "webp");
    expect(result).toMatchObject({ ok: false, status: 502 });
    expect(!result.ok && result.reason).toMatch(/private|loopback|not allowed/i);
  });

  it("refuses what is not an image, and does not ask a failing source again at once", async () => {
    const images = store();
    expect(await images.get(`${origin}/page.html`, 320, "webp")).toMatchObject({ ok: false, reason: "not an image (text/html)" });
    const broken = await images.get(`${origin}/broken.jpg`, 320, "webp");
    expect(broken).toMatchObject({ ok: false, status: 502 });
    const before = requests.length;
    await images.get(`${origin}/broken.jpg`, 640, "webp");
    expect(requests.length).toBe(before);
  });

  it("keeps the disk cache under its bound, dropping the least recently served first", async () => {
    const images = store({ maxBytes: 12_000 });
    for (let index = 0; index < 8; index++) {
      const result = await images.get(`${origin}/photo-${index}.jpg`, 960, "jpg");
      expect(result.ok).toBe(true);
    }
    expect(await images.diskBytes()).toBeLessThanOrEqual(12_000);
  });

  it("reads only the sizes and formats the pages use from the address", () => {
    expect(parseImageFile("640.webp")).toEqual({ width: 640, format: "webp" });
    expect(parseImageFile("960.jpg")).toEqual({ width: 960, format: "jpg" });
    for (const bad of ["641.webp", "640.png", "640.webp.exe", "abc.jpg", "4000.jpg"]) expect(parseImageFile(bad), bad).toBeNull();
  });

  it("GET /img/story/{id}/{w}.{format} serves the story's image, 404 without one or for a bad address", async () => {
    const handle = await createTestDatabase();
    setDatabaseForTests(handle);
    setStoryImageStoreForTests(store());
    await createOutlets(handle.db, [outletRecord("lefty", { bias: "left" }), outletRecord("righty", { bias: "right" })]);
    const at = new Date("2026-11-20T10:00:00Z");
    const withImage = await createStory(handle.db, [
      { outletId: "lefty", title: "Senate passes infrastructure bill", imageUrl: `${origin}/photo-story.jpg`, publishedAt: at },
      { outletId: "righty", title: "Infrastructure bill clears the Senate", imageUrl: `${origin}/photo-story.jpg`, publishedAt: at },
    ]);
    const without = await createStory(handle.db, [{ outletId: "lefty", title: "A story with no picture", publishedAt: at }]);
    const get = (id: string, file: string) => imageRoute(new Request(`http://localhost/img/story/${id}/${file}`), { params: Promise.resolve({ id, file }) });

    const ok = await get(String(withImage), "640.webp");
    expect(ok.status).toBe(200);
    expect(ok.headers.get("content-type")).toBe("image/webp");
    expect(ok.headers.get("cache-control")).toMatch(/public/);
    expect(await sharp(Buffer.from(await ok.arrayBuffer())).metadata()).toMatchObject({ width: 640, height: 360 });
    expect((await get(String(without), "640.webp")).status).toBe(404);
    expect((await get("abc", "640.webp")).status).toBe(404);
    expect((await get(String(withImage), "999.webp")).status).toBe(404);
  });
});

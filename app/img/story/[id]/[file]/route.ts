import { getDb } from "@/lib/db";
import { parsePositiveId } from "@/lib/api/positive-id";
import { getStoryRow } from "@/lib/queries/story-reads";
import { parseImageFile, storyImageStore } from "@/lib/server/story-images";

// GET /img/story/{id}/{width}.{webp|jpg} (issue 25): a story's image from our own origin, resized to a
// width the pages use and cached on disk (lib/server/story-images.ts). 404 for a story without an image
// (the pages show a neutral placeholder), 502 when the outlet's image cannot be fetched or read.

export const dynamic = "force-dynamic";

const notFound = (message: string, status = 404) =>
  new Response(message, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=300" } });

export async function GET(_request: Request, context: { params: Promise<{ id: string; file: string }> }): Promise<Response> {
  const { id: rawId, file: rawFile } = await context.params;
  const id = parsePositiveId(rawId);
  const file = parseImageFile(rawFile);
  if (id === null || file === null) return notFound("No such image: the address is /img/story/{id}/{320|640|960}.{webp|jpg}");
  const story = await getStoryRow(await getDb(), id);
  if (!story?.imageUrl) return notFound("This story has no image");
  const image = await storyImageStore().get(story.imageUrl, file.width, file.format);
  if (!image.ok) return notFound("The story's image could not be fetched", image.status);
  return new Response(new Uint8Array(image.body), {
    headers: {
      "Content-Type": image.contentType,
      "Content-Length": String(image.body.length),
      // A story's image can change as outlets join it: a day in caches, not forever.
      "Cache-Control": "public, max-age=86400, stale-while-revalidate=604800",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

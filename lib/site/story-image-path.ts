// A story's image from our own origin (issue 25, app/img/story/[id]/[file]/route.ts). Pure and tiny:
// the story card, which the browser bundle holds, imports it.

export function storyImagePath(id: number, width: 320 | 640 | 960, format: "webp" | "jpg" = "webp"): string {
  return `/img/story/${id}/${width}.${format}`;
}

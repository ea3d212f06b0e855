// A story's picture (issue 25), served from our own origin (/img/story/{id}/{w}.webp, resized and
// cached by lib/server/story-images.ts): a fixed 16:9 box reserved before it loads (no layout shift),
// lazy below the fold, the headline as its alt text, and a neutral placeholder when the story has no
// image or it fails to load (app/layout.tsx hides a broken one; the box stays). The image mode is a
// class on <html> (styles/globals.css), so cached pages are the same for every reader. No hooks.

import { storyImagePath } from "@/lib/site/story-image-path";

export interface StoryImageProps {
  storyId: number;
  hasImage: boolean;
  /** The story's headline: what the picture illustrates. */
  alt: string;
  /** In the first screen: load at once and ask for it early. */
  eager?: boolean;
  /** The `sizes` attribute: how wide the box is drawn. */
  sizes?: string;
  className?: string;
}

export function StoryImage({ storyId, hasImage, alt, eager = false, sizes = "(min-width: 1024px) 320px, (min-width: 640px) 50vw, 100vw", className = "" }: StoryImageProps) {
  return (
    <div
      className={`aspect-video w-full overflow-hidden rounded bg-neutral-200 dark:bg-neutral-800 ${className}`}
      data-story-image-box=""
      {...(hasImage ? {} : { "aria-hidden": true, "data-placeholder": "" })}
    >
      {hasImage ? (
        <img
          src={storyImagePath(storyId, 640)}
          srcSet={`${storyImagePath(storyId, 320)} 320w, ${storyImagePath(storyId, 640)} 640w, ${storyImagePath(storyId, 960)} 960w`}
          sizes={sizes}
          width={640}
          height={360}
          alt={alt}
          loading={eager ? "eager" : "lazy"}
          fetchPriority={eager ? "high" : "auto"}
          decoding="async"
          data-hide-broken=""
          data-story-image=""
          className="h-full w-full object-cover"
        />
      ) : null}
    </div>
  );
}

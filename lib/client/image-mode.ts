// The image-mode preference (spec §3 "Cookies": image mode, color or grayscale, default color; spec §5:
// "Image mode accepts only color or grayscale, else color"). The cookie lets pages render the right mode
// for signed-out visitors too; a signed-in user's saved imageMode (lib/accounts/settings.ts) wins.
import type { ImageMode } from "@/lib/accounts/user";

export type { ImageMode } from "@/lib/accounts/user";

/** Named like the product's other cookies (GROUND_LOGIN_TOKEN, GROUND_FEED_EDITION; spec §9). */
export const IMAGE_MODE_COOKIE = "GROUND_IMAGE_MODE";
export const DEFAULT_IMAGE_MODE: ImageMode = "color";

/** Spec §5: exactly "color" or "grayscale"; anything else (absent, "gray", "Grayscale") is color. */
export function parseImageMode(value: unknown): ImageMode {
  return value === "grayscale" ? "grayscale" : DEFAULT_IMAGE_MODE;
}

/** The class on <html> that turns every image grey (styles/globals.css), issue 25. */
export const GRAYSCALE_CLASS = "images-grayscale";

/**
 * The inline script app/layout.tsx runs before first paint (issue 25): the reader's image mode from
 * the cookies, as a class on <html>, so a cached page is the same bytes for every reader and the
 * grayscale reader still sees grey images. A signed-in reader's saved setting (the user cookie's
 * imageMode, spec §3) wins over the image mode cookie; anything but "grayscale" is color (spec §5).
 */
export function imageModeScript(userCookie: string): string {
  return (
    `try{var m=null,g=null,c=document.cookie?document.cookie.split("; "):[];` +
    `for(var i=0;i<c.length;i++){var p=c[i].indexOf("=");if(p<0)continue;var k=c[i].slice(0,p),v=c[i].slice(p+1);` +
    `if(k===${JSON.stringify(userCookie)}){try{var u=JSON.parse(decodeURIComponent(atob(decodeURIComponent(v))));if(u&&typeof u.imageMode==="string")m=u.imageMode}catch(e){}}` +
    `else if(k===${JSON.stringify(IMAGE_MODE_COOKIE)})g=decodeURIComponent(v)}` +
    `document.documentElement.classList.toggle(${JSON.stringify(GRAYSCALE_CLASS)},(m!==null?m:g)==="grayscale")}catch(e){}`
  );
}

"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";
import { LOADING_BAR_MS, showsLoadingBar } from "@/lib/client/loading-bar";

// The route-loading bar (spec §2): nprogress, 400 ms, only for navigations to /, /my, /local, /blindspot,
// /interest/{id} and /article/{id}. nprogress is imported on the first such click, so it is not part of
// any page's first load (its bar's styles are in styles/globals.css). It starts on a same-site link click and finishes when the path changes.
type NProgress = typeof import("nprogress");
let bar: Promise<NProgress> | undefined;
let running = false;

function loadBar(): Promise<NProgress> {
  bar ??= import("nprogress").then((module) => {
    const nprogress = (module as unknown as { default?: NProgress }).default ?? (module as unknown as NProgress);
    // nprogress's own template gives the bar role="bar", which is no ARIA role (axe: aria-roles); the bar
    // is decoration, so it is hidden from assistive technology instead.
    nprogress.configure({ speed: LOADING_BAR_MS, showSpinner: false, template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>', barSelector: ".bar" });
    return nprogress;
  });
  return bar;
}

export function RouteProgress() {
  const pathname = usePathname();

  useEffect(() => {
    if (!running) return;
    running = false;
    void loadBar().then((nprogress) => nprogress.done());
  }, [pathname]);

  useEffect(() => {
    function onClick(event: MouseEvent): void {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== "_self") || link.hasAttribute("download")) return;
      const url = new URL(link.href, window.location.href);
      if (url.origin !== window.location.origin || url.pathname === window.location.pathname || !showsLoadingBar(url.pathname)) return;
      running = true;
      void loadBar().then((nprogress) => {
        if (running) nprogress.start();
      });
    }
    // Capture phase: Next's <Link> cancels the click's default action in its own handler.
    document.addEventListener("click", onClick, true);
    return () => document.removeEventListener("click", onClick, true);
  }, []);

  return null;
}

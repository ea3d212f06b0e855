// Spec §2: the route-loading bar shows only for /, /my, /local, /blindspot, /interest/{id} and
// /article/{id}, animating 400 ms (spec §9).
export const LOADING_BAR_MS = 400;

const ROUTES = [/^\/$/, /^\/my\/?$/, /^\/local\/?$/, /^\/blindspot\/?$/, /^\/interest\/[^/]+\/?$/, /^\/article\/[^/]+\/?$/];

export function showsLoadingBar(pathname: string): boolean {
  return ROUTES.some((route) => route.test(pathname));
}

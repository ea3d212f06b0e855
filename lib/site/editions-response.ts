import { EDITION_LIST_CACHE_SECONDS, type Edition } from "@/lib/editions";
import { log } from "@/lib/log";

// GET /v04/customFeed/topFeedEditions (spec §7): {editions: [{id, name, description, icon, webFeedId,
// webIcon, defaultForCountryCodes}]}, cacheable for a day (spec §9); {error: {message}} with 500 on
// failure, which sends the client to its built-in five editions (spec §8).

export const EDITIONS_ERROR_MESSAGE = "Could not load the editions";

export function editionsBody(editions: readonly Edition[]): { editions: Edition[] } {
  return {
    editions: editions.map((edition) => ({
      id: edition.id,
      name: edition.name,
      description: edition.description,
      icon: edition.icon,
      webFeedId: edition.webFeedId,
      webIcon: edition.webIcon,
      ...(edition.defaultForCountryCodes ? { defaultForCountryCodes: [...edition.defaultForCountryCodes] } : {}),
    })),
  };
}

export function editionsResponse(readEditions: () => readonly Edition[]): Response {
  try {
    return Response.json(editionsBody(readEditions()), {
      headers: { "cache-control": `public, max-age=${EDITION_LIST_CACHE_SECONDS}` },
    });
  } catch (error) {
    log.error("could not list the top feed editions", { error });
    return Response.json({ error: { message: EDITIONS_ERROR_MESSAGE } }, { status: 500, headers: { "cache-control": "no-store" } });
  }
}

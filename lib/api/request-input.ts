import { z } from "zod";
import { AppError, badInput } from "./errors";
import { parsePositiveId } from "./positive-id";
import { readBodyText } from "./request-body";

// Reading a route's input with zod (STYLE.md "validate at the edge"): every route handler states the
// shape of its query, body or path in a schema and reads it through one of these, so bad input is a
// 400 `bad_request` naming the field (errors.ts `badInput`), never a 500 and never half-applied.

/** `input` parsed by `schema`, or the 400 naming each bad field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw badInput(parsed.error);
  const nul = pathToNul(parsed.data);
  if (nul !== null) throw new AppError("bad_request", `${nul ? `${nul}: ` : ""}must not contain a NUL character`);
  return parsed.data;
}

/**
 * Where a NUL character sits in parsed input ("" for the value itself, "a.b" for a field), or null.
 * PostgreSQL refuses NUL in text, so a NUL that reached a query was a 500 (issue 23, found by
 * test/hostile-input.test.ts); no form or API field has a use for one, so the input is refused here.
 */
function pathToNul(value: unknown, path = ""): string | null {
  if (typeof value === "string") return value.includes("\u0000") ? path : null;
  if (typeof value !== "object" || value === null) return null;
  for (const [key, entry] of Object.entries(value)) {
    const found = pathToNul(entry, path ? `${path}.${key}` : key);
    if (found !== null) return found;
  }
  return null;
}

/**
 * The query string as an object of its last values, parsed by `schema`. An empty value counts as
 * absent: `?limit=` means the default, as a form that leaves a field blank means it.
 */
export function readQuery<S extends z.ZodType>(source: Request | URLSearchParams, schema: S): z.output<S> {
  const params = source instanceof URLSearchParams ? source : new URL(source.url).searchParams;
  return parseInput(schema, Object.fromEntries([...params.entries()].filter(([, value]) => value !== "")));
}

/** The request's JSON body, any JSON value (within its route's size limit, else 413); 400 "Expected a JSON body" otherwise. */
export async function readJson(request: Request): Promise<unknown> {
  const text = await readBodyText(request);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new AppError("bad_request", "Expected a JSON body");
  }
}

/** The request's JSON object body (within its route's size limit, else 413); 400 "Expected a JSON body" or "Expected a JSON object" otherwise. */
export async function readJsonObject(request: Request): Promise<Record<string, unknown>> {
  const body = await readJson(request);
  if (typeof body !== "object" || body === null || Array.isArray(body)) throw new AppError("bad_request", "Expected a JSON object");
  return body as Record<string, unknown>;
}

/** The JSON object body parsed by `schema`. */
export async function readJsonBody<S extends z.ZodType>(request: Request, schema: S): Promise<z.output<S>> {
  return parseInput(schema, await readJsonObject(request));
}

/** A positive integer id given as digits or a number (parsePositiveId's rule), as a schema. */
export const positiveIdSchema = z.unknown().transform((value, context) => {
  const id = parsePositiveId(value);
  if (id === null) {
    context.addIssue({ code: "custom", message: "must be a positive integer" });
    return z.NEVER;
  }
  return id;
});

/** The most story ids one GET asks about: a page's cards, with room to spare (lib/client/personal-marks.ts asks for 200). */
const STORY_IDS_PER_QUERY = 200;

/**
 * `?storyIds=1,2,3`: the cached pages' cards a reader's own answer is asked for (GET /v04/user/reads,
 * GET /v04/personal/hidden-stories), as distinct ids, at most STORY_IDS_PER_QUERY of them.
 */
export const storyIdsQuerySchema = z.object({
  storyIds: z
    .string()
    .regex(/^\d{1,15}(,\d{1,15})*$/, "a comma-separated list of story ids")
    .transform((value) => [...new Set(value.split(",").map(Number))])
    .refine((ids) => ids.length <= STORY_IDS_PER_QUERY, `at most ${STORY_IDS_PER_QUERY} story ids`),
});

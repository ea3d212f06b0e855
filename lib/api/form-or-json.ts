import type { z } from "zod";
import { readFormBody } from "./request-body";
import { parseInput, readJsonObject } from "./request-input";

/** A body posted by an HTML form (answered with a 303) or as JSON (answered with JSON), parsed by `schema`. */
export async function readFormOrJson<S extends z.ZodType>(request: Request, schema: S): Promise<{ data: z.output<S>; isForm: boolean }> {
  const type = request.headers.get("content-type")?.toLowerCase() ?? "";
  if (type.startsWith("application/x-www-form-urlencoded") || type.startsWith("multipart/form-data")) {
    const form = await readFormBody(request);
    return { data: parseInput(schema, Object.fromEntries(form)), isForm: true };
  }
  return { data: parseInput(schema, await readJsonObject(request)), isForm: false };
}

/** 303 to a path of this site (POST → GET), as a form post expects. */
export function seeOther(location: string, cookies: string[] = []): Response {
  const response = new Response(null, { status: 303, headers: { location, "cache-control": "no-store" } });
  for (const cookie of cookies) response.headers.append("set-cookie", cookie);
  return response;
}

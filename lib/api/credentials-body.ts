import { AppError } from "./errors";

// POST /api/auth/register and /api/auth/login accept JSON or an HTML form post (issue 5): the answer
// differs (JSON vs a 303 redirect), so the parser says which one it was.
export interface CredentialsBody {
  email: string;
  password: string;
  redirectUri: string | null;
  isForm: boolean;
}

const field = (value: unknown): string => (typeof value === "string" ? value : "");

export async function readCredentialsBody(request: Request): Promise<CredentialsBody> {
  const type = request.headers.get("content-type")?.toLowerCase() ?? "";
  if (type.startsWith("application/x-www-form-urlencoded") || type.startsWith("multipart/form-data")) {
    let form: FormData;
    try {
      form = await request.formData();
    } catch {
      throw new AppError("bad_request", "Expected a form body");
    }
    const redirectUri = form.get("redirectUri");
    return { email: field(form.get("email")), password: field(form.get("password")), redirectUri: typeof redirectUri === "string" ? redirectUri : null, isForm: true };
  }
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    throw new AppError("bad_request", "Expected a JSON body");
  }
  if (typeof body !== "object" || body === null) throw new AppError("bad_request", "Expected a JSON object");
  const record = body as Record<string, unknown>;
  return { email: field(record.email), password: field(record.password), redirectUri: typeof record.redirectUri === "string" ? record.redirectUri : null, isForm: false };
}

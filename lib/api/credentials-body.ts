import { z } from "zod";
import { readFormBody } from "./request-body";
import { parseInput, readJsonObject } from "./request-input";

// POST /api/auth/register and /api/auth/login accept JSON or an HTML form post (issue 5): the answer
// differs (JSON vs a 303 redirect), so the parser says which one it was.
export interface CredentialsBody {
  email: string;
  password: string;
  redirectUri: string | null;
  /** The registration form's reCAPTCHA v3 token ("" when none was sent; checked only on a site with a captcha). */
  captchaToken: string;
  isForm: boolean;
}

// A missing or non-text e-mail or password reads as empty, so the answer is the spec's own message
// ("Please enter an email address.", §5) rather than a schema's; a redirect that is not text is none.
const text = z.string().catch("");
const credentialsSchema = z.object({ email: text, password: text, redirectUri: z.string().nullable().catch(null), captchaToken: text.default("") });

export async function readCredentialsBody(request: Request): Promise<CredentialsBody> {
  const type = request.headers.get("content-type")?.toLowerCase() ?? "";
  if (type.startsWith("application/x-www-form-urlencoded") || type.startsWith("multipart/form-data")) {
    const form = await readFormBody(request);
    return { ...parseInput(credentialsSchema, Object.fromEntries(form)), isForm: true };
  }
  return { ...parseInput(credentialsSchema, await readJsonObject(request)), isForm: false };
}

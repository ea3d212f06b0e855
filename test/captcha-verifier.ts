import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A stand-in for the captcha service's verify address (tests only), answering as reCAPTCHA v3 does:
 * "human-token" with the right secret scores 0.9, anything else 0.1. `seen` holds every form it was sent.
 */
export async function startCaptchaVerifier(params: { secret: string; action: string }): Promise<{ verifyUrl: string; seen: URLSearchParams[]; close: () => Promise<void> }> {
  const seen: URLSearchParams[] = [];
  const verifier = http.createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk));
    request.on("end", () => {
      const form = new URLSearchParams(body);
      seen.push(form);
      const human = form.get("response") === "human-token" && form.get("secret") === params.secret;
      response.writeHead(200, { "content-type": "application/json" });
      response.end(JSON.stringify({ success: true, score: human ? 0.9 : 0.1, action: params.action }));
    });
  });
  await new Promise<void>((resolve) => verifier.listen(0, "127.0.0.1", resolve));
  return {
    verifyUrl: `http://127.0.0.1:${(verifier.address() as AddressInfo).port}/siteverify`,
    seen,
    close: () => new Promise<void>((resolve) => verifier.close(() => resolve())),
  };
}

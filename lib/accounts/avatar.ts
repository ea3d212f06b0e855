// Avatar uploads (POST /v04/user/set avatarBuffer): base64 of a PNG, JPEG or WebP image of at most 256 KB,
// recognised by its magic bytes rather than by anything the client claims. Stored as a data URL.
export const AVATAR_MAX_BYTES = 256 * 1024;

const SIGNATURES: { mime: string; matches: (bytes: Uint8Array) => boolean }[] = [
  { mime: "image/png", matches: (b) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, i) => b[i] === byte) },
  { mime: "image/jpeg", matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  // RIFF <size> WEBP
  { mime: "image/webp", matches: (b) => ascii(b, 0, 4) === "RIFF" && ascii(b, 8, 12) === "WEBP" },
];

function ascii(bytes: Uint8Array, from: number, to: number): string {
  return String.fromCharCode(...bytes.subarray(from, to));
}

export type AvatarResult = { ok: true; dataUrl: string; mime: string; bytes: number } | { ok: false; message: string };

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** Accepts bare base64 (standard or URL-safe) or a data URL; answers a normalised data URL. */
export function parseAvatar(input: string): AvatarResult {
  const payload = input.replace(/^data:[\w/+.-]+;base64,/, "").replace(/\s+/g, "").replace(/-/g, "+").replace(/_/g, "/");
  // 4 base64 characters carry 3 bytes: refuse oversized input before decoding it.
  if (payload.length > Math.ceil(AVATAR_MAX_BYTES / 3) * 4 + 4) return { ok: false, message: "avatarBuffer: must be at most 256 KB" };
  if (payload.length === 0 || payload.length % 4 === 1 || !BASE64.test(payload)) return { ok: false, message: "avatarBuffer: must be base64" };
  let bytes: Uint8Array;
  try {
    bytes = Uint8Array.from(atob(payload), (char) => char.charCodeAt(0));
  } catch {
    return { ok: false, message: "avatarBuffer: must be base64" };
  }
  if (bytes.length > AVATAR_MAX_BYTES) return { ok: false, message: "avatarBuffer: must be at most 256 KB" };
  const signature = SIGNATURES.find((candidate) => bytes.length >= 12 && candidate.matches(bytes));
  if (!signature) return { ok: false, message: "avatarBuffer: must be a PNG, JPEG or WebP image" };
  const canonical = btoa(binaryString(bytes));
  return { ok: true, dataUrl: `data:${signature.mime};base64,${canonical}`, mime: signature.mime, bytes: bytes.length };
}

/** Bytes as a binary string in 8 KB slices: spreading 256 KB into one call exceeds engines' argument limits. */
function binaryString(bytes: Uint8Array): string {
  let text = "";
  for (let from = 0; from < bytes.length; from += 8192) text += String.fromCharCode(...bytes.subarray(from, from + 8192));
  return text;
}

// Reads a response body, undoing its content codings (RFC 9110 §8.4) and enforcing the size cap on
// the decoded bytes. The cap is checked chunk by chunk while streaming, so a small gzip that inflates
// to gigabytes (a "zip bomb") is stopped as soon as it crosses the cap, never held in memory.
import type { IncomingMessage } from "node:http";
import { Transform, Writable, type TransformCallback } from "node:stream";
import { pipeline } from "node:stream/promises";
import zlib from "node:zlib";
import { FetchFailure } from "./fetch-failure";

/**
 * Some servers send "deflate" as a raw DEFLATE stream instead of the zlib wrapper RFC 9110 §8.4.1.2
 * requires, so the first two bytes decide: a zlib header (RFC 1950 §2.2) has compression method 8 in
 * the low nibble of its first byte and makes a multiple of 31 with the second.
 */
class DeflateDecoder extends Transform {
  private inner: zlib.Inflate | zlib.InflateRaw | null = null;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    if (!this.inner) {
      const zlibWrapped = chunk.length >= 2 && (chunk[0]! & 0x0f) === 8 && ((chunk[0]! << 8) | chunk[1]!) % 31 === 0;
      this.inner = zlibWrapped ? zlib.createInflate() : zlib.createInflateRaw();
      this.inner.on("data", (data: Buffer) => this.push(data));
      this.inner.on("error", (error) => this.destroy(error));
    }
    this.inner.write(chunk, () => callback());
  }

  override _flush(callback: TransformCallback): void {
    if (!this.inner) return callback();
    this.inner.once("end", () => callback());
    this.inner.end();
  }

  override _destroy(error: Error | null, callback: (error: Error | null) => void): void {
    this.inner?.destroy();
    callback(error);
  }
}

function decoderFor(coding: string): Transform | null {
  switch (coding) {
    case "gzip":
    case "x-gzip": // RFC 9110 §8.4.1.3: recipients should treat x-gzip as gzip
      return zlib.createGunzip();
    case "deflate":
      return new DeflateDecoder();
    case "br": // RFC 7932
      return zlib.createBrotliDecompress();
    case "identity":
    case "":
      return null;
    default:
      throw new FetchFailure("decode", `The server used an unsupported content coding: ${coding}`);
  }
}

/** Codings are listed in the order applied (RFC 9110 §8.4), so they are undone last first. */
function decodersFor(contentEncoding: string | undefined): Transform[] {
  const codings = (contentEncoding ?? "").split(",").map((coding) => coding.trim().toLowerCase());
  return codings
    .reverse()
    .map(decoderFor)
    .filter((decoder): decoder is Transform => decoder !== null);
}

function tooLarge(maxBytes: number): FetchFailure {
  return new FetchFailure("too_large", `The feed is larger than the ${maxBytes}-byte limit`);
}

export async function readBody(response: IncomingMessage, maxBytes: number, signal: AbortSignal): Promise<Uint8Array> {
  const declared = Number(response.headers["content-length"]);
  // A declared length over the cap is refused before reading a byte (the coded size is a lower bound
  // for any realistic feed: compression only makes text smaller).
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge(maxBytes);
  // An empty body labelled gzip is not valid gzip, but there is nothing to decode: it is just empty.
  if (response.headers["content-length"] === "0") return new Uint8Array();

  const decoders = decodersFor(response.headers["content-encoding"]);
  let decodeError: Error | null = null;
  for (const decoder of decoders) decoder.once("error", (error) => (decodeError ??= error));

  const chunks: Buffer[] = [];
  let total = 0;
  const collector = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      total += chunk.length;
      if (total > maxBytes) return callback(tooLarge(maxBytes));
      chunks.push(chunk);
      callback();
    },
  });

  try {
    await pipeline([response, ...decoders, collector], { signal });
  } catch (error) {
    if (error instanceof FetchFailure) throw error;
    if (signal.aborted) throw signal.reason;
    if (decodeError) {
      const coding = response.headers["content-encoding"];
      throw new FetchFailure("decode", `Could not decompress the ${coding} body: ${(decodeError as Error).message}`);
    }
    throw new FetchFailure("connection", `The connection broke while reading the body: ${(error as Error).message}`);
  }
  return new Uint8Array(Buffer.concat(chunks, total));
}

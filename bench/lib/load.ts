// autocannon runs with latency percentiles taken from every response (autocannon's own histogram rounds
// to whole milliseconds and reports no p95): the page benchmark (bench/pages.ts) and the load proof
// (scripts/prove/load.ts) both measure through this.
import autocannon from "autocannon";

export interface LoadOptions {
  connections?: number;
  seconds: number;
  headers?: Record<string, string>;
  /** A request unanswered this long counts as an error (autocannon's default: 10 s). */
  timeoutSeconds?: number;
  method?: "GET" | "POST";
  body?: string;
}

export interface LoadResult {
  requests: number;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  /** Connection errors and timeouts plus every answer outside 2xx. */
  errors: number;
  /** How many answers each status code had, e.g. { 200: 5120, 502: 3 }. */
  statuses: Record<number, number>;
}

/** The nearest-rank percentile (0-100) of ascending `sorted`; 0 for no samples. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))]!;
}

/** One decimal of a millisecond. */
const tenth = (ms: number) => Math.round(ms * 10) / 10;

/** Sends `url` as many requests as `connections` keep-alive connections can for `seconds`. */
export function load(url: string, options: LoadOptions): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const times: number[] = [];
    const statuses: Record<number, number> = {};
    const settings = { url, connections: options.connections ?? 20, duration: options.seconds, headers: options.headers ?? {}, timeout: options.timeoutSeconds ?? 10, method: options.method ?? "GET", ...(options.body === undefined ? {} : { body: options.body }) };
    const instance = autocannon(settings, (error, result) => {
      if (error) return reject(error);
      times.sort((a, b) => a - b);
      resolve({
        requests: result.requests.total,
        requestsPerSecond: Math.round(result.requests.average),
        p50: tenth(percentile(times, 50)),
        p95: tenth(percentile(times, 95)),
        p99: tenth(percentile(times, 99)),
        errors: result.errors + result.non2xx,
        statuses,
      });
    });
    instance.on("response", (_client, status, _bytes, responseTime) => {
      times.push(responseTime);
      statuses[status] = (statuses[status] ?? 0) + 1;
    });
  });
}

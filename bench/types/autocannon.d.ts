// The few parts of autocannon's API the page benchmark uses (the package ships no types).
declare module "autocannon" {
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    amount?: number;
    headers?: Record<string, string>;
    /** Seconds before an unanswered request counts as an error. */
    timeout?: number;
  }
  interface Result {
    requests: { average: number; total: number };
    throughput: { average: number };
    errors: number;
    non2xx: number;
  }
  interface Instance {
    on(event: "response", listener: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void): void;
  }
  function autocannon(options: Options, callback: (error: Error | null, result: Result) => void): Instance;
  export default autocannon;
}

// Ad hoc (not committed): signed-in vs signed-out / and a story page on the embedded database.
import autocannon from "autocannon";
const base = process.argv[2]!;
const seconds = Number(process.argv[3] ?? 8);
function load(url: string, headers: Record<string, string>): Promise<{ rps: number; p50: number; p99: number; non2xx: number }> {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: 20, duration: seconds, headers }, (error, r) => {
      if (error) return reject(error);
      resolve({ rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx + r.errors });
    });
  });
}
const reg = await fetch(`${base}/api/auth/register`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email: `b-${Date.now()}@example.com`, password: "a long enough password" }) });
if (reg.status !== 201) throw new Error(`register ${reg.status}`);
const login = reg.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
const out = { cookie: "GROUND_FEED_EDITION=top-us" };
const inn = { cookie: `${login}; GROUND_FEED_EDITION=top-us` };
const home = await (await fetch(`${base}/`, { headers: out })).text();
const story = /href="(\/article\/\d+)"/.exec(home)![1]!;
for (const [label, path, headers] of [["/ signed out", "/", out], ["/ signed in", "/", inn], [`${story} signed out`, story, out], [`${story} signed in`, story, inn], ["/ signed out", "/", out], ["/ signed in", "/", inn], [`${story} signed out`, story, out], [`${story} signed in`, story, inn]] as const) {
  const res = await fetch(`${base}${path}`, { headers });
  const cache = `${res.headers.get("x-nextjs-cache")}/${res.headers.get("x-microcache")}`;
  await res.text();
  const r = await load(`${base}${path}`, headers);
  console.log(`${label.padEnd(28)} req/s=${r.rps} p50=${r.p50}ms p99=${r.p99}ms non2xx=${r.non2xx} cache=${cache}`);
}

import { DEV_SET, evaluateClustering, evaluateKagi } from "@/bench/eval-clustering";
import { evaluateNewspal } from "@/bench/lib/newspal-day";
const t = process.argv.slice(2).map(Number);
const what = process.env.WHAT ?? "hnd";
for (const splitThreshold of t) {
  const o = { splitThreshold, splitMinGroup: Number(process.env.MG ?? 2), splitMaxMembers: Number(process.env.MM ?? 40) };
  const out: string[] = [`split=${splitThreshold}`];
  const f = (x: number) => x.toFixed(4);
  if (what.includes("n")) { const n = evaluateNewspal(o); out.push(`newspal P ${f(n.precision)} R ${f(n.recall)} mixed ${n.mixed.length}/${n.multiSource}`); }
  if (what.includes("h")) { const h = await evaluateClustering(DEV_SET, { withBody: true, ignoreDates: true }, o); out.push(`hidden P ${f(h.precision)} R ${f(h.recall)}`); }
  if (what.includes("d")) { const d = await evaluateClustering(DEV_SET, { withBody: true, ignoreDates: false }, o); out.push(`dated F1 ${f(d.f1)} P ${f(d.precision)} R ${f(d.recall)} ${d.articlesPerSecond}/s`); }
  if (what.includes("t")) { const d = await evaluateClustering(DEV_SET, { withBody: false, ignoreDates: false }, o); out.push(`title F1 ${f(d.f1)}`); }
  if (what.includes("k")) { const k = await evaluateKagi(undefined, o); out.push(`kagi P ${f(k.precision)} R ${f(k.recall)}`); }
  console.log(out.join(" | "));
}

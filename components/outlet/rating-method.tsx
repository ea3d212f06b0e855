import { PageSection, SECTION_PARAGRAPH } from "@/components/ui/page-section";
import { TableHead } from "@/components/ui/table-head";
import { RATING_DATASETS } from "@/lib/outlets";
import { BIAS_BY_POSITION, biasPosition, FACTUALITY_BY_POSITION } from "@/lib/outlets/rating-scales";
import { BORDER_COLOURS } from "@/lib/outlets/border-colour";
import { BIAS_LABELS, FACTUALITY_LABELS } from "@/lib/news/bias-labels";

// How an outlet's bias and factuality are decided (issue 4 "the ratings method"), written from the
// rules in lib/outlets (derive-bias.ts, derive-factuality.ts, rating-scales.ts, README.md). The scale
// table is computed by the same functions the registry uses, so the page cannot disagree with them.

const ALLSIDES_LABELS = ["Left", "Lean Left", "Center", "Lean Right", "Right"];
const MBFC_LABELS = ["extreme-left", "left", "left-center", "least biased", "right-center", "right", "extreme-right"];
const POSITIONS = [-3, -2, -1, 0, 1, 2, 3];

const labelsAt = (rater: "AllSides" | "MBFC", labels: string[], position: number) =>
  labels.filter((label) => biasPosition(rater, label) === position).map((label) => `“${label}”`).join(", ") || "—";

const DATASET_NOTES: Record<keyof typeof RATING_DATASETS, string> = {
  allSides2022: "AllSides ratings as published on its site",
  mbfcBaly2018: "MBFC labels collected for the EMNLP 2018 corpus of Baly et al.",
  mbfcIdiap2024: "MBFC labels in the NAACL 2024 table of Burdisso et al. (Idiap)",
  mbfcExt2026: "MBFC labels from the mbfcext browser extension's data",
};

/** How many outlets the rule for halves decides, each way (lib/outlets/edition-counts.ts, halfwayCounts). */
export interface HalfwayCounts {
  toCentre: number;
  outward: number;
}

const outlets = (count: number) => `${count} ${count === 1 ? "outlet" : "outlets"}`;

export function BiasMethod({ halfway }: { halfway: HalfwayCounts }) {
  return (
    <PageSection id="bias" title="Political bias">
      <p className={SECTION_PARAGRAPH}>
        We do not rate outlets ourselves. Each outlet&apos;s place on our 7-point scale is derived from the published ratings of two
        independent raters, AllSides and Media Bias/Fact Check (MBFC), and every outlet page lists those ratings verbatim with their date and a
        link to the rater&apos;s page.
      </p>
      <div className="mt-4 overflow-x-auto">
        <table className="w-full min-w-[32rem] text-left text-sm">
          <caption className="sr-only">How the raters&apos; labels map to our scale</caption>
          <TableHead columns={["Position", "Our label", "AllSides", "MBFC"]} />
          <tbody>
            {POSITIONS.map((position) => (
              <tr key={position} className="border-b border-neutral-100 dark:border-neutral-900">
                <td className="py-1.5 pr-3 tabular-nums">{position > 0 ? `+${position}` : position}</td>
                <th scope="row" className="py-1.5 pr-3 font-semibold">{BIAS_LABELS[BIAS_BY_POSITION[position]!]}</th>
                <td className="py-1.5 pr-3">{labelsAt("AllSides", ALLSIDES_LABELS, position)}</td>
                <td className="py-1.5">{labelsAt("MBFC", MBFC_LABELS, position)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h3 className="mt-4 font-semibold">The rule</h3>
      <ol className="mt-2 list-decimal space-y-1 pl-6 text-neutral-800 dark:text-neutral-200">
        <li>Each rating is read onto the scale above. Labels that say nothing about left or right (AllSides&apos; “Mixed”, MBFC categories such as “fake-news” or “satire”) drop out.</li>
        <li>For each rater, only its newest rating that has a position counts.</li>
        <li>The outlet&apos;s position is the mean of those, rounded to the nearest point.</li>
        <li id="halves">
          A mean exactly halfway between two points is decided on purpose. Halfway between the centre and a lean (AllSides “Center” with MBFC
          “left-center”, say), the outlet is shown at the <strong>centre</strong>: that half decides whether it counts for a side in every
          story&apos;s coverage bar and blindspot, and raters split between “centre” and “lean” are no evidence of a side. This rule puts{" "}
          <strong data-testid="halfway-to-centre">{outlets(halfway.toCentre)}</strong> at the centre that rounding away from the centre would
          have put on a side. Halfway further out, the outlet is shown at the <strong>outer</strong> point: both points are on the same side, so
          no coverage bar changes, and AllSides&apos; outermost labels mean “this far or further”; this applies to{" "}
          <span data-testid="halfway-outward">{outlets(halfway.outward)}</span>.
        </li>
        <li>With no usable rating the outlet is “Not rated”: it is listed on stories but left out of the coverage percentages.</li>
      </ol>
      <p className={SECTION_PARAGRAPH}>
        On story pages, Far Left, Left and Lean Left outlets count as the left; Lean Right, Right and Far Right as the right. Each outlet&apos;s
        monogram has a border in its side&apos;s colour: dark blue ({BORDER_COLOURS.left}) for the left, dark red ({BORDER_COLOURS.right}) for the
        right, grey ({BORDER_COLOURS.neutral}) for the centre and unrated outlets.
      </p>
      <h3 className="mt-4 font-semibold">Where the ratings come from</h3>
      <ul className="mt-2 list-disc space-y-1 pl-6 text-neutral-800 dark:text-neutral-200">
        {(Object.keys(RATING_DATASETS) as (keyof typeof RATING_DATASETS)[]).map((key) => (
          <li key={key}>
            {RATING_DATASETS[key].rater}, dated <time dateTime={RATING_DATASETS[key].date}>{RATING_DATASETS[key].date}</time>: {DATASET_NOTES[key]}.
          </li>
        ))}
      </ul>
      <p className={SECTION_PARAGRAPH}>
        The ratings belong to their raters and are shown with the rater, date and a link to the rater&apos;s page. Owners are quoted from
        Kagi&apos;s media data where it lists the outlet, otherwise from the public record the outlet&apos;s page names; where an owner changed
        after Kagi&apos;s data (a spin-off, a merger), the page says so.
      </p>
    </PageSection>
  );
}

export function FactualityMethod() {
  return (
    <PageSection id="factuality" title="Factuality">
      <p className={SECTION_PARAGRAPH}>
        Factuality says how reliably an outlet reports facts, on MBFC&apos;s six grades:{" "}
        {[...FACTUALITY_BY_POSITION].reverse().map((grade) => FACTUALITY_LABELS[grade]).join(", ")}. AllSides does not rate factuality. The rule
        is the same as for bias: each rater&apos;s newest usable grade, the mean, and “Not rated” without one; a mean half-way between two
        grades rounds <em>down</em>, so we never call an outlet more reliable than its raters agree on.
      </p>
    </PageSection>
  );
}

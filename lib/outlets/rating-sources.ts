/**
 * The rating datasets the registry's facts were read from (../shared/datasets/outlets, see its README).
 * Ratings belong to their raters: AllSides ratings are CC BY-NC 4.0, MBFC ratings are MBFC's own. We
 * carry single facts (an outlet's label, with the rater and date named), never the files.
 *
 * Each rating is dated by when the rater's label was captured; where a dataset does not say, by its
 * publication date. The rater plus the date identify the dataset (dataset-crosscheck.test.ts relies on
 * it), and they are unique per outlet and kind, as outlet_ratings requires.
 */
export const RATING_DATASETS = {
  /** AllSides ratings scraped on 28 September 2022 (allsides_2022/README.upstream.md). */
  allSides2022: { rater: "AllSides", date: "2022-09-28", path: "allsides_2022/allsides_ratings_2022-09-28.csv" },
  /** Baly et al., EMNLP 2018 corpus of MBFC labels; capture date not given, dated by the conference (31 Oct 2018). */
  mbfcBaly2018: { rater: "MBFC", date: "2018-10-31", path: "mbfc_baly_2018_2020/emnlp18_corpus.tsv" },
  /** Burdisso et al., NAACL 2024 (Idiap) MBFC table; capture date not given, dated by the conference (16 Jun 2024). */
  mbfcIdiap2024: { rater: "MBFC", date: "2024-06-16", path: "mbfc_idiap_2024/mbfc.csv" },
  /** The mbfcext browser extension's combined MBFC data, version 5, whose own "date" field is 19 Aug 2026. */
  mbfcExt2026: { rater: "MBFC", date: "2026-08-19", path: "mbfc_mbfcext_2026/mbfc_combined_v5.json" },
} as const;

/** Owners taken verbatim from Kagi's media_data.json (kagi_kite snapshot of 12 May 2026). */
export const KAGI_MEDIA_DATA = "Kagi media_data (2026-05-12)";
/** Owners from the public record, written by OpenGround's editors where media_data has no entry. */
export const OPENGROUND_EDITORS = "OpenGround editors";

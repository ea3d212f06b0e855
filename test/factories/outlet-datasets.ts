import fs from "node:fs";
import path from "node:path";

// Small hand-written stand-ins for the outlet files of ../shared/datasets/outlets (the import's tests,
// lib/outlets/import): the real files' names and shapes, invented outlets on .example domains. Kept here
// as text and written to a temporary folder by the test, so no file of the checkout carries a dataset
// file's name (the datasets themselves are read from ../shared at run time, never committed).

/** Path under `outlets/` → the file's text. */
export const STAND_IN_OUTLET_FILES: Readonly<Record<string, string>> = {
  "allsides_2022/allsides_ratings_2022-09-28.csv": `,bias,type,allsides_url,agree,disagree,url,confidence
Ledger (News),Lean Left,News,https://www.allsides.com/news-source/ledger-news,10,5,https://www.ledger.example/,high
Ledger (Opinion),Left,News,https://www.allsides.com/news-source/ledger-opinion,8,4,https://www.ledger.example/,medium
Ledger Fact Check,Lean Left,Fact Check,https://www.allsides.com/news-source/ledger-fact-check,3,3,https://ledger.example/,low
Courier,Center,News,https://www.allsides.com/news-source/courier,5,9,https://courier.example/,low
Policy Shop,Right,Think Tanks,https://www.allsides.com/news-source/policy-shop,2,2,https://policy.example/,medium
`,
  "kagi_kite/core_feeds.json": `{"USA":["http://www.ledger.example/politics/feed","https://www.ledger.example/feed","https://gazette.example/rss"],"World":["https://www.ledger.example/world/feed"],"Sports":["https://www.ledger.example/sports/feed"]}
`,
  "kagi_kite/kite_feeds.json": `{"Canada":{"category_type":"topic","source_language":"en","display_names":{},"feeds":["https://courier.example/feed/","https://courier.example/sports/feed/"]},
 "NBA":{"category_type":"topic","source_language":"en","display_names":{},"feeds":["https://www.ledger.example/id/123/rss.xml"]},
 "Ireland":{"category_type":"topic","source_language":"en","display_names":{},"feeds":["https://nolink.example/feed/"]},
 "USA | Texas":{"category_type":"region","source_language":"en","display_names":{},"feeds":["https://quiet.example/feed/","https://rumour.example/feed/","https://hub.example/feed/","https://policy.example/feed/"]}}
`,
  "kagi_kite/media_data.json": `[{"country":"United States","organization":"The Ledger","domains":["ledger.example"],"description":"","owner":"Ledger Holdings","typology":"Private Media"},
 {"country":"United States","organization":"Rumour Mill","domains":["rumour.example"],"description":"","owner":"A. Person","typology":"Private Media"}]
`,
  "mbfc_baly_2018_2020/emnlp18_corpus.tsv": `source_url	source_url_normalized	ref	fact	bias
https://ledger.example/	ledger.example	https://mediabiasfactcheck.com/ledger/	high	left
`,
  "mbfc_idiap_2024/mbfc.csv": `source,country,bias,factual_reporting,press_freedom,media_type,popularity,mbfc_credibility_rating,nela_gt_label
ledger.example,usa,left-center,high,mostly free,newspaper,high traffic,high credibility,reliable
courier.example,canada,right-center,mixed,mostly free,newspaper,medium traffic,medium credibility,mixed
courier.example,canada,right,low,mostly free,tv station,medium traffic,low credibility,unreliable
hub.example,usa,least biased,high,mostly free,organization/foundation,high traffic,high credibility,reliable
nolink.example,ireland,left-center,high,mostly free,newspaper,medium traffic,high credibility,reliable
`,
  "mbfc_mbfcext_2026/mbfc_combined_v5.json": `{"version":5,"date":"2026-08-19T10:00:00.000Z","aliases":{"ledger-news.example":"ledger.example"},"sources":[
{"domain":"ledger.example","name":"Ledger Daily","url":"https://mediabiasfactcheck.com/ledger/","bias":"left-center","reporting":"high","traffic":"high-traffic"},
{"domain":"courier.example","name":"Courier (Canada)","url":"https://mediabiasfactcheck.com/courier/","bias":"right-center","reporting":"mostly-factual","traffic":"medium-traffic"},
{"domain":"rumour.example","name":"Rumour Mill","url":"https://mediabiasfactcheck.com/rumour/","bias":"fake-news","reporting":"low","traffic":"high-traffic"},
{"domain":"quiet.example","name":"Quiet Town News","url":"https://mediabiasfactcheck.com/quiet/","bias":"center","reporting":"high","traffic":"medium-traffic"},
{"domain":"gazette.example","name":"The Gazette","url":"https://mediabiasfactcheck.com/gazette/","bias":"center","reporting":"high","traffic":"high-traffic"}
]}
`,
};

/** Writes the stand-in files under `dir/outlets/…`, the layout `importDatasets` reads. */
export function writeStandInOutletDatasets(dir: string): void {
  for (const [file, text] of Object.entries(STAND_IN_OUTLET_FILES)) {
    const target = path.join(dir, "outlets", file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, text);
  }
}

import type { Editorial } from "../../import/editorial";
import { CANADA_OUTLETS } from "./canada";
import { IMPORT_DECISIONS } from "./decisions";
import { EUROPE_OUTLETS } from "./europe";
import { INTERNATIONAL_OUTLETS } from "./international";
import { OCEANIA_OUTLETS } from "./oceania";
import { OWNER_FACTS } from "./owners";
import { UK_OUTLETS } from "./uk";
import { US_BROADCASTERS } from "./us-broadcasters";
import { US_DIGITAL } from "./us-digital";
import { US_MAGAZINES } from "./us-magazines";
import { US_NEWSPAPERS } from "./us-newspapers";

/** Everything the editors decide; the import (npm run outlets -- import --datasets) adds the datasets' facts. */
export const EDITORIAL: Editorial = {
  curated: [
    ...US_NEWSPAPERS,
    ...US_BROADCASTERS,
    ...US_DIGITAL,
    ...US_MAGAZINES,
    ...UK_OUTLETS,
    ...CANADA_OUTLETS,
    ...EUROPE_OUTLETS,
    ...OCEANIA_OUTLETS,
    ...INTERNATIONAL_OUTLETS,
  ],
  decisions: IMPORT_DECISIONS,
  owners: OWNER_FACTS,
};

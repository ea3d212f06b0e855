import type { OutletInput } from "../outlet-schema";
import { US_NEWSPAPERS } from "./us-newspapers";
import { US_BROADCASTERS } from "./us-broadcasters";
import { US_DIGITAL } from "./us-digital";
import { US_MAGAZINES } from "./us-magazines";
import { UK_OUTLETS } from "./uk";
import { CANADA_OUTLETS } from "./canada";
import { EUROPE_OUTLETS } from "./europe";
import { OCEANIA_OUTLETS } from "./oceania";
import { INTERNATIONAL_OUTLETS } from "./international";

/** Every outlet of the built-in registry, as facts; lib/outlets/registry.ts derives the rest. */
export const REGISTRY_INPUTS: readonly OutletInput[] = [
  ...US_NEWSPAPERS,
  ...US_BROADCASTERS,
  ...US_DIGITAL,
  ...US_MAGAZINES,
  ...UK_OUTLETS,
  ...CANADA_OUTLETS,
  ...EUROPE_OUTLETS,
  ...OCEANIA_OUTLETS,
  ...INTERNATIONAL_OUTLETS,
];

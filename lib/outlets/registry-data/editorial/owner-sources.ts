// Owner facts the editors read from the public record where Kagi's media data (2026-05-12) is missing
// or behind events since (issue 27: "owners current and sourced"). Each names what was read.

export const VERSANT_SPIN_OFF =
  "OpenGround editors, from Comcast's spin-off of its cable networks (MSNBC, now MS NOW, and CNBC among them) as Versant Media Group, completed in January 2026; Kagi's media data still names Comcast";
export const INTERCEPT_SPIN_OFF =
  "OpenGround editors, from The Intercept's announcement (2023) that it left First Look Media to stand alone as a nonprofit; Kagi's media data still names First Look Media";
export const PARAMOUNT_SKYDANCE =
  "OpenGround editors, from the completion of the Paramount–Skydance merger on 7 August 2025; Kagi's media data still names Paramount Global";
export const WBD_SEPARATION =
  "OpenGround editors, from Warner Bros. Discovery's announcement of 9 June 2025 that CNN goes to Discovery Global when the company separates";
export const GB_NEWS_FILINGS = "OpenGround editors, from GB News Ltd's filings at Companies House (parent: All Perspectives Ltd)";
export const COMCAST_REPORT = "OpenGround editors, from Comcast's annual report (NBCUniversal)";

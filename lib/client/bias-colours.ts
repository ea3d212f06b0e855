// The bias colour scheme (spec §4 "Bias colour scheme", §3). Which side is blue and which is red differs
// by audience: in the US convention the left is blue and the right red; the international scheme
// swaps them. Pure: the selection, the user's colours and the edition come in as arguments.
import type { EditionId } from "@/lib/editions/editions";

export const BIAS_COLOUR_SELECTIONS = ["us", "international", "auto"] as const;
export type BiasColourSelection = (typeof BIAS_COLOUR_SELECTIONS)[number];
export type BiasColourScheme = Exclude<BiasColourSelection, "auto">;

/** Spec §4: "The default selection is auto." */
export const DEFAULT_BIAS_COLOUR_SELECTION: BiasColourSelection = "auto";

export const BIAS_BLUE = "#204986";
export const BIAS_DARK_RED = "#802727";

const US_EDITION: EditionId = "top-us";

export interface BiasColours {
  left: string;
  right: string;
}

/** The CSS custom properties styles/globals.css reads for the bias-left and bias-right colours. */
export const BIAS_LEFT_PROPERTY = "--bias-left";
export const BIAS_RIGHT_PROPERTY = "--bias-right";

/**
 * The selection a user starts with (spec §4 "Initially"): us when their saved left colour is the blue
 * #204986, international for any other saved colour. With no saved colour (a signed-out visitor, a user
 * who never chose) nothing says which convention they want, so the default, auto, applies.
 */
export function initialSelection(userLeftColor: string | null | undefined): BiasColourSelection {
  const colour = userLeftColor?.trim().toLowerCase();
  if (!colour) return DEFAULT_BIAS_COLOUR_SELECTION;
  return colour === BIAS_BLUE ? "us" : "international";
}

/**
 * The scheme in force (spec §4): auto follows the edition, us when none is set or it is top-us,
 * international for every other edition. No selection means the default, auto; a value that is not a
 * selection at all (an old or tampered stored value) falls back to us.
 */
export function effectiveScheme(
  selection: string | null | undefined,
  edition: string | null | undefined,
): BiasColourScheme {
  switch (selection ?? DEFAULT_BIAS_COLOUR_SELECTION) {
    case "us":
      return "us";
    case "international":
      return "international";
    case "auto":
      return !edition || edition === US_EDITION ? "us" : "international";
    default:
      return "us";
  }
}

/** Spec §4: international has a dark red left and a blue right; us is the reverse. */
export function schemeColours(scheme: BiasColourScheme): BiasColours {
  return scheme === "international" ? { left: BIAS_DARK_RED, right: BIAS_BLUE } : { left: BIAS_BLUE, right: BIAS_DARK_RED };
}

/** The custom properties to set on <html> (or any container) so bias-left/right utilities follow the scheme. */
export function schemeCustomProperties(scheme: BiasColourScheme): Record<typeof BIAS_LEFT_PROPERTY | typeof BIAS_RIGHT_PROPERTY, string> {
  const { left, right } = schemeColours(scheme);
  return { [BIAS_LEFT_PROPERTY]: left, [BIAS_RIGHT_PROPERTY]: right };
}

/** The classes on <html> that carry a signed-in reader's own colours over a cached page (issue 28). */
export const BIAS_SCHEME_CLASSES: Record<BiasColourScheme, string> = { us: "bias-us", international: "bias-international" };

/**
 * The class on <html> while the browser holds a user cookie (a session): a cached page's signed-out-only
 * parts (`data-signed-out-only`, such as "Sign in to follow") are hidden by styles/globals.css until
 * the reader's own part replaces them, instead of flashing at a signed-in reader (issue 28).
 */
export const SESSION_CLASS = "has-session";

/**
 * The inline script app/layout.tsx runs before first paint (issue 28): a cached page is drawn in its
 * edition's scheme, the same bytes for every reader; a signed-in reader who chose their colours (the
 * user cookie's leftColor, spec §4 "Initially": the blue #204986 is us, any other colour international)
 * gets the matching class on <html>, which styles/globals.css turns into --bias-left / --bias-right
 * over every page wrapper. No saved colour is auto: the edition's scheme stands, as on the server.
 * It also sets SESSION_CLASS when there is a user cookie at all.
 */
export function biasSchemeScript(userCookie: string): string {
  return (
    `try{var s=null,f=false,c=document.cookie?document.cookie.split("; "):[];` +
    `for(var i=0;i<c.length;i++){var p=c[i].indexOf("=");if(p<0||c[i].slice(0,p)!==${JSON.stringify(userCookie)})continue;f=p+1<c[i].length;` +
    `try{var u=JSON.parse(decodeURIComponent(atob(decodeURIComponent(c[i].slice(p+1)))));` +
    `var l=u&&typeof u.leftColor==="string"?u.leftColor.trim().toLowerCase():"";` +
    `if(l)s=l===${JSON.stringify(BIAS_BLUE.toLowerCase())}?"us":"international"}catch(e){}}` +
    `var h=document.documentElement.classList;h.toggle(${JSON.stringify(SESSION_CLASS)},f);` +
    `h.toggle(${JSON.stringify(BIAS_SCHEME_CLASSES.us)},s==="us");h.toggle(${JSON.stringify(BIAS_SCHEME_CLASSES.international)},s==="international")}catch(e){}`
  );
}

/**
 * The same classes set from the account's saved colour once GET /v04/user/web has answered (UserSync),
 * so a colour changed in this tab or elsewhere shows without a full reload.
 */
export function applyBiasSchemeClasses(classes: { toggle(name: string, on: boolean): unknown }, userLeftColor: string | null | undefined): void {
  const selection = initialSelection(userLeftColor);
  classes.toggle(BIAS_SCHEME_CLASSES.us, selection === "us");
  classes.toggle(BIAS_SCHEME_CLASSES.international, selection === "international");
}

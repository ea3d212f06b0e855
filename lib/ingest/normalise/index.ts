export { normaliseItem, truncateText, DESCRIPTION_MAX_CHARS, type NormalisedArticle, type NormaliseContext } from "./normalise-item";
export { canonicalUrl, TRACKING_PARAMETERS } from "./canonical-url";
export { itemHash, usableGuid, type HashInput } from "./item-hash";
export { outletForUrl } from "./outlet-for-url";
export { sanitizeHtml } from "./sanitize-html";
export { htmlToText, collapseWhitespace } from "./html-to-text";
export { decodeEntities } from "./html-entities";
export { detectLanguage, normaliseLanguageTag } from "./detect-language";

// The square and wide persona images of spec §1, drawn as SVG from a palette and a motif: nothing is
// downloaded, every image is a few hundred bytes, and a data URL works in <img> and in e-mail alike.
// Pure: markup strings only.

export const PERSONA_MOTIFS = ["skyline", "waves", "fields", "star", "globe", "columns", "leaf", "palette"] as const;
export type PersonaMotif = (typeof PERSONA_MOTIFS)[number];
export type PersonaImageShape = "square" | "wide";

export interface PersonaPalette {
  motif: PersonaMotif;
  background: string;
  accent: string;
  ink: string;
}

/** Image sizes; the wide one is 2:1, as a banner above the persona's outlets. */
export const PERSONA_IMAGE_SIZE: Record<PersonaImageShape, { width: number; height: number }> = {
  square: { width: 240, height: 240 },
  wide: { width: 480, height: 240 },
};

/** Each motif is drawn in a 100 × 100 box; `a` is the accent colour, `i` the ink colour. */
const MOTIFS: Record<PersonaMotif, (a: string, i: string) => string> = {
  skyline: (a, i) =>
    `<circle cx="78" cy="22" r="9" fill="${a}"/>` +
    [[6, 48, 14, 52], [22, 30, 12, 70], [36, 42, 16, 58], [54, 20, 10, 80], [66, 52, 14, 48], [82, 38, 12, 62]]
      .map(([x, y, w, h]) => `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${i}"/>`)
      .join("") +
    `<path d="M59 20 L59 8" stroke="${i}" stroke-width="2"/>`,
  waves: (a, i) =>
    `<circle cx="50" cy="42" r="20" fill="${a}"/>` +
    [60, 72, 84].map((y) => `<path d="M0 ${y} q12.5 -8 25 0 t25 0 t25 0 t25 0" fill="none" stroke="${i}" stroke-width="4"/>`).join(""),
  fields: (a, i) =>
    `<circle cx="24" cy="26" r="11" fill="${a}"/>` +
    `<path d="M0 62 Q30 48 60 58 T100 54 V100 H0 Z" fill="${i}" opacity=".55"/>` +
    `<path d="M0 76 Q40 64 100 72 V100 H0 Z" fill="${i}"/>` +
    `<path d="M62 58 V40 L72 32 L82 40 V58 Z" fill="${a}"/>`,
  star: (a, i) =>
    [70, 80, 90].map((y) => `<rect x="0" y="${y}" width="100" height="5" fill="${i}"/>`).join("") +
    `<polygon points="50,12 58,36 84,36 63,51 71,76 50,61 29,76 37,51 16,36 42,36" fill="${a}"/>`,
  globe: (a, i) =>
    `<circle cx="50" cy="50" r="34" fill="none" stroke="${a}" stroke-width="4"/>` +
    `<ellipse cx="50" cy="50" rx="15" ry="34" fill="none" stroke="${i}" stroke-width="3"/>` +
    `<path d="M16 50 H84 M22 32 H78 M22 68 H78" stroke="${i}" stroke-width="3"/>`,
  columns: (a, i) =>
    `<polygon points="14,34 50,14 86,34" fill="${a}"/>` +
    [22, 40, 58, 76].map((x) => `<rect x="${x - 4}" y="38" width="8" height="42" fill="${i}"/>`).join("") +
    `<rect x="10" y="82" width="80" height="6" fill="${a}"/>`,
  leaf: (a, i) =>
    `<path d="M50 88 C20 70 18 34 50 12 C82 34 80 70 50 88 Z" fill="${a}"/>` +
    `<path d="M50 88 V26 M50 50 L36 38 M50 64 L66 50" stroke="${i}" stroke-width="3" fill="none"/>`,
  palette: (a, i) =>
    `<path d="M50 14 C78 14 92 34 88 54 C85 68 70 62 64 70 C58 78 66 88 52 88 C28 88 12 70 12 50 C12 30 28 14 50 14 Z" fill="${i}"/>` +
    [[34, 34], [54, 28], [70, 40], [30, 58]].map(([x, y], n) => `<circle cx="${x}" cy="${y}" r="7" fill="${n % 2 ? a : "#0f172a"}" opacity="${n % 2 ? 1 : 0.6}"/>`).join(""),
};

/** The SVG markup of a persona image. Decorative: the page names the persona in text beside it. */
export function personaImageSvg(palette: PersonaPalette, shape: PersonaImageShape): string {
  const { width, height } = PERSONA_IMAGE_SIZE[shape];
  const scale = height / 100;
  // The motif sits on the right of a wide image, leaving room for a soft stripe pattern on the left.
  const offsetX = shape === "wide" ? width - height : 0;
  const stripes =
    shape === "wide"
      ? Array.from({ length: 6 }, (_, n) => `<rect x="${n * 40}" y="0" width="20" height="${height}" fill="${palette.ink}" opacity=".06"/>`).join("")
      : "";
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">` +
    `<rect width="${width}" height="${height}" fill="${palette.background}"/>${stripes}` +
    `<g transform="translate(${offsetX} 0) scale(${scale})">${MOTIFS[palette.motif](palette.accent, palette.ink)}</g></svg>`
  );
}

export function personaImageDataUrl(palette: PersonaPalette, shape: PersonaImageShape): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(personaImageSvg(palette, shape))}`;
}

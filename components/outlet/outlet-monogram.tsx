import type { OutletLogo } from "@/lib/queries/outlet-pages";

const SIZES = {
  sm: "h-8 w-8 border-2 text-[0.65rem]",
  md: "h-10 w-10 border-[3px] text-xs",
  lg: "h-16 w-16 border-4 text-lg",
} as const;

/**
 * An outlet's monogram inside its border colour (spec §1: grey neutral, dark blue left-leaning, dark
 * red right-leaning). Decorative: the outlet's name always stands next to it. The initials' colours
 * pass WCAG AA (lib/outlets/monogram.ts).
 */
export function OutletMonogram({
  logo,
  borderColour,
  name,
  size = "md",
}: {
  logo: OutletLogo | undefined;
  borderColour: string;
  name: string;
  size?: keyof typeof SIZES;
}) {
  const initials = logo?.initials ?? name.replace(/[^\p{L}\p{N}]/gu, "").slice(0, 2).toUpperCase();
  return (
    <span
      aria-hidden="true"
      data-border-colour={borderColour}
      className={`inline-flex shrink-0 items-center justify-center rounded-full font-bold tracking-tight ${SIZES[size]}`}
      style={{ backgroundColor: logo?.background ?? "#374151", color: logo?.foreground ?? "#ffffff", borderColor: borderColour }}
    >
      {initials}
    </span>
  );
}

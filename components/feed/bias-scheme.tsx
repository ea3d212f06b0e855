import type { CSSProperties, ReactNode } from "react";

/**
 * Sets the reader's bias colours (spec §4; values from lib/client/bias-colours.ts via the reader context)
 * as --bias-left / --bias-right on the page wrapper; the bias bar and every bias-left/right utility
 * inside read them.
 */
export function BiasScheme({ style, children }: { style: CSSProperties; children: ReactNode }) {
  return (
    <div style={style} data-bias-scheme="">
      {children}
    </div>
  );
}

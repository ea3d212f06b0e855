// Local and session storage for issue 22's popups and banners: a storage that cannot be reached (private
// mode, a policy) is logged and ignored (spec §8), and reads as empty.

type Kind = "localStorage" | "sessionStorage";

export function readItem(kind: Kind, key: string): string | null {
  try {
    return window[kind].getItem(key);
  } catch (error) {
    console.warn(`Could not read ${key}`, error);
    return null;
  }
}

export function writeItem(kind: Kind, key: string, value: string | null): void {
  try {
    if (value === null) window[kind].removeItem(key);
    else window[kind].setItem(key, value);
  } catch (error) {
    console.warn(`Could not store ${key}`, error);
  }
}

import { describe, expect, it } from "vitest";
import { DEFAULT_IMAGE_MODE, GRAYSCALE_CLASS, IMAGE_MODE_COOKIE, imageModeScript, parseImageMode } from "./image-mode";

describe("image mode (spec §5: only color or grayscale, else color)", () => {
  it("keeps color and grayscale", () => {
    expect(parseImageMode("color")).toBe("color");
    expect(parseImageMode("grayscale")).toBe("grayscale");
  });

  it.each([undefined, null, "", "gray", "greyscale", "Grayscale", " grayscale", "colour", 1, true, {}])(
    "reads %j as color, the default",
    (value) => {
      expect(parseImageMode(value)).toBe("color");
    },
  );

  it("uses a GROUND_ cookie like the product's other cookies and defaults to color", () => {
    expect(IMAGE_MODE_COOKIE).toBe("GROUND_IMAGE_MODE");
    expect(DEFAULT_IMAGE_MODE).toBe("color");
  });
});

describe("imageModeScript (issue 25): the image mode as a class on <html>", () => {
  const run = (cookie: string) => {
    const classes = new Set<string>();
    const document = { cookie, documentElement: { classList: { toggle: (name: string, on: boolean) => (on ? classes.add(name) : classes.delete(name)) } } };
    new Function("document", "atob", imageModeScript("GROUND_USER"))(document, atob);
    return classes.has(GRAYSCALE_CLASS);
  };
  const userCookie = (imageMode: string) => encodeURIComponent(btoa(encodeURIComponent(JSON.stringify({ id: 1, imageMode }))));

  it("greys images for the grayscale cookie, and only for exactly 'grayscale'", () => {
    expect(run("theme=dark; GROUND_IMAGE_MODE=grayscale")).toBe(true);
    expect(run("GROUND_IMAGE_MODE=color")).toBe(false);
    expect(run("GROUND_IMAGE_MODE=Grayscale")).toBe(false);
    expect(run("")).toBe(false);
  });

  it("lets a signed-in reader's saved setting win over the cookie, and survives a broken user cookie", () => {
    expect(run(`GROUND_IMAGE_MODE=color; GROUND_USER=${userCookie("grayscale")}`)).toBe(true);
    expect(run(`GROUND_USER=${userCookie("color")}; GROUND_IMAGE_MODE=grayscale`)).toBe(false);
    expect(run("GROUND_USER=%%%not-base64; GROUND_IMAGE_MODE=grayscale")).toBe(true);
  });
});

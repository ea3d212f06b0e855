import { describe, expect, it } from "vitest";
import { chooseStoryImage, isPhotoCandidate } from "./story-image";

const members = (...urls: (string | null)[]) => urls.map((imageUrl) => ({ imageUrl }));

describe("chooseStoryImage (issue 25)", () => {
  it("prefers the image several articles share over each outlet's own", () => {
    const wire = "https://images.example-wire.com/photo/senate-vote.jpg";
    expect(
      chooseStoryImage(members("https://cdn.left.example/a/hero-1600.jpg", `${wire}?w=1200`, "https://cdn.right.example/b.jpg", `${wire}?w=800`), 0),
    ).toBe(`${wire}?w=1200`);
  });

  it("then the larger image, by the size its address states", () => {
    expect(
      chooseStoryImage(
        members(
          "https://cdn.cnn.com/cnnnext/dam/assets/180621-separation-2-large-11.jpg?w=300",
          "https://cdn.cnn.com/cnnnext/dam/assets/180621-separation-2-super-169.jpg",
        ),
        0,
      ),
    ).toBe("https://cdn.cnn.com/cnnnext/dam/assets/180621-separation-2-super-169.jpg");
  });

  it("skips logos, icons, tracking pixels and images too small for a card", () => {
    for (const url of [
      "https://www.outlet.example/static/logo.png",
      "https://www.outlet.example/img/site-logo-1200.jpg",
      "https://feeds.feedburner.com/~r/x/~4/abc",
      "https://www.outlet.example/pixel.gif",
      "https://www.outlet.example/1x1.png",
      "https://www.outlet.example/favicon.ico",
      "https://www.outlet.example/brand.svg",
      "https://www.outlet.example/photo.jpg?w=120",
      "https://www.outlet.example/images/150x150/photo.jpg",
      "ftp://www.outlet.example/photo.jpg",
    ]) {
      expect(isPhotoCandidate(url), url).toBe(false);
    }
    expect(chooseStoryImage(members("https://www.outlet.example/static/logo.png", null, "https://www.other.example/news/fire.jpg"), 0)).toBe(
      "https://www.other.example/news/fire.jpg",
    );
  });

  it("keeps the headline's image among equals, and answers null when nothing is usable", () => {
    expect(chooseStoryImage(members("https://a.example/one.jpg", "https://b.example/two.jpg"), 1)).toBe("https://b.example/two.jpg");
    expect(chooseStoryImage(members(null, "https://a.example/logo.png"), 0)).toBeNull();
  });
});

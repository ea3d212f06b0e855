import { describe, expect, it } from "vitest";
import { guessContentType } from "./content-type";

const bytes = (text: string) => Buffer.from(text, "utf8");

describe("guessContentType", () => {
  it("recognises RSS 2.0 behind an XML declaration, stylesheet instructions and comments", () => {
    const rss = `\ufeff<?xml version="1.0"?>\n<?xml-stylesheet type="text/xsl" href="/rss.xsl"?><!-- <feed> in a comment --><rss version="2.0"><channel/></rss>`;
    expect(guessContentType("bbc.xml", bytes(rss))).toEqual({ contentType: "application/rss+xml", isFeed: true });
  });

  it("recognises Atom, with or without a namespace prefix", () => {
    expect(guessContentType("a.xml", bytes(`<feed xmlns="http://www.w3.org/2005/Atom"/>`)).contentType).toBe("application/atom+xml");
    expect(guessContentType("a.xml", bytes(`<atom:feed xmlns:atom="http://www.w3.org/2005/Atom"/>`)).contentType).toBe("application/atom+xml");
  });

  it("serves RSS 1.0 (RDF) as RSS", () => {
    expect(guessContentType("slashdot.rdf", bytes(`<?xml version="1.0"?><rdf:RDF xmlns:rdf="x"/>`)).contentType).toBe("application/rss+xml");
  });

  it("recognises a JSON Feed by its version URL, whatever the extension", () => {
    const json = `{ "version": "https://jsonfeed.org/version/1.1", "title": "T", "items": [] }`;
    expect(guessContentType("feed.txt", bytes(json))).toEqual({ contentType: "application/feed+json", isFeed: true });
  });

  it("reads a UTF-16 capture's root element", () => {
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(`<?xml version="1.0" encoding="UTF-16"?><rss/>`, "utf16le")]);
    expect(guessContentType("x.xml", utf16).contentType).toBe("application/rss+xml");
  });

  it("falls back to the extension for empty or broken captures, which still count as feeds", () => {
    expect(guessContentType("empty_borken.xml", new Uint8Array())).toEqual({ contentType: "text/xml", isFeed: true });
    expect(guessContentType("broken.json", bytes("{ not json"))).toEqual({ contentType: "application/feed+json", isFeed: true });
    expect(guessContentType("x.atom", bytes("garbage"))).toEqual({ contentType: "application/atom+xml", isFeed: true });
  });

  it("does not list notes or other files as feeds", () => {
    expect(guessContentType("SOURCE.txt", bytes("source: somewhere"))).toEqual({ contentType: "text/plain; charset=utf-8", isFeed: false });
    expect(guessContentType("page.html", bytes("<html><body/></html>"))).toEqual({ contentType: "application/octet-stream", isFeed: false });
  });
});

import { describe, expect, it } from "vitest";
import { atIndex } from "@/test/at-index";
import { children, childText, textContent } from "./xml-query";
import { readXml } from "./xml-reader";

function root(source: string, base?: string) {
  const result = readXml(source, base);
  if (!result.ok) throw new Error(result.message);
  return result.root;
}

describe("readXml", () => {
  it("resolves namespaces by URI, tolerating misspelt URIs and undeclared conventional prefixes", () => {
    const doc = root('<rss xmlns:x="http://purl.org/dc/elements/1.1"><item><x:creator>A</x:creator><media:thumbnail url="u"/></item></rss>');
    const item = atIndex(children(doc, "item"), 0);
    expect(childText(item, "creator", ["dc"])).toBe("A");
    expect(children(item, "thumbnail", ["media"])).toHaveLength(1);
  });

  it("decodes HTML entities that XML does not declare, keeps CDATA verbatim, and leaves unknown entities alone", () => {
    const doc = root("<t>a&nbsp;b &eacute; &#8217; &#x2014; &bogus; &amp;amp; <![CDATA[&amp; <b>]]></t>");
    expect(textContent(doc)).toBe("a\u00a0b é ’ — &bogus; &amp; &amp; <b>");
  });

  it("closes unclosed inner elements at their parent's closing tag and ignores stray closing tags", () => {
    const doc = root("<r><d><p>x<br>y</p></d></span><l>after</l></r>");
    expect(children(doc, "l").map(textContent)).toEqual(["after"]);
  });

  it("resolves xml:base against the document URL and its ancestors (XML Base §4.2)", () => {
    const doc = root('<f xml:base="/blog/"><e xml:base="post/"><c/></e></f>', "https://example.com/feed.xml");
    const entry = atIndex(children(doc, "e"), 0);
    expect(atIndex(children(entry, "c"), 0).base).toBe("https://example.com/blog/post/");
  });

  it("reports a document that ends before its root closes", () => {
    expect(readXml("<rss><channel><title>x</title>")).toEqual({ ok: false, message: expect.stringMatching(/ends before <channel>/) });
    expect(readXml("<rss><channel><!-- cut")).toEqual({ ok: false, message: expect.stringMatching(/comment is never closed/) });
    expect(readXml("just text")).toEqual({ ok: false, message: expect.stringMatching(/no XML element/) });
  });

  it("skips the prolog, processing instructions and a DOCTYPE with an internal subset", () => {
    const doc = root('\n<?xml version="1.0"?><?xml-stylesheet href="s.xsl"?><!DOCTYPE rss [<!ENTITY x "y">]><rss version="2.0"/>');
    expect(doc.local).toBe("rss");
    expect(doc.attrs.version).toBe("2.0");
  });
});

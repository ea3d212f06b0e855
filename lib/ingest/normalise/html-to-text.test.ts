import { describe, expect, it } from "vitest";
import { decodeEntities } from "./html-entities";
import { htmlToText } from "./html-to-text";

describe("htmlToText", () => {
  it("strips tags, decodes entities and collapses whitespace", () => {
    expect(htmlToText("<p>Leaders&nbsp;agreed a <b>deal</b>\n\n on&#160;Friday &amp; Saturday.</p>")).toBe("Leaders agreed a deal on Friday & Saturday.");
  });

  it("separates blocks with a space so words do not run together", () => {
    expect(htmlToText("<p>One</p><p>Two</p>line<br>break<li>item</li>")).toBe("One Two line break item");
  });

  it("drops script and style bodies and comments", () => {
    expect(htmlToText("a<script>var x = '<p>hidden</p>';</script><style>.x{}</style><!-- note -->b")).toBe("ab");
  });

  it("keeps a bare < that does not start a tag", () => {
    expect(htmlToText("1 < 2 and 3 > 2")).toBe("1 < 2 and 3 > 2");
  });

  it("drops feedburner flare markup entirely", () => {
    const html = 'Lead.<div class="feedflare"><a href="http://x/~ff/a"><img src="http://x/~ff/b" border="0"></img></a></div><img src="http://x/~r/y/~4/z" height="1" width="1" alt=""/>';
    expect(htmlToText(html)).toBe("Lead.");
  });

  it("removes control characters that break display", () => {
    expect(htmlToText("bad\u0000\u0008\u001Ftext")).toBe("badtext");
  });

  it("can keep line structure (used for bylines)", () => {
    expect(htmlToText("<p>By Jo</p><p>jo@example.com</p>", { keepLines: true })).toBe("By Jo\njo@example.com");
  });
});

describe("decodeEntities", () => {
  it("decodes named, decimal and hex references, and maps windows-1252 numeric references", () => {
    expect(decodeEntities("&eacute;&mdash;&#8217;&#x2014;&#150;&hellip;")).toBe("é—’—–…");
  });

  it("leaves unknown names and lone ampersands alone", () => {
    expect(decodeEntities("AT&T &bogus; a && b")).toBe("AT&T &bogus; a && b");
  });
});

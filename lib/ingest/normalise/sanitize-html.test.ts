import { describe, expect, it } from "vitest";
import { sanitizeHtml } from "./sanitize-html";

describe("sanitizeHtml", () => {
  it("removes script, style and iframe elements with their content", () => {
    const html = '<p>Hi</p><script>alert("x")</script><style>p{color:red}</style><iframe src="https://evil.example"></iframe><p>there</p>';
    expect(sanitizeHtml(html)).toBe("<p>Hi</p><p>there</p>");
  });

  it("removes event handlers and style/class attributes", () => {
    expect(sanitizeHtml('<p onclick="steal()" style="x" class="y">a</p><img src="https://x.example/a.jpg" onerror="steal()">')).toBe(
      '<p>a</p><img src="https://x.example/a.jpg">',
    );
  });

  it.each([
    '<a href="javascript:alert(1)">x</a>',
    '<a href="JaVaScRiPt:alert(1)">x</a>',
    '<a href="java\tscript:alert(1)">x</a>',
    '<a href="&#106;avascript:alert(1)">x</a>',
    '<a href="vbscript:msgbox(1)">x</a>',
    '<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>',
  ])("drops dangerous link targets: %s", (html) => {
    expect(sanitizeHtml(html)).toBe('<a rel="noopener noreferrer nofollow">x</a>');
  });

  it("drops images whose source is unsafe, and 1×1 tracking pixels", () => {
    expect(sanitizeHtml('<img src="javascript:alert(1)"><img src="data:image/png;base64,AAAA">')).toBe("");
    expect(sanitizeHtml('<img src="http://feeds.example.net/~r/x/~4/abc" height="1" width="1" alt="">')).toBe("");
  });

  it("resolves relative links and images against the base URL and marks links nofollow", () => {
    expect(sanitizeHtml('<a href="/story">s</a><img src="pic.jpg" alt="A">', "https://news.example.org/world/")).toBe(
      '<a href="https://news.example.org/story" rel="noopener noreferrer nofollow">s</a><img src="https://news.example.org/world/pic.jpg" alt="A">',
    );
  });

  it("keeps allowed formatting, unwraps unknown tags, escapes text and balances tags", () => {
    expect(sanitizeHtml("<div><font color=red><b>Bold</b> &amp; <i>it</font></div><p>1 < 2")).toBe("<div><b>Bold</b> &amp; <i>it</i></div><p>1 &lt; 2</p>");
  });

  it("drops forms, objects and svg (with their scripts)", () => {
    expect(sanitizeHtml('<form action="https://x"><input name="a"><button>Go</button></form><svg><script>x()</script></svg><object data="x"></object>ok')).toBe("ok");
  });

  it("is not fooled by tag names that exist on Object.prototype", () => {
    expect(sanitizeHtml("<constructor>a</constructor><toString>b</toString>")).toBe("ab");
  });
});

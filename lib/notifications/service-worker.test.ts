import fs from "node:fs";
import path from "node:path";
import vm from "node:vm";
import { describe, expect, it } from "vitest";

// public/sw.js (issue 22) run in a stand-in of a service worker's global scope: what it shows for a push
// message, and the page a click opens. Only a path on this site is ever opened.

const SOURCE = fs.readFileSync(path.join(process.cwd(), "public/sw.js"), "utf8");
const ORIGIN = "https://openground.example";

function worker() {
  const handlers: Record<string, (event: unknown) => void> = {};
  const shown: { title: string; options: { body: string; silent: boolean; data: { url: string } } }[] = [];
  const opened: string[] = [];
  const self = {
    addEventListener: (type: string, handler: (event: unknown) => void) => (handlers[type] = handler),
    registration: { showNotification: async (title: string, options: (typeof shown)[number]["options"]) => void shown.push({ title, options }) },
    clients: { matchAll: async () => [], openWindow: async (url: string) => void opened.push(url) },
    location: { origin: ORIGIN },
  };
  vm.runInNewContext(SOURCE, { self, URL, Promise });
  const dispatch = async (type: string, event: object) => {
    const waits: Promise<unknown>[] = [];
    handlers[type]!({ ...event, waitUntil: (promise: Promise<unknown>) => waits.push(promise) });
    await Promise.all(waits);
  };
  return { shown, opened, dispatch };
}

async function pushed(payload: unknown) {
  const sw = worker();
  await sw.dispatch("push", { data: { json: () => payload, text: () => JSON.stringify(payload) } });
  const notification = sw.shown[0]!;
  await sw.dispatch("notificationclick", { notification: { close: () => {}, data: notification.options.data } });
  return { notification, opened: sw.opened[0] };
}

describe("the service worker's notifications", () => {
  it("shows the message, silently when pnSound is off, and opens its page on click", async () => {
    const { notification, opened } = await pushed({ title: "Breaking", body: "Dam bursts (15 sources)", url: "/article/7", tag: "story-7", sound: false });
    expect(notification).toMatchObject({ title: "Breaking", options: { body: "Dam bursts (15 sources)", silent: true } });
    expect(opened).toBe(`${ORIGIN}/article/7`);
  });

  it("opens the home page for an address that would leave the site", async () => {
    for (const url of ["https://evil.example/", "//evil.example/x", "/\\evil.example/x", "javascript:alert(1)"]) {
      expect((await pushed({ title: "Breaking", body: "x", url })).opened, url).toBe(`${ORIGIN}/`);
    }
  });
});

// OpenGround's service worker (issue 22), registered by the header's notifications toggle when a reader
// switches push notifications on. It only shows the notifications the server sends (lib/notifications)
// and opens their page on click: no caching, no fetch handler, so pages load exactly as without it.

self.addEventListener("push", (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : "" };
  }
  // Only a path on this site is opened ("//host" and "/\host" are other sites to a browser).
  const url = typeof data.url === "string" && /^\/(?![/\\])/.test(data.url) ? data.url : "/";
  const title = typeof data.title === "string" ? data.title : "OpenGround";
  const options = {
    body: typeof data.body === "string" ? data.body : "",
    tag: typeof data.tag === "string" ? data.tag : undefined,
    icon: "/favicon.svg",
    // pnSound off: shown without sound or vibration.
    silent: data.sound === false,
    data: { url },
  };
  event.waitUntil(
    Promise.all([
      self.registration.showNotification(title, options),
      // Open pages refresh the header's notification dot.
      self.clients
        .matchAll({ type: "window" })
        .then((windows) => windows.forEach((client) => client.postMessage({ type: "openground-push", title, body: options.body, url, silent: options.silent }))),
    ]),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const target = new URL((event.notification.data && event.notification.data.url) || "/", self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url === target);
      return open ? open.focus() : self.clients.openWindow(target);
    }),
  );
});

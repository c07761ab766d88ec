// Offline: once a page of the book has been opened, this service worker
// (at the book's root, so it covers every chapter) keeps a copy of what the
// pages load — chapters, the wasm package, scripts, styles, fonts — and
// answers from it when the network is gone. Online, the network answers
// first, so a rebuilt book is never hidden behind an old copy. Nothing is
// sent anywhere: it only caches this site's own files.
const CACHE = "skus-book-v1";

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches.open(CACHE).then((c) =>
      c.addAll(
        [
          "web/referee.html",
          "web/replay.html",
          "web/playground.html",
          "skus-web/skus-web.js",
          "skus-web/worker.js",
          "skus-web/referee.js",
          "skus-web/replay.js",
          "skus-web/playground.js",
          "skus-web/skus-web.css",
          "skus-web/data.json",
          "skus-web/pkg/skus_web.js",
          "skus-web/pkg/skus_web_bg.wasm",
        ].map((p) => new URL(p, self.registration.scope)),
      ).catch(() => {}),
    ),
  );
  self.skipWaiting();
});

self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

self.addEventListener("fetch", (event) => {
  const req = event.request;
  if (req.method !== "GET" || new URL(req.url).origin !== self.location.origin) return;
  event.respondWith(
    fetch(req)
      .then((res) => {
        if (res.ok) {
          const copy = res.clone();
          caches.open(CACHE).then((c) => c.put(req, copy));
        }
        return res;
      })
      .catch(() => caches.match(req, { ignoreSearch: true }).then((r) => r || Response.error())),
  );
});

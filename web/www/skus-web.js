// Shared by the browser's pages: the engine (a module Web Worker running the
// wasm referee), the book's data (worked examples, overlays), cards drawn
// with suit symbols, and small helpers. Nothing leaves the page.

const worker = new Worker(new URL("./worker.js", import.meta.url), { type: "module" });
let next = 0;
const waiting = new Map();
worker.onmessage = (event) => {
  const { id, result, error } = event.data;
  const w = waiting.get(id);
  if (!w) return;
  waiting.delete(id);
  if (error !== undefined) w.reject(new Error(error));
  else w.resolve(result);
};
worker.onerror = (e) => {
  for (const w of waiting.values()) w.reject(new Error(e.message || "the engine failed to start"));
  waiting.clear();
};

/** Calls the wasm API in the worker; resolves with its answer (JSON text). */
export function call(fn, ...args) {
  const answer = new Promise((resolve, reject) => {
    const id = next++;
    waiting.set(id, { resolve, reject });
    worker.postMessage({ id, fn, args });
  });
  if (hold) holdWhile(answer);
  return answer;
}

// `?hold` (the browser test, tests/web/browser.rs): headless Chromium's
// virtual time runs ahead of a worker, but not of a network request; while
// the engine works, the page keeps one open to the test's server.
const hold = new URLSearchParams(location.search).has("hold");
async function holdWhile(answer) {
  let done = false;
  answer.then(() => (done = true), () => (done = true));
  while (!done) {
    await fetch("/__hold", { cache: "no-store" }).catch(() => {});
  }
}

/** Calls the API and parses the JSON answer; an `error` member throws. */
export async function callJson(fn, ...args) {
  const value = JSON.parse(await call(fn, ...args));
  if (value && typeof value === "object" && !Array.isArray(value) && "error" in value && Object.keys(value).length === 1) {
    throw new Error(value.error);
  }
  return value;
}

let dataPromise = null;
/** The book's data: {examples: [...], overlays: [...]}. */
export function data() {
  if (!dataPromise) {
    dataPromise = fetch(new URL("./data.json", import.meta.url)).then((r) => r.json()).catch(() => ({ examples: [], overlays: [] }));
  }
  return dataPromise;
}

export const params = new URLSearchParams(location.search);

// Offline once loaded: the book's service worker (`skus-sw.js`, at the
// book's root) keeps what the pages load. Not in the browser test (`?hold`).
// `?cache` (the browser test's first visit): the page keeps the test's
// request open until the service worker has copied the pages and is
// active, and then says so (`data-offline="ready"` on the document).
if ("serviceWorker" in navigator && !params.has("hold")) {
  navigator.serviceWorker.register(new URL("../skus-sw.js", import.meta.url)).catch(() => {});
  if (params.has("cache")) {
    holdWhile(navigator.serviceWorker.ready.then(() => {
      document.documentElement.dataset.offline = "ready";
    }));
  }
}

/** Where a book path (relative to the book's root) is from a page in web/. */
export function bookHref(path) {
  return "../" + path;
}

/** An element with attributes and children. */
export function el(tag, attrs = {}, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === null || v === false) continue;
    if (k === "class") e.className = v;
    else if (k.startsWith("on")) e.addEventListener(k.slice(2), v);
    else if (k === "dataset") Object.assign(e.dataset, v);
    else e.setAttribute(k, v === true ? "" : v);
  }
  for (const c of children.flat()) {
    if (c === undefined || c === null || c === false) continue;
    e.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
  return e;
}

const SUITS = { S: "♠", C: "♣", H: "♥", D: "♦" };

/** The face of a card token: ♥K, ♣10, XXI, Sküs. */
export function face(token) {
  if (token === "Skus") return "Sküs";
  const s = SUITS[token[0]];
  if (s && token.length > 1 && !/^[IVX]+$/.test(token)) return s + token.slice(1);
  return token;
}

/** A card drawn: a span with its face, coloured by suit, named in its title. */
export function card(token, name, extra = {}) {
  const suit = SUITS[token[0]] && !/^[IVX]+$/.test(token) && token !== "Skus" ? token[0] : "T";
  const colour = suit === "H" || suit === "D" ? "red" : suit === "T" ? "tarock" : "black";
  const cls = ["skus-card", colour, extra.class].filter(Boolean).join(" ");
  return el("span", { ...extra, class: cls, title: extra.title || name || token, dataset: { card: token, ...(extra.dataset || {}) } }, face(token));
}

/** The Sets of seats' names `Seats` gives (seat 1 first), or numbers. */
export function seatName(players, seat) {
  const p = players && players[seat - 1];
  return p ? `${seat} ${p}` : `seat ${seat}`;
}

/** A rule id linked to its anchor in the book. */
export function ruleLink(f) {
  if (!f.rule) return null;
  return f.book ? el("a", { href: bookHref(f.book), class: "skus-rule" }, f.rule) : el("code", {}, f.rule);
}

/** A finding as a list item. */
export function finding(f) {
  const where = [
    f.seat ? `seat ${f.seat}` : null,
    f.trick ? `trick ${f.trick}` : null,
    f.section || null,
    f.line ? `line ${f.line}${f.column ? ":" + f.column : ""}` : null,
  ].filter(Boolean).join(", ");
  return el(
    "li",
    { class: `skus-finding kind-${f.kind}`, dataset: { kind: f.kind, rule: f.rule || "" } },
    el("strong", { class: "skus-kind" }, f.kind),
    f.code ? [" ", el("code", {}, f.code)] : null,
    f.rule ? [" ", ruleLink(f)] : null,
    where ? ` (${where})` : "",
    ": ",
    f.message,
    f.source ? el("blockquote", { class: "skus-source" }, f.source) : null,
  );
}

/** Scores by seat as text (+1 −3). */
export function signed(n) {
  return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : "0";
}

/** The text of a game file named by the URL: `?example=FILE` (the book's
 * worked examples), `?game=URL` (fetched from this site), `?session` (what
 * the referee page was given). Resolves to {name, text} or null. */
export async function sourceFromUrl() {
  const ex = params.get("example");
  if (ex) {
    const d = await data();
    const found = [...d.examples, ...d.overlays.flatMap((o) => o.games)].find((e) => e.file === ex);
    if (found) return { name: found.file, text: found.text };
  }
  const game = params.get("game");
  if (game) {
    // Only this site's files: a page of the book asks no other server.
    const url = new URL(game, location.href);
    if (url.origin !== location.origin) throw new Error(`${game} is not on this site: open the file instead`);
    const r = await fetch(url);
    if (!r.ok) throw new Error(`cannot fetch ${game}: ${r.status}`);
    return { name: game.replace(/^\/+/, ""), text: await r.text() };
  }
  if (params.has("session")) {
    const text = sessionStorage.getItem("skus-text");
    if (text !== null) return { name: sessionStorage.getItem("skus-name") || "pasted.ptn", text };
  }
  return null;
}

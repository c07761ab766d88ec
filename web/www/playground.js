// The Playground: a shipped spec or overlay in an editor pane (the rule
// language highlighted), checked as you type with the checker's diagnostics
// in place, and the sample games re-ruled under the edited rules, showing
// which verdicts and scores changed.
import { callJson, el, params, data, signed } from "./skus-web.js";

const root = document.getElementById("skus-playground");
const picker = el("select", { class: "skus-pick", "aria-label": "spec" });
const status = el("p", { class: "skus-status", role: "status" }, "Loading…");
const input = el("textarea", { class: "skus-editor-input", spellcheck: "false", wrap: "off", "aria-label": "spec text" });
const shown = el("code", { class: "hljs language-skus" });
const marks = el("pre", { class: "skus-editor-marks", "aria-hidden": "true" });
const editor = el("div", { class: "skus-editor" }, el("pre", { class: "skus-editor-view", "aria-hidden": "true" }, shown), marks, input);
const diags = el("ul", { class: "skus-diagnostics" });
const changes = el("div", { class: "skus-changes" });
root.replaceChildren(
  el("div", { class: "skus-toolbar" }, picker, " ", el("button", { type: "button", onclick: () => choose(picker.value) }, "Reset")),
  editor,
  status,
  diags,
  el("h2", {}, "The sample games under the edited rules"),
  changes,
);

let specs = [];
let current = null;
const baseCache = new Map();

function esc(s) {
  return s.replace(/[&<>]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;" })[c]);
}

function paint() {
  const text = input.value + "\n";
  if (window.hljs && hljs.getLanguage && hljs.getLanguage("skus")) {
    // highlight.js 10 (mdBook's) takes the language first; 11 an options object.
    const v11 = !/^10\./.test(hljs.versionString || "");
    shown.innerHTML = (v11 ? hljs.highlight(text, { language: "skus", ignoreIllegals: true }) : hljs.highlight("skus", text, true)).value;
  } else {
    shown.textContent = text;
  }
}

function sync() {
  editor.querySelectorAll("pre").forEach((p) => {
    p.scrollTop = input.scrollTop;
    p.scrollLeft = input.scrollLeft;
  });
}
input.addEventListener("scroll", sync);

/** Character offset of a 1-based line and column (in characters). */
function offset(text, line, column) {
  let i = 0;
  for (let l = 1; l < line; l++) {
    const n = text.indexOf("\n", i);
    if (n < 0) return text.length;
    i = n + 1;
  }
  return Math.min(text.length, i + Math.max(0, column - 1));
}

function markErrors(list) {
  const text = input.value;
  const own = list.filter((d) => d.place && d.place.file === current.name);
  const ranges = own.map((d) => {
    const a = offset(text, d.place.line, d.place.column);
    let b = offset(text, d.place.end_line, d.place.end_column);
    if (b <= a) b = Math.min(text.length, a + 1);
    return { a, b, d };
  }).sort((x, y) => x.a - y.a);
  let html = "";
  let at = 0;
  for (const r of ranges) {
    if (r.a < at) continue;
    html += esc(text.slice(at, r.a));
    const piece = text.slice(r.a, r.b) || " ";
    html += `<mark class="skus-mark ${r.d.severity}" title="${esc(r.d.code + ": " + r.d.message).replace(/"/g, "&quot;")}">${esc(piece)}</mark>`;
    at = Math.max(r.b, r.a);
  }
  html += esc(text.slice(at)) + "\n";
  marks.innerHTML = html;
  sync();
}

function diagnostic(d) {
  const p = d.place;
  const where = p ? `${p.file}:${p.line}:${p.column}` : "";
  return el(
    "li",
    { class: `skus-diagnostic ${d.severity}`, dataset: { line: p ? p.line : "", column: p ? p.column : "", code: d.code } },
    el("button", {
      type: "button",
      class: "skus-goto",
      onclick: () => {
        if (!p) return;
        const a = offset(input.value, p.line, p.column);
        input.focus();
        input.setSelectionRange(a, Math.max(a, offset(input.value, p.end_line, p.end_column)));
        scrollToLine(p.line);
      },
    }, where),
    " ",
    el("strong", {}, `${d.severity}[${d.code}]`),
    ": ",
    d.message,
    d.label ? ` — ${d.label}` : "",
    d.help ? el("div", { class: "skus-help" }, "help: ", d.help) : null,
  );
}

let timer = null;
let generation = 0;
input.addEventListener("input", () => {
  paint();
  sync();
  clearTimeout(timer);
  timer = setTimeout(check, 300);
});

/** Scrolls the editor so that a 1-based line is in view. */
function scrollToLine(line) {
  const lh = parseFloat(getComputedStyle(input).lineHeight) || 20;
  input.scrollTop = Math.max(0, (line - 6) * lh);
  sync();
}

async function check(reveal = false) {
  const mine = ++generation;
  const text = input.value;
  root.dataset.state = "checking";
  const doc = await callJson("check", current.name, text);
  if (mine !== generation) return;
  const entry = doc.specs[0];
  diags.replaceChildren(...entry.diagnostics.map(diagnostic));
  markErrors(entry.diagnostics);
  const first = entry.diagnostics.find((d) => d.place && d.place.file === current.name);
  if (reveal && first) scrollToLine(first.place.line);
  const errors = entry.diagnostics.filter((d) => d.severity === "error").length;
  if (!entry.ok) {
    status.textContent = entry.error ? `The spec cannot be checked: ${entry.error}` : `The spec has ${errors} error(s): the games are not re-ruled until it checks.`;
    status.className = "skus-status bad";
    root.dataset.state = "invalid";
    return;
  }
  status.textContent = `The spec checks: variant ${entry.variant}${entry.diagnostics.length ? `, ${entry.diagnostics.length} warning(s)` : ""}.`;
  status.className = "skus-status good";
  await rerule(entry.variant, text, mine);
}

function summary(g) {
  return {
    status: g.status,
    findings: g.findings.map((f) => `${f.kind}${f.rule ? " " + f.rule : ""}`).join(", "),
    score: g.score ? [1, 2, 3, 4].map((i) => signed(g.score[i])).join(" ") : "—",
  };
}

async function rerule(variant, text, mine) {
  const d = await data();
  const games = new Map();
  for (const ex of d.examples) if (ex.variant === variant) games.set(ex.file, ex);
  for (const o of d.overlays) if (o.variant === variant) for (const g of o.games) games.set(g.file, g);
  const rows = [];
  let changed = 0;
  for (const g of games.values()) {
    if (!baseCache.has(g.file)) baseCache.set(g.file, await callJson("verify", g.file, g.text));
    const base = baseCache.get(g.file);
    let edited;
    try {
      edited = await callJson("verify_spec", current.name, text, g.file, g.text);
    } catch (e) {
      status.textContent = `The games cannot be re-ruled: ${e.message}`;
      return;
    }
    if (mine !== generation) return;
    base.games.forEach((b, i) => {
      const e = edited.games[i];
      const sb = summary(b);
      const se = e ? summary(e) : { status: "—", findings: "", score: "—" };
      const differs = sb.status !== se.status || sb.findings !== se.findings || sb.score !== se.score;
      if (differs) changed++;
      rows.push(el(
        "tr",
        { class: differs ? "changed" : "same", dataset: { file: g.file, changed: differs ? "yes" : "no" } },
        el("td", {}, el("a", { href: `replay.html?example=${encodeURIComponent(g.file)}&n=${i + 1}` }, g.file.split("/").pop()), base.games.length > 1 ? ` #${i + 1}` : ""),
        el("td", {}, el("span", { class: `skus-verdict ${sb.status}` }, sb.status), el("div", { class: "skus-small" }, sb.findings), el("div", {}, sb.score)),
        el("td", {}, el("span", { class: `skus-verdict ${se.status}` }, se.status), el("div", { class: "skus-small" }, se.findings), el("div", {}, se.score)),
        el("td", {}, differs ? "changed" : "same"),
      ));
    });
  }
  changes.replaceChildren(
    el("p", { class: "skus-changed-count", dataset: { changed } }, `${changed} of ${rows.length} verdict(s) changed by the edited rules.`),
    el("table", { class: "skus-rerule" }, el("thead", {}, el("tr", {}, el("th", {}, "game"), el("th", {}, "shipped rules"), el("th", {}, "edited rules"), el("th", {}, ""))), el("tbody", {}, rows)),
  );
  root.dataset.state = "ruled";
}

function choose(name) {
  current = specs.find((s) => s.name === name) || specs[0];
  picker.value = current.name;
  input.value = current.text;
  const append = params.get("append");
  if (append && name === (params.get("overlay") || params.get("spec"))) input.value += append;
  paint();
  check(true).catch((e) => {
    status.textContent = `Error: ${e.message}`;
  });
}

async function start() {
  const shipped = await callJson("shipped");
  const d = await data();
  specs = [
    ...d.overlays.map((o) => ({ name: o.file, label: `overlay: ${o.name}`, text: o.text })),
    ...shipped.map((s) => ({ name: s.file, label: `shipped: ${s.file}`, text: s.text })),
  ];
  picker.replaceChildren(...specs.map((s) => el("option", { value: s.name }, s.label)));
  picker.addEventListener("change", () => choose(picker.value));
  const wanted = params.get("overlay") || params.get("spec") || "tarockcup.rules";
  choose(wanted);
}

start().catch((e) => {
  status.textContent = `Error: ${e.message}`;
  root.dataset.state = "error";
});

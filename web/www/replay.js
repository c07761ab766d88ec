// The Replay page: a game event by event (and trick by trick) — the four
// hands drawn as cards, the trick on the table, the legal cards of the seat
// to act highlighted and, on hover or tap, the rule that forbids each other
// card (`skus explain`); findings shown at the event where they happen.
import { callJson, el, card, finding, params, sourceFromUrl, seatName, data } from "./skus-web.js";

const root = document.getElementById("skus-replay");
const status = el("p", { class: "skus-status", role: "status" }, "Loading…");
const picker = el("select", { class: "skus-pick", "aria-label": "worked example" }, el("option", { value: "" }, "Choose a worked example…"));
const view = el("div", { class: "skus-replay-view" });
root.replaceChildren(el("div", { class: "skus-toolbar" }, picker), status, view);

let moments = [];
let players = [];
let pos = 0;
let source = null;
let gameNo = 1;

picker.addEventListener("change", () => {
  if (picker.value) location.search = `?example=${encodeURIComponent(picker.value)}`;
});
data().then((d) => {
  for (const ex of d.examples) picker.append(el("option", { value: ex.file, selected: ex.file === params.get("example") }, `${ex.variant}: ${ex.title}`));
});

async function load() {
  source = await sourceFromUrl();
  if (!source) {
    status.textContent = "Choose a worked example, or open a game from the Referee page.";
    root.dataset.state = "idle";
    return;
  }
  gameNo = Math.max(1, parseInt(params.get("n") || "1", 10) || 1);
  const doc = await callJson("explain", source.name, source.text, gameNo, "");
  moments = doc.moments;
  players = seatsTag(source.text, gameNo);
  if (moments.length === 0) throw new Error("the replay applies no recorded event");
  const at = params.get("at");
  pos = 0;
  if (at) {
    const i = moments.findIndex((m) => m.at === at);
    if (i < 0) throw new Error(`no event at ${at}`);
    pos = i;
  }
  status.textContent = `${source.name}, game ${gameNo}: ${moments.length} recorded events.`;
  render();
  root.dataset.state = "done";
}

/** The `Seats` tag of game n, for the players' names. */
function seatsTag(text, n) {
  const tags = [...text.matchAll(/\[Seats\s+"([^"]*)"\]/g)];
  const t = tags[n - 1];
  return t ? t[1].split(",").map((s) => s.trim()) : [];
}

function go(i) {
  pos = Math.max(0, Math.min(moments.length - 1, i));
  render();
}

function trickStart(dir) {
  const t = moments[pos].trick;
  let i = pos;
  if (dir < 0) {
    // To the first event of this trick, or of the one before.
    while (i > 0 && moments[i - 1].trick === t && t !== undefined) i--;
    if (i === pos && i > 0) {
      const prev = moments[i - 1].trick;
      i--;
      while (i > 0 && moments[i - 1].trick === prev) i--;
    }
  } else {
    while (i < moments.length - 1 && moments[i].trick === t) i++;
  }
  go(i);
}

document.addEventListener("keydown", (e) => {
  if (!moments.length || e.target.closest("input,textarea,select")) return;
  if (e.key === "ArrowRight") go(pos + 1);
  if (e.key === "ArrowLeft") go(pos - 1);
});

function render() {
  const m = moments[pos];
  const legal = new Set(m.legal.map((l) => l.replace(/^\d+:\s*/, "")));
  const forbidden = new Map(m.forbidden.filter((f) => f.card).map((f) => [f.card.card, f]));
  const detail = el("div", { class: "skus-why", role: "status" }, "Hover or tap a card of the seat to act: a legal card is highlighted; any other card names the rule that forbids it.");
  const slider = el("input", { type: "range", min: 0, max: moments.length - 1, value: pos, class: "skus-slider", oninput: (e) => go(+e.target.value), "aria-label": "event" });
  const controls = el(
    "div",
    { class: "skus-controls" },
    el("button", { type: "button", onclick: () => trickStart(-1), title: "previous trick" }, "« trick"),
    el("button", { type: "button", onclick: () => go(pos - 1), title: "previous event (←)" }, "◀"),
    el("span", { class: "skus-at" }, `${pos + 1} / ${moments.length} — at ${m.at}`),
    el("button", { type: "button", onclick: () => go(pos + 1), title: "next event (→)" }, "▶"),
    el("button", { type: "button", onclick: () => trickStart(1), title: "next trick" }, "trick »"),
    slider,
  );
  const hands = el("div", { class: "skus-hands" }, m.hands.map((h) => {
    const acting = h.seat === m.to_act;
    return el(
      "div",
      { class: "skus-hand" + (acting ? " acting" : ""), dataset: { seat: h.seat } },
      el("h4", {}, seatName(players, h.seat), h.player && !players.length ? ` ${h.player}` : "", acting ? " — to act" : ""),
      h.groups.map((g) => el("div", { class: "skus-suit" }, g.cards.map((c) => {
        if (!acting) return card(c.card, c.name);
        const f = forbidden.get(c.card);
        const isLegal = legal.has(c.card);
        const why = isLegal ? `${c.name}: legal` : f ? `${c.name}: ${f.finding.rule || f.finding.kind} — ${f.finding.message}` : c.name;
        const node = card(c.card, c.name, { class: isLegal ? "legal" : f ? "forbidden" : "", title: why, tabindex: 0, dataset: { legal: isLegal ? "yes" : "no" } });
        const show = () => detail.replaceChildren(isLegal ? el("span", {}, `${c.name} is a legal card now.`) : f ? el("ul", {}, finding(f.finding)) : el("span", {}, c.name));
        node.addEventListener("mouseenter", show);
        node.addEventListener("focus", show);
        node.addEventListener("click", show);
        return node;
      }))),
    );
  }));
  const table = el(
    "div",
    { class: "skus-table" },
    el("h4", {}, m.trick ? `Trick ${m.trick} on the table` : `${m.section} (${m.phase})`),
    m.table.length ? m.table.map(([seat, c]) => el("span", { class: "skus-played" }, card(c.card, c.name), el("small", {}, ` ${seat}`))) : el("span", { class: "skus-empty" }, "—"),
  );
  const event = el(
    "div",
    { class: "skus-event" + (m.ruling ? " has-ruling" : "") },
    el("p", {}, el("strong", {}, "Recorded: "), el("code", {}, m.event), ` (line ${m.line})`, m.to_act ? ` — seat ${m.to_act} to act` : ""),
    m.legal.length && m.section !== "play" ? el("p", {}, "Legal: ", m.legal.map((l) => el("code", { class: "skus-legal-word" }, l)).flatMap((c, i) => (i ? [" ", c] : [c]))) : null,
    m.ruling ? el("div", { class: "skus-ruling" }, el("strong", {}, "The referee rules here:"), el("ul", {}, finding(m.ruling))) : el("p", { class: "skus-ok" }, "A legal event."),
  );
  const said = m.said.length ? el("details", {}, el("summary", {}, `Said so far (${m.said.length})`), el("p", {}, m.said.map((s) => `${s.section} ${s.seat}: ${s.word}`).join(" · "))) : null;
  const before = m.before.length ? el("details", {}, el("summary", {}, `Findings before this event (${m.before.length})`), el("ul", {}, m.before.map(finding))) : null;
  view.replaceChildren(...[controls, event, table, hands, detail, said, before].filter(Boolean));
  view.dataset.at = m.at;
}

load().catch((e) => {
  status.textContent = `Error: ${e.message}`;
  root.dataset.state = "error";
});

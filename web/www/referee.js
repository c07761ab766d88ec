// The Referee page: paste or open a PTN file (one game or a tournament
// file) and get the rulings `skus verify` gives, each finding linked to its
// rule in the book, with the score-sheet comparison.
import { callJson, el, finding, signed, sourceFromUrl, seatName } from "./skus-web.js";

const root = document.getElementById("skus-referee");
const text = el("textarea", { class: "skus-input", rows: 14, spellcheck: "false", placeholder: "[Variant \"tarockcup\"]\n[Seats \"…\"]\n\ndeal\n  …" });
const name = el("input", { type: "text", class: "skus-name", value: "pasted.ptn", size: 30, "aria-label": "file name" });
const file = el("input", { type: "file", accept: ".ptn,.json,text/plain", multiple: true });
const run = el("button", { type: "button", class: "skus-run" }, "Verify");
const status = el("p", { class: "skus-status", role: "status" });
const out = el("div", { class: "skus-results" });

root.replaceChildren(
  el("p", {}, "The referee runs in this page (WebAssembly, in a worker): nothing is sent anywhere. Paste a PTN or JSON game file, or open one."),
  el("div", { class: "skus-toolbar" }, file, " name ", name, " ", run),
  text,
  status,
  out,
);

file.addEventListener("change", async () => {
  const files = [...file.files];
  if (files.length === 0) return;
  if (files.length === 1) {
    text.value = await files[0].text();
    name.value = files[0].name;
    verify([{ name: files[0].name, text: text.value }]);
  } else {
    verify(await Promise.all(files.map(async (f) => ({ name: f.name, text: await f.text() }))));
  }
});
run.addEventListener("click", () => verify([{ name: name.value || "pasted.ptn", text: text.value }]));

async function verify(inputs) {
  out.replaceChildren();
  status.textContent = "Verifying…";
  root.dataset.state = "running";
  let games = 0;
  let seconds = 0;
  try {
    for (const input of inputs) {
      const doc = await callJson("verify", input.name, input.text);
      games += doc.summary.games;
      seconds += doc.summary.seconds;
      out.append(fileReport(input, doc));
    }
    status.textContent = `Verified ${games} game(s) in ${seconds.toFixed(3)} s.`;
    root.dataset.state = "done";
  } catch (e) {
    status.textContent = `Error: ${e.message}`;
    root.dataset.state = "error";
  }
}

function fileReport(input, doc) {
  const s = doc.summary.files[0] || {};
  const section = el(
    "section",
    { class: "skus-file" },
    el("h2", {}, input.name),
    el("p", {}, `${s.games ?? 0} game(s): ${s.clean ?? 0} clean, ${s.findings ?? 0} with findings, ${s.unreadable ?? 0} unreadable.`),
  );
  if (s.error) section.append(el("p", { class: "skus-error" }, s.error));
  for (const g of doc.games) section.append(game(input, g));
  for (const m of doc.matches) section.append(match(m));
  return section;
}

function game(input, g) {
  const head = el(
    "h3",
    {},
    `Game ${g.index + 1}`,
    g.variant ? ` — ${g.variant}` : "",
    g.match ? ` (match ${g.match})` : "",
    " ",
    el("span", { class: `skus-verdict ${g.status}` }, g.status),
  );
  const replay = el("a", {
    href: `replay.html?session&n=${g.index + 1}`,
    class: "skus-open-replay",
    onclick: () => {
      sessionStorage.setItem("skus-text", input.text);
      sessionStorage.setItem("skus-name", input.name);
    },
  }, "▶ Replay");
  const items = el("ul", { class: "skus-findings" }, g.findings.map(finding));
  const box = el("article", { class: `skus-game status-${g.status}`, dataset: { status: g.status, index: g.index } }, head, replay);
  if (g.findings.length) box.append(items);
  else box.append(el("p", {}, "No finding: the game was played and scored as the rules say."));
  if (g.score || g.sheet) box.append(scores(g));
  if (g.breakdown && g.breakdown.length) {
    box.append(el("details", {}, el("summary", {}, "Settlement, item by item"), breakdown(g.breakdown)));
  }
  if (g.notes && g.notes.length) box.append(el("ul", { class: "skus-notes" }, g.notes.map((n) => el("li", {}, "note: ", n))));
  return box;
}

function scores(g) {
  const seats = [1, 2, 3, 4];
  const row = (label, s) => el("tr", {}, el("th", {}, label), seats.map((i) => el("td", {}, s ? signed(s[i]) : "—")));
  const diff = g.score && g.sheet && seats.some((i) => g.score[i] !== g.sheet[i]);
  return el(
    "table",
    { class: "skus-scores" + (diff ? " differ" : "") },
    el("thead", {}, el("tr", {}, el("th", {}, ""), seats.map((i) => el("th", {}, seatName(null, i))))),
    el("tbody", {}, row("referee", g.score), row("score sheet", g.sheet)),
    el("caption", {}, diff ? "The score sheet differs from the referee's settlement." : g.sheet ? "The score sheet agrees." : "The record has no score sheet."),
  );
}

// The settlement's items as `skus verify --all` lists them: the item, the
// side it is scored for, announced or silent, won or lost, its value (and
// multiplier), and what it gives each seat.
function breakdown(items) {
  const seats = [1, 2, 3, 4];
  return el(
    "table",
    { class: "skus-breakdown" },
    el("thead", {}, el("tr", {},
      ["item", "side", "", "", "value"].map((h) => el("th", {}, h)),
      seats.map((i) => el("th", {}, seatName(null, i))))),
    el("tbody", {}, items.map((b) => el(
      "tr",
      { dataset: { item: b.item } },
      el("td", { class: "skus-item" }, b.item),
      el("td", {}, (b.side || []).join(",")),
      el("td", {}, b.announced ? "announced" : "silent"),
      el("td", {}, b.won ? "won" : "lost"),
      el("td", {}, b.multiplier && b.multiplier !== 1 ? `${b.value} × ${b.multiplier}` : `${b.value}`),
      seats.map((i) => el("td", {}, signed((b.points || {})[i] ?? 0))),
    ))),
  );
}

// A match: each player's result in the order the variant's match rules
// give them, and the notes of the ruling.
function match(m) {
  const r = m.result || {};
  const rows = (r.players || []).map(([player, score]) =>
    el("tr", { dataset: { player } }, el("th", {}, player), el("td", {}, `${score}`)));
  const box = el(
    "details",
    { class: "skus-match", open: true },
    el("summary", {}, `Match ${m.match}`),
    el("table", { class: "skus-scores" },
      el("thead", {}, el("tr", {}, el("th", {}, "player"), el("th", {}, "result"))),
      el("tbody", {}, rows)),
  );
  if (r.notes && r.notes.length) box.append(el("ul", { class: "skus-notes" }, r.notes.map((n) => el("li", {}, "note: ", n))));
  return box;
}

const given = await sourceFromUrl().catch((e) => {
  status.textContent = `Error: ${e.message}`;
  return null;
});
if (given) {
  text.value = given.text;
  name.value = given.name;
  verify([given]);
} else {
  root.dataset.state = "idle";
}

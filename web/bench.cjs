// The wasm referee's speed under node (scripts/web.sh bench): every corpus
// file verified ROUNDS times, games per second; the first round (spec
// loading included) reported apart.
const path = require("path");
const fs = require("fs");
const skus = require(path.resolve(process.argv[2]));
const rounds = parseInt(process.argv[3] || "5", 10);
function walk(dir, out) {
  for (const e of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) walk(p, out);
    else if (/\.(ptn|json)$/.test(e.name)) out.push(p);
  }
  return out;
}
const files = walk("tests/games", []).map((f) => [f, fs.readFileSync(f, "utf8")]);
let first = null;
let games = 0;
const t0 = performance.now();
for (let r = 0; r < rounds; r++) {
  const t = performance.now();
  for (const [f, text] of files) games += JSON.parse(skus.verify(f, text)).summary.games;
  if (r === 0) first = (performance.now() - t) / 1000;
}
const seconds = (performance.now() - t0) / 1000;
const per = games / rounds;
const rest = rounds > 1 ? (games - per) / (seconds - first) : per / first;
console.log(`wasm (node ${process.version}): ${files.length} files, ${per} games a round; first round ${first.toFixed(2)} s; then ${rest.toFixed(0)} games/s`);

// Large files (scripts/web.sh bench writes them with `skus simulate`): the
// steady speed, the spec already loaded.
for (const f of process.argv.slice(4)) {
  const t = fs.readFileSync(f, "utf8");
  skus.verify("warm.ptn", t.slice(0, t.indexOf("\n[Variant", 10) > 0 ? t.indexOf("\n[Variant", 10) : t.length));
  const t0 = performance.now();
  const d = JSON.parse(skus.verify(f, t));
  const s = (performance.now() - t0) / 1000;
  console.log(`wasm ${f}: ${d.summary.games} games in ${s.toFixed(2)} s = ${(d.summary.games / s).toFixed(0)} games/s`);
}

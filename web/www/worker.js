// The engine's thread: the wasm referee, loaded once, answering the page's
// requests ({id, fn, args}) with its JSON text ({id, result} or {id, error}).
import init, * as skus from "./pkg/skus_web.js";

const ready = init({ module_or_path: new URL("./pkg/skus_web_bg.wasm", import.meta.url) });
const API = ["verify", "verify_spec", "explain", "check", "count_games", "shipped"];

self.onmessage = async (event) => {
  const { id, fn, args } = event.data;
  try {
    await ready;
    if (!API.includes(fn)) throw new Error(`no function ${fn}`);
    const result = skus[fn](...args);
    self.postMessage({ id, result });
  } catch (e) {
    self.postMessage({ id, error: String(e && e.message ? e.message : e) });
  }
};

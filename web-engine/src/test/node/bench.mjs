// Speed of the browser build in Node.js: each call of bench-calls.txt once to warm up, then timed
// RUNS times. Prints one tab-separated line a call: the call, its answer, the fastest and the
// median milliseconds. Run: node web-engine/src/test/node/bench.mjs "$PWD/web-engine/target/classes/web/engine/"
// (with the Node.js that scripts/wasm-node.sh prints); BrowserBuildBench runs it beside the JVM.
// Further arguments keep only the calls whose line starts with one of them, in the file's order.
import { readFileSync } from 'node:fs';

const RUNS = 5;
const folder = process.argv[2];
const { answer, loadEngine } = await import(folder + 'engine.js');
const engine = await loadEngine(folder);
const only = process.argv.slice(3);
const lines = readFileSync(new URL('bench-calls.txt', import.meta.url), 'utf8').split('\n')
  .filter((line) => line.trim() && !line.startsWith('#'))
  .filter((line) => only.length === 0 || only.some((start) => line.startsWith(start)));
for (const line of lines) {
  const [call, game, players, ...rest] = line.trim().split(/\s+/);
  const request = { id: 0, call, args: [game, Number(players), '', '', ...rest.map(Number)] };
  const warm = answer(engine, request);
  const millis = [];
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    answer(engine, request);
    millis.push(performance.now() - started);
  }
  millis.sort((a, b) => a - b);
  const result = warm.error === undefined ? 'ok ' + warm.result : 'error ' + warm.error;
  console.log([line.trim(), result, millis[0].toFixed(1), millis[RUNS >> 1].toFixed(1)].join('\t'));
}

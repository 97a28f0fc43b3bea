// Speed of the browser build in Node.js: perft leaves/s and search nodes/s per game, from the
// start. Run: node web-engine/src/test/node/bench.mjs "$PWD/web-engine/target/classes/web/engine/"
// (with the Node.js that scripts/wasm-node.sh prints). Figures: docs/benchmarks.md.
const folder = process.argv[2];
const { loadEngine } = await import(folder + 'engine.js');
const engine = await loadEngine(folder);
const perfts = [['jungle', 0, 6], ['halma', 0, 5], ['chinese-checkers', 2, 5], ['chinese-checkers', 6, 5]];
for (const [game, players, depth] of perfts) {
  const started = performance.now();
  const leaves = engine.perft(game, players, '', '', depth);
  const ms = performance.now() - started;
  console.log(`perft ${game} players ${players} depth ${depth}: ${leaves} leaves, ${ms.toFixed(0)} ms, `
      + `${(leaves / ms / 1000).toFixed(1)} M leaves/s`);
}
for (const [game, players] of [['jungle', 0], ['halma', 0], ['chinese-checkers', 2]]) {
  const started = performance.now();
  const found = JSON.parse(engine.bestMove(game, players, '', '', 8, 1000000, 0));
  const ms = performance.now() - started;
  console.log(`bestMove ${game} players ${players} level 8: ${found.nodes} nodes, ${ms.toFixed(0)} ms, `
      + `${(found.nodes / ms / 1000).toFixed(2)} M nodes/s`);
}

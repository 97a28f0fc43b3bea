// The browser build of the engine and the AI (TeaVM's WebAssembly of web-engine's BrowserEngine),
// loaded and called the same way by the page's Web Worker and by the equality test in Node.js.
// It holds no rule: every answer comes from the compiled Java.

/** The exported calls, by name; anything else is refused. */
const CALLS = new Set(['legalMoves', 'play', 'perft', 'bestMove', 'analyse', 'reviewMove', 'reviewScale', 'readRecord', 'notation', 'judge',
  'tableOpen', 'tableCommand', 'tableComputer', 'tableHops', 'tableState', 'tableRecord']);

/**
 * Loads the WebAssembly build from `folder` (a URL in a browser, a file path in Node.js, ending
 * with a slash).
 * @param {string} folder
 * @returns {Promise<Record<string, Function>>} the exported calls
 */
export async function loadEngine(folder) {
  await import(folder + 'wasm-runtime.js');
  const teavm = await globalThis['TeaVM'].wasmGC.load(folder + 'plyyard-engine.wasm');
  return teavm.exports;
}

/**
 * @typedef {{id: number, call: string, args: Array<string|number>}} EngineRequest
 * @typedef {{id: number, result?: string|number, error?: string}} EngineAnswer
 */

/**
 * Runs one request against the loaded engine; an engine error (a malformed position, an illegal
 * move) becomes the answer's `error`, with the engine's message.
 * @param {Record<string, Function>} engine
 * @param {EngineRequest} request
 * @returns {EngineAnswer}
 */
export function answer(engine, request) {
  if (!CALLS.has(request.call)) {
    return { id: request.id, error: 'unknown call: ' + request.call };
  }
  try {
    return { id: request.id, result: engine[request.call](...request.args) };
  } catch (error) {
    return { id: request.id, error: error.message };
  }
}

// The page's engine thread: loads the WebAssembly build beside this file, then answers each
// message ({id, call, args}, see engine.js) with {id, result} or {id, error}, so that a long
// search never freezes the page. Started as new Worker('/engine/engine-worker.js', {type: 'module'}).
import { answer, loadEngine } from './engine.js';

const engine = loadEngine(new URL('./', import.meta.url).href);

self.onmessage = async (event) => {
  let loaded;
  try {
    loaded = await engine;
  } catch (failure) {
    self.postMessage({ id: event.data.id, error: 'the engine did not load: ' + failure.message });
    return;
  }
  self.postMessage(answer(loaded, event.data));
};

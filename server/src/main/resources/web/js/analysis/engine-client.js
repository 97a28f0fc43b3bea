// The page's side of the engine's Web Worker (/engine/engine-worker.js): calls answered as
// promises, and a stop that ends a search at once by ending the worker and starting another
// (the WebAssembly search cannot be interrupted from outside while it thinks).

export class EngineStopped extends Error {}

export class EngineClient {
  constructor(url = '/engine/engine-worker.js') {
    this.url = url;
    this.nextId = 1;
    /** @type {Map<number, {resolve: (value: any) => void, reject: (reason: any) => void}>} */
    this.pending = new Map();
    this.start();
  }

  start() {
    this.worker = new Worker(this.url, { type: 'module' });
    this.worker.onmessage = (event) => {
      const waiting = this.pending.get(event.data.id);
      if (!waiting) return;
      this.pending.delete(event.data.id);
      if (event.data.error !== undefined) waiting.reject(new Error(event.data.error));
      else waiting.resolve(event.data.result);
    };
  }

  /**
   * @param {string} call one of engine.js's calls
   * @param {...(string|number)} args
   * @returns {Promise<any>}
   */
  call(call, ...args) {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ id, call, args });
    });
  }

  /** Ends every call under way (they reject with EngineStopped) and starts a fresh worker. */
  stop() {
    this.worker.terminate();
    for (const waiting of this.pending.values()) waiting.reject(new EngineStopped('stopped'));
    this.pending.clear();
    this.start();
  }
}

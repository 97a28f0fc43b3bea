// Node.js side of BrowserBuildEqualityTest: loads the WebAssembly build from the folder given as
// the first argument with the page's own engine.js, reads one JSON request per line on stdin and
// prints one answer per line, in order: "ok <result>" or "error <message>" (see EngineCall.java),
// a line break inside an answer (a record's) written as \n.
import { createInterface } from 'node:readline';

const folder = process.argv[2];
const { answer, loadEngine } = await import(folder + 'engine.js');
const engine = await loadEngine(folder);
for await (const line of createInterface({ input: process.stdin })) {
  const answered = answer(engine, JSON.parse(line));
  const text = answered.error === undefined ? 'ok ' + answered.result : 'error ' + answered.error;
  process.stdout.write(text.replaceAll('\n', '\\n') + '\n');
}

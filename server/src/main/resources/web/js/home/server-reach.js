// Whether the server answers, asked before the home page's forms post to it: a post to a
// stopped server would leave the reader on the browser's own error page, with the choices lost.
// /health is never kept by the service worker, so the answer comes from the server or not at all.

/** How long a server that does not answer is waited for. */
const PATIENCE_MS = 8000;

/** @returns {Promise<boolean>} */
export async function serverAnswers() {
  try {
    await fetch('/health', { cache: 'no-store', signal: AbortSignal.timeout(PATIENCE_MS) });
    return true;
  } catch {
    return false;
  }
}

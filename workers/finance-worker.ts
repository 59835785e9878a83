/** The finance Web Worker once asked for (null: it could not start), and why it failed. */
export interface StartedWorker {
  worker: Worker | null
  failure: unknown
}

let worker: Worker | null | undefined
let failure: unknown = null

/**
 * Starts the finance worker, once. Small enough for the first bundle: the router starts it as
 * the multi-tenant page's code is asked for, so it loads beside that code, and a share link's
 * first analysis goes to a worker that is ready. A failure to load that comes before anyone
 * calls the worker is kept, so that the first call does not wait for an answer that never comes.
 */
export function startFinanceWorker(): StartedWorker {
  if (worker === undefined) {
    try {
      worker = new Worker(new URL('./finance.worker.ts', import.meta.url), { type: 'module' })
      worker.addEventListener('error', (event) => (failure ??= new Error(event.message)))
    } catch (error) {
      worker = null
      failure = error
    }
  }
  return { worker, failure }
}

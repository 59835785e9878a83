import { wrap, type Remote } from 'comlink'
import type { FinanceApi, FinanceMethod } from './finance-api'
import { startFinanceWorker } from './finance-worker'

type Input<M extends FinanceMethod> = Parameters<FinanceApi[M]>[0]
type Output<M extends FinanceMethod> = ReturnType<FinanceApi[M]>
/** One engine seen through its method name (TypeScript cannot correlate the union by itself). */
type Engine<M extends FinanceMethod> = (input: Input<M>) => Output<M>

interface WorkerConnection {
  remote: Remote<FinanceApi>
  /** Why the worker failed (it failed to load or crashed), once it has. */
  failure: Error | null
  /** The calls waiting for an answer: each is failed with the worker. */
  waiting: Set<(error: Error) => void>
}

let connection: WorkerConnection | null = null
let workerUnavailable = false

function connect(): WorkerConnection | null {
  if (workerUnavailable) return null
  if (connection) return connection
  const { worker, failure } = startFinanceWorker()
  if (!worker) {
    giveUpOnWorker(failure)
    return null
  }
  const opened: WorkerConnection = {
    remote: wrap<FinanceApi>(worker),
    failure: failure instanceof Error ? failure : null,
    waiting: new Set(),
  }
  const fail = (error: Error) => {
    opened.failure ??= error
    for (const reject of opened.waiting) reject(opened.failure)
    opened.waiting.clear()
  }
  worker.addEventListener('error', (event) => fail(new Error(event.message || 'worker failed')))
  worker.addEventListener('messageerror', () => fail(new Error('worker message could not be read')))
  connection = opened
  return connection
}

function giveUpOnWorker(error: unknown) {
  if (workerUnavailable) return
  workerUnavailable = true
  connection = null
  console.warn('Finance worker unavailable; calculating on the main thread instead.', error)
}

async function onMainThread<M extends FinanceMethod>(
  method: M,
  input: Input<M>,
): Promise<Output<M>> {
  const { financeApi } = await import('./finance-api')
  return (financeApi[method] as unknown as Engine<M>)(input)
}

/**
 * Runs a finance engine in the Web Worker; if the worker cannot start or fails, runs the same
 * engine on the main thread, so the page keeps working with the same numbers.
 */
export async function callFinance<M extends FinanceMethod>(
  method: M,
  input: Input<M>,
): Promise<Output<M>> {
  const worker = connect()
  if (!worker) return onMainThread(method, input)
  const remoteEngine = worker.remote[method] as unknown as (input: Input<M>) => Promise<Output<M>>
  let stopWaiting = () => {}
  // One promise per call, let go once the call settles: racing every call against one shared
  // promise that never settles kept every answer reachable from it (about 8 KB an edit).
  const failed = new Promise<never>((_, reject) => {
    if (worker.failure) return reject(worker.failure)
    worker.waiting.add(reject)
    stopWaiting = () => worker.waiting.delete(reject)
  })
  try {
    return await Promise.race([remoteEngine(input), failed])
  } catch (error) {
    giveUpOnWorker(error)
    return onMainThread(method, input)
  } finally {
    stopWaiting()
  }
}

/**
 * Wraps an async function so that only the answer to the latest call is delivered: earlier calls
 * that finish later (or fail) resolve to `{ stale: true }` and must be ignored.
 */
export function latestOnly<A extends unknown[], R>(
  run: (...args: A) => Promise<R>,
): (...args: A) => Promise<{ stale: false; value: R } | { stale: true }> {
  let latestTicket = 0
  return async (...args) => {
    const ticket = ++latestTicket
    try {
      const value = await run(...args)
      return ticket === latestTicket ? { stale: false, value } : { stale: true }
    } catch (error) {
      if (ticket !== latestTicket) return { stale: true }
      throw error
    }
  }
}

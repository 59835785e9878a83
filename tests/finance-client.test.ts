import { describe, expect, it, vi } from 'vitest'
import { calculateMortgage } from '../src/finance/mortgage'
import { callFinance, latestOnly } from '../workers/finance-client'
import { mortgageWorkedExample } from './worked-examples'

function deferred<T>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((settle) => (resolve = settle))
  return { promise, resolve }
}

describe('latestOnly', () => {
  it('delivers only the answer to the latest call, even when an older one finishes last', async () => {
    const slow = deferred<string>()
    const fast = deferred<string>()
    const answers = [slow, fast]
    const run = latestOnly(() => answers.shift()!.promise)
    const first = run()
    const second = run()
    fast.resolve('new')
    slow.resolve('old')
    expect(await second).toEqual({ stale: false, value: 'new' })
    expect(await first).toEqual({ stale: true })
  })
})

describe('callFinance', () => {
  it('computes on the main thread with the same numbers when no worker can start', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const input = mortgageWorkedExample
    expect(await callFinance('calculateMortgage', input)).toEqual(calculateMortgage(input))
    expect(warn).toHaveBeenCalledOnce()
    warn.mockRestore()
  })
})

describe('the finance worker started early (with the page code)', () => {
  it('computes on the main thread when the worker failed to load before the first call', async () => {
    /** A worker whose script fails to load: it never answers, and says so once, at once. */
    class UnloadableWorker extends EventTarget {
      postMessage() {}
    }
    vi.stubGlobal('Worker', UnloadableWorker)
    vi.resetModules()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    try {
      const { startFinanceWorker } = await import('../workers/finance-worker')
      const { worker } = startFinanceWorker()
      if (!(worker instanceof UnloadableWorker))
        throw new Error('the stand-in worker did not start')
      worker.dispatchEvent(Object.assign(new Event('error'), { message: 'script did not load' }))
      // The failure came before anything listened for answers: the call must not wait forever.
      const { callFinance: call } = await import('../workers/finance-client')
      const input = mortgageWorkedExample
      expect(await call('calculateMortgage', input)).toEqual(calculateMortgage(input))
      expect(warn).toHaveBeenCalledOnce()
    } finally {
      warn.mockRestore()
      vi.unstubAllGlobals()
    }
  })
})

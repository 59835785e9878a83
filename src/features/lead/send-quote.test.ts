import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { QuoteTemplateParams } from './quote-payload'
import {
  describeSendError,
  failureAdvice,
  readEmailConfig,
  sendQuote,
  type EmailConfigResult,
} from './send-quote'

const send = vi.hoisted(() => vi.fn())
vi.mock('@emailjs/browser', () => ({ send }))

const params: QuoteTemplateParams = {
  to_email: 'quotes@example.com',
  subject: 'Commercial Mortgage Quote Request: Jane Doe',
  from_name: 'Jane Doe',
  from_email: 'jane@example.com',
  phone: '5551234567',
  property_address: '',
  property_type: 'office',
  timeframe: 'exploring',
  additional_info: '{{x}}',
  property_value: '$2,000,000',
  loan_amount: '$1,500,000',
  monthly_payment: '$10,128.11',
  dscr: '1.48',
  timestamp: '2025-03-04T05:06:07.089Z',
}

const configured: EmailConfigResult = {
  ok: true,
  config: {
    publicKey: 'public-key',
    serviceId: 'service',
    templateId: 'template',
    toEmail: 'quotes@example.com',
  },
}

let consoleError: ReturnType<typeof vi.spyOn>

beforeEach(() => {
  send.mockReset()
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => consoleError.mockRestore())

describe('sendQuote', () => {
  it('sends the params once through EmailJS with the public key and reports success', async () => {
    send.mockResolvedValue({ status: 200, text: 'OK' })
    await expect(sendQuote(params, configured)).resolves.toEqual({ ok: true, status: 200 })
    expect(send).toHaveBeenCalledTimes(1)
    expect(send).toHaveBeenCalledWith('service', 'template', params, { publicKey: 'public-key' })
    expect(consoleError).not.toHaveBeenCalled()
  })

  it.each([
    [0, 'Network Error', 'network'],
    [400, 'The template ID is invalid', 'refused'],
    [403, 'Forbidden', 'refused'],
    [429, 'Too Many Requests', 'rate-limited'],
    [451, 'Unavailable For Headless Browser', 'refused'],
    [500, 'Internal Server Error', 'server'],
    [503, 'Service Unavailable', 'server'],
  ])('reports a rejection with status %i as %s and logs it', async (status, text, kind) => {
    const rejection = { status, text }
    send.mockRejectedValue(rejection)
    const outcome = await sendQuote(params, configured)
    expect(outcome).toEqual({ ok: false, failure: { kind, status, detail: text } })
    expect(consoleError).toHaveBeenCalledTimes(1)
    expect(consoleError.mock.calls[0]).toContain(rejection)
  })

  it('reports a thrown string (bad settings inside the library) as a failure', async () => {
    send.mockRejectedValue('The public key is required. Visit https://dashboard.emailjs.com')
    const outcome = await sendQuote(params, configured)
    expect(outcome).toEqual({
      ok: false,
      failure: {
        kind: 'unexpected',
        status: null,
        detail: 'The public key is required. Visit https://dashboard.emailjs.com',
      },
    })
    expect(consoleError).toHaveBeenCalledTimes(1)
  })

  it('reports a fetch that cannot reach the network', async () => {
    send.mockRejectedValue(new TypeError('Failed to fetch'))
    const outcome = await sendQuote(params, configured)
    expect(outcome.ok).toBe(false)
    if (!outcome.ok) expect(outcome.failure.kind).toBe('network')
  })

  it('does not call EmailJS at all when settings are missing', async () => {
    const outcome = await sendQuote(params, {
      ok: false,
      missing: ['VITE_EMAILJS_PUBLIC_KEY'],
    })
    expect(send).not.toHaveBeenCalled()
    expect(outcome.ok).toBe(false)
    if (!outcome.ok) expect(outcome.failure.kind).toBe('not-configured')
    expect(consoleError).toHaveBeenCalledTimes(1)
  })
})

describe('readEmailConfig', () => {
  const env = {
    VITE_EMAILJS_PUBLIC_KEY: 'pk',
    VITE_EMAILJS_SERVICE_ID: 'svc',
    VITE_EMAILJS_TEMPLATE_ID: 'tpl',
    VITE_LEAD_TO_EMAIL: 'to@example.com',
  }

  it('reads the four VITE_ settings', () => {
    expect(readEmailConfig(env)).toEqual({
      ok: true,
      config: { publicKey: 'pk', serviceId: 'svc', templateId: 'tpl', toEmail: 'to@example.com' },
    })
  })

  it('names every missing or blank setting', () => {
    expect(
      readEmailConfig({ ...env, VITE_EMAILJS_SERVICE_ID: ' ', VITE_LEAD_TO_EMAIL: undefined }),
    ).toEqual({ ok: false, missing: ['VITE_EMAILJS_SERVICE_ID', 'VITE_LEAD_TO_EMAIL'] })
    expect(readEmailConfig({})).toMatchObject({ ok: false })
  })
})

describe('failureAdvice', () => {
  it('says to wait a moment when throttled', () => {
    const advice = failureAdvice(describeSendError({ status: 429, text: 'Too Many Requests' }))
    expect(advice).toMatch(/wait a moment/)
    expect(advice).toContain('429')
  })

  it('says the quote service is not set up and to contact us another way', () => {
    const advice = failureAdvice({ kind: 'not-configured', status: null, detail: '' })
    expect(advice).toMatch(/not set up/)
    expect(advice).toMatch(/contact us another way/)
  })

  it('tells the status code of refusals and server errors, shortening long texts', () => {
    expect(failureAdvice(describeSendError({ status: 403, text: 'Forbidden' }))).toContain(
      'error 403: Forbidden',
    )
    const long = failureAdvice(describeSendError({ status: 500, text: 'x'.repeat(500) }))
    expect(long.length).toBeLessThan(300)
  })

  it('speaks of the connection for network errors', () => {
    expect(failureAdvice(describeSendError({ status: 0, text: 'Network Error' }))).toMatch(
      /internet connection/,
    )
  })
})

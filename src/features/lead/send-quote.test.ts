import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { QuoteTemplateParams } from './quote-payload'
import {
  describeSendError,
  failureAdvice,
  leadEmail,
  readEmailConfig,
  sendQuote,
  type EmailConfigResult,
  type SendFailure,
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

/**
 * Every way EmailJS can answer, as `@emailjs/browser` rejects: an EmailJSResponseStatus
 * {status, text} for an HTTP answer (status 0: no answer at all), a TypeError when
 * fetch could not reach the network (a dropped connection in the browser), a thrown string for
 * bad settings. Each row: what the library rejects with, the failure it becomes, and the words
 * the form shows after "Your quote request was NOT sent." (send-status in quote-form.tsx).
 */
const REJECTIONS: {
  name: string
  rejection: unknown
  failure: SendFailure
  says: RegExp
}[] = [
  {
    name: 'status 0 (no answer)',
    rejection: { status: 0, text: 'Network Error' },
    failure: { kind: 'network', status: 0, detail: 'Network Error' },
    says: /^We could not reach the e-mail service\. Check your internet connection, then press Retry\.$/,
  },
  {
    name: 'a dropped connection (fetch TypeError)',
    rejection: new TypeError('Failed to fetch'),
    failure: { kind: 'network', status: null, detail: 'Failed to fetch' },
    says: /^We could not reach the e-mail service\. Check your internet connection/,
  },
  {
    name: '400 Bad Request',
    rejection: { status: 400, text: 'Bad Request' },
    failure: { kind: 'refused', status: 400, detail: 'Bad Request' },
    says: /^The e-mail service refused the request \(error 400: Bad Request\)\. Press Retry; if it keeps failing, e-mail us at the address below\.$/,
  },
  {
    name: '403 Forbidden',
    rejection: { status: 403, text: 'Forbidden' },
    failure: { kind: 'refused', status: 403, detail: 'Forbidden' },
    says: /refused the request \(error 403: Forbidden\)/,
  },
  {
    name: '429 Too Many Requests',
    rejection: { status: 429, text: 'Too Many Requests' },
    failure: { kind: 'rate-limited', status: 429, detail: 'Too Many Requests' },
    says: /^The e-mail service has received too many requests \(error 429: Too Many Requests\)\. Please wait a moment, then press Retry\.$/,
  },
  {
    name: '451 Unavailable For Headless Browser',
    rejection: { status: 451, text: 'Unavailable For Headless Browser' },
    failure: { kind: 'refused', status: 451, detail: 'Unavailable For Headless Browser' },
    says: /refused the request \(error 451: Unavailable For Headless Browser\)/,
  },
  {
    name: '500 Internal Server Error',
    rejection: { status: 500, text: 'Internal Server Error' },
    failure: { kind: 'server', status: 500, detail: 'Internal Server Error' },
    says: /^The e-mail service had a problem on its side \(error 500: Internal Server Error\)\. Please press Retry in a moment\.$/,
  },
  {
    name: '503 Service Unavailable',
    rejection: { status: 503, text: 'Service Unavailable' },
    failure: { kind: 'server', status: 503, detail: 'Service Unavailable' },
    says: /problem on its side \(error 503: Service Unavailable\)/,
  },
  {
    name: 'a status without text',
    rejection: { status: 403 },
    failure: { kind: 'refused', status: 403, detail: '' },
    says: /refused the request \(error 403\)\./,
  },
  {
    name: 'a status outside 4xx and 5xx',
    rejection: { status: 302, text: 'Found' },
    failure: { kind: 'unexpected', status: 302, detail: 'Found' },
    says: /^Something went wrong while sending\. Press Retry; if it keeps failing, e-mail us at the address below\.$/,
  },
  {
    name: 'a thrown string (bad settings inside the library)',
    rejection: 'The public key is required. Visit https://dashboard.emailjs.com',
    failure: {
      kind: 'unexpected',
      status: null,
      detail: 'The public key is required. Visit https://dashboard.emailjs.com',
    },
    says: /^Something went wrong while sending\./,
  },
  {
    name: 'an Error that is not a TypeError',
    rejection: new RangeError('Invalid template'),
    failure: { kind: 'unexpected', status: null, detail: 'Invalid template' },
    says: /^Something went wrong while sending\./,
  },
]

describe('sendQuote', () => {
  it('sends the params once through EmailJS with the public key and reports success', async () => {
    send.mockResolvedValue({ status: 200, text: 'OK' })
    await expect(sendQuote(params, configured)).resolves.toEqual({ ok: true, status: 200 })
    expect(send).toHaveBeenCalledTimes(1)
    expect(send).toHaveBeenCalledWith('service', 'template', params, { publicKey: 'public-key' })
    expect(consoleError).not.toHaveBeenCalled()
  })

  it.each(REJECTIONS)('reports $name as a failure and logs it', async (row) => {
    send.mockRejectedValue(row.rejection)
    const outcome = await sendQuote(params, configured)
    expect(outcome).toEqual({ ok: false, failure: row.failure })
    expect(send).toHaveBeenCalledTimes(1)
    expect(consoleError).toHaveBeenCalledTimes(1)
    expect(consoleError).toHaveBeenCalledWith(
      `Quote request was not sent (${row.failure.kind}):`,
      row.rejection,
    )
  })

  it('reports an answer outside 2xx that the library resolved with', async () => {
    const response = { status: 304, text: 'Not Modified' }
    send.mockResolvedValue(response)
    const outcome = await sendQuote(params, configured)
    expect(outcome).toEqual({
      ok: false,
      failure: { kind: 'unexpected', status: 304, detail: 'Not Modified' },
    })
    expect(consoleError).toHaveBeenCalledWith('Quote request was not sent (unexpected):', response)
  })

  it('does not call EmailJS at all when settings are missing, and says which', async () => {
    const outcome = await sendQuote(params, {
      ok: false,
      missing: ['VITE_EMAILJS_PUBLIC_KEY', 'VITE_LEAD_TO_EMAIL'],
    })
    const detail = 'Missing settings: VITE_EMAILJS_PUBLIC_KEY, VITE_LEAD_TO_EMAIL'
    expect(send).not.toHaveBeenCalled()
    expect(outcome).toEqual({
      ok: false,
      failure: { kind: 'not-configured', status: null, detail },
    })
    expect(consoleError).toHaveBeenCalledTimes(1)
    expect(consoleError).toHaveBeenCalledWith(
      'Quote request was not sent (not-configured):',
      detail,
    )
  })
})

describe('describeSendError', () => {
  it.each(REJECTIONS)('sorts $name', ({ rejection, failure }) => {
    expect(describeSendError(rejection)).toEqual(failure)
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
  const CONTACT = 'quotes@example.com'

  it.each(REJECTIONS)('explains $name in plain words', ({ failure, says }) => {
    expect(failureAdvice(failure, CONTACT)).toMatch(says)
  })

  it.each(REJECTIONS)(
    'offers no contact for $name when none is configured, only Retry',
    ({ failure }) => {
      const advice = failureAdvice(failure, null)
      expect(advice).not.toMatch(/contact|e-mail us|address/i)
      expect(advice).toMatch(/Retry/)
    },
  )

  const notConfigured: SendFailure = {
    kind: 'not-configured',
    status: null,
    detail: 'Missing settings: VITE_EMAILJS_PUBLIC_KEY',
  }

  it('says the quote service is not set up, and to e-mail the address shown', () => {
    expect(failureAdvice(notConfigured, CONTACT)).toBe(
      'The quote service is not set up on this site yet, so your request could not be sent. Please e-mail us at the address below; the form keeps what you typed.',
    )
  })

  it('without a contact, says plainly that the request was not sent and is kept for Retry', () => {
    expect(failureAdvice(notConfigured, null)).toBe(
      'The quote service is not set up on this site yet, so your request could not be sent. It is kept in the form for Retry.',
    )
    expect(failureAdvice({ ...notConfigured, kind: 'refused', status: 400 }, null)).toBe(
      'The e-mail service refused the request (error 400: Missing settings: VITE_EMAILJS_PUBLIC_KEY). Press Retry; if it keeps failing, try again later: the form keeps what you typed.',
    )
  })

  it('shortens a long service text to 120 characters', () => {
    const advice = failureAdvice(describeSendError({ status: 500, text: 'x'.repeat(500) }), null)
    expect(advice).toContain(`(error 500: ${'x'.repeat(119)}…)`)
    expect(advice).not.toContain('x'.repeat(120))
    const exact = failureAdvice(describeSendError({ status: 500, text: 'y'.repeat(120) }), null)
    expect(exact).toContain(`(error 500: ${'y'.repeat(120)})`)
  })
})

describe('leadEmail', () => {
  it('offers the lead address only when it looks like one', () => {
    expect(leadEmail({ VITE_LEAD_TO_EMAIL: ' quotes@example.com ' })).toBe('quotes@example.com')
    expect(leadEmail({ VITE_LEAD_TO_EMAIL: '' })).toBeNull()
    expect(leadEmail({ VITE_LEAD_TO_EMAIL: 'not an address' })).toBeNull()
    expect(leadEmail({})).toBeNull()
  })
})

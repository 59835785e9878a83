import type { QuoteTemplateParams } from './quote-payload'

/** EmailJS settings, read at build time from VITE_* variables (README, .env.example). */
export interface EmailConfig {
  publicKey: string
  serviceId: string
  templateId: string
  /** Who receives the leads (sent as the template's to_email). */
  toEmail: string
}

export type EmailConfigResult = { ok: true; config: EmailConfig } | { ok: false; missing: string[] }

const CONFIG_VARIABLES = {
  publicKey: 'VITE_EMAILJS_PUBLIC_KEY',
  serviceId: 'VITE_EMAILJS_SERVICE_ID',
  templateId: 'VITE_EMAILJS_TEMPLATE_ID',
  toEmail: 'VITE_LEAD_TO_EMAIL',
} as const satisfies Record<keyof EmailConfig, string>

/** The EmailJS settings, or the names of the variables that are not set. */
export function readEmailConfig(env: Record<string, unknown> = import.meta.env): EmailConfigResult {
  const config: Partial<EmailConfig> = {}
  const missing: string[] = []
  for (const [key, variable] of Object.entries(CONFIG_VARIABLES)) {
    const value = env[variable]
    if (typeof value === 'string' && value.trim()) config[key as keyof EmailConfig] = value.trim()
    else missing.push(variable)
  }
  return missing.length ? { ok: false, missing } : { ok: true, config: config as EmailConfig }
}

/** The address leads go to (VITE_LEAD_TO_EMAIL), to offer when sending fails; null when unset. */
export function leadEmail(env: Record<string, unknown> = import.meta.env): string | null {
  const value = env[CONFIG_VARIABLES.toEmail]
  return typeof value === 'string' && /^[^\s@]+@[^\s@]+$/.test(value.trim()) ? value.trim() : null
}

/** Why a request was not sent, in the categories the form explains differently. */
export type SendFailureKind =
  'not-configured' | 'network' | 'rate-limited' | 'refused' | 'server' | 'unexpected'

export interface SendFailure {
  kind: SendFailureKind
  /** The HTTP status EmailJS reported (0 for a network error), null when there was none. */
  status: number | null
  /** What the service or library said, for the log and the message. */
  detail: string
}

export type SendOutcome = { ok: true; status: number } | { ok: false; failure: SendFailure }

function kindOfStatus(status: number): SendFailureKind {
  if (status === 0) return 'network'
  if (status === 429) return 'rate-limited'
  if (status >= 400 && status < 500) return 'refused'
  if (status >= 500) return 'server'
  return 'unexpected'
}

function hasStatus(error: unknown): error is { status: number; text?: unknown } {
  return (
    typeof error === 'object' && error !== null && typeof Reflect.get(error, 'status') === 'number'
  )
}

/**
 * Sorts what EmailJS rejected with: an EmailJSResponseStatus {status, text} for HTTP answers,
 * a TypeError when fetch (or the library's chunk) could not reach the network, a thrown string
 * for bad settings or parameters.
 */
export function describeSendError(error: unknown): SendFailure {
  if (hasStatus(error)) {
    const text = typeof error.text === 'string' ? error.text : ''
    return { kind: kindOfStatus(error.status), status: error.status, detail: text }
  }
  if (error instanceof TypeError) return { kind: 'network', status: null, detail: error.message }
  if (error instanceof Error) return { kind: 'unexpected', status: null, detail: error.message }
  return { kind: 'unexpected', status: null, detail: String(error) }
}

function fail(failure: SendFailure, error: unknown): SendOutcome {
  console.error(`Quote request was not sent (${failure.kind}):`, error)
  return { ok: false, failure }
}

/**
 * Sends one quote request through EmailJS (`send(serviceId, templateId, params, {publicKey})`).
 * The library is loaded on first use so it stays out of the first bundle. Never throws: every
 * failure comes back as an outcome and is logged; without settings nothing is sent.
 */
export async function sendQuote(
  params: QuoteTemplateParams,
  configResult: EmailConfigResult = readEmailConfig(),
): Promise<SendOutcome> {
  if (!configResult.ok) {
    const detail = `Missing settings: ${configResult.missing.join(', ')}`
    return fail({ kind: 'not-configured', status: null, detail }, detail)
  }
  const { publicKey, serviceId, templateId } = configResult.config
  try {
    const emailjs = await import('@emailjs/browser')
    const response = await emailjs.send(serviceId, templateId, { ...params }, { publicKey })
    if (response.status >= 200 && response.status < 300)
      return { ok: true, status: response.status }
    return fail({ kind: 'unexpected', status: response.status, detail: response.text }, response)
  } catch (error) {
    return fail(describeSendError(error), error)
  }
}

/** Where the form says a person can be reached when sending fails (shown under the message). */
const EMAIL_US = 'e-mail us at the address below'
const KEPT = 'the form keeps what you typed'

/**
 * What the form says when a request was not sent: plain words and what to do next. `contact` is
 * the lead address the form shows under the message (VITE_LEAD_TO_EMAIL), null when none is
 * configured: then nothing promises a contact, and the words say the form is kept for Retry.
 */
export function failureAdvice(failure: SendFailure, contact: string | null): string {
  const said = failure.detail.length > 120 ? `${failure.detail.slice(0, 119)}…` : failure.detail
  const code = failure.status ? ` (error ${failure.status}${said ? `: ${said}` : ''})` : ''
  const ifItKeepsFailing = contact
    ? `Press Retry; if it keeps failing, ${EMAIL_US}.`
    : `Press Retry; if it keeps failing, try again later: ${KEPT}.`
  switch (failure.kind) {
    case 'not-configured':
      return `The quote service is not set up on this site yet, so your request could not be sent. ${
        contact ? `Please ${EMAIL_US}; ${KEPT}.` : `It is kept in the form for Retry.`
      }`
    case 'network':
      return 'We could not reach the e-mail service. Check your internet connection, then press Retry.'
    case 'rate-limited':
      return `The e-mail service has received too many requests${code}. Please wait a moment, then press Retry.`
    case 'refused':
      return `The e-mail service refused the request${code}. ${ifItKeepsFailing}`
    case 'server':
      return `The e-mail service had a problem on its side${code}. Please press Retry in a moment.`
    default:
      return `Something went wrong while sending. ${ifItKeepsFailing}`
  }
}

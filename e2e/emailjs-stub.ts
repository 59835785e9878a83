import type { Page, Route } from '@playwright/test'

/** The EmailJS endpoint the browser SDK posts to (seed-spec.md section 7). */
export const EMAILJS_SEND_URL = 'https://api.emailjs.com/api/v1.0/email/send'

/** The EmailJS settings the site is built with for the tests (playwright.config.ts). */
export const E2E_EMAILJS = {
  publicKey: 'e2e-public-key',
  serviceId: 'e2e-service',
  templateId: 'e2e-template',
  toEmail: 'quotes@e2e.test',
}

/** The JSON body EmailJS sends. */
export interface EmailJsRequest {
  lib_version: string
  user_id: string
  service_id: string
  template_id: string
  template_params: Record<string, unknown>
}

/** How the stub answers one request: an HTTP status and text, or a dropped connection. */
export type EmailJsReply = { status: number; text?: string } | 'abort'

/**
 * Stands in for api.emailjs.com: records every request body and answers from a queue
 * (200 'OK' once the queue is empty). `hold()` keeps the next answer until released.
 */
export class EmailJsStub {
  readonly requests: EmailJsRequest[] = []
  private readonly replies: EmailJsReply[] = []
  private gate: Promise<void> | null = null
  private release = () => {}
  private readonly handler = (route: Route) => this.answer(route)

  private constructor(private readonly page: Page) {}

  static async install(page: Page, ...replies: EmailJsReply[]): Promise<EmailJsStub> {
    const stub = new EmailJsStub(page)
    stub.replies.push(...replies)
    await page.route(EMAILJS_SEND_URL, stub.handler)
    return stub
  }

  /** Stops answering for the page (a page shared by tests gets a new stub for each test). */
  async uninstall() {
    this.release()
    await this.page.unroute(EMAILJS_SEND_URL, this.handler)
  }

  /** Answers the next requests with `replies`, in order (then 200 'OK' again). */
  queue(...replies: EmailJsReply[]) {
    this.replies.push(...replies)
  }

  /** Holds the next answers until the returned function is called. */
  hold(): () => void {
    this.gate = new Promise<void>((resolve) => (this.release = resolve))
    return this.release
  }

  private async answer(route: Route) {
    const request = route.request()
    if (request.method() !== 'POST') return route.fallback()
    this.requests.push(request.postDataJSON() as EmailJsRequest)
    const reply = this.replies.shift() ?? { status: 200, text: 'OK' }
    if (this.gate) await this.gate
    if (reply === 'abort') return route.abort('failed')
    await route.fulfill({ status: reply.status, contentType: 'text/plain', body: reply.text ?? '' })
  }

  /** The template_params of every request so far. */
  params(): Record<string, unknown>[] {
    return this.requests.map((request) => request.template_params)
  }
}

import { expect, type Locator, type Page, type Route } from '@playwright/test'

/** The EmailJS endpoint the browser SDK posts to (seed-spec.md section 7). */
export const EMAILJS_SEND_URL = 'https://api.emailjs.com/api/v1.0/email/send'

/** The settings playwright.config.ts builds the site with. */
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

  private constructor() {}

  static async install(page: Page, ...replies: EmailJsReply[]): Promise<EmailJsStub> {
    const stub = new EmailJsStub()
    stub.replies.push(...replies)
    await page.route(EMAILJS_SEND_URL, (route) => stub.answer(route))
    return stub
  }

  /** Holds the next answers until the returned function is called. */
  hold(): () => void {
    let release = () => {}
    this.gate = new Promise<void>((resolve) => (release = resolve))
    return release
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

export interface LeadDetails {
  firstName: string
  lastName: string
  email: string
  phone: string
  propertyAddress: string
  /** Option label, e.g. 'Office Building'. */
  propertyType: string
  /** Option label, e.g. '1-3 months'. */
  timeframe: string
  additionalInfo: string
}

export const JANE: LeadDetails = {
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'jane.doe@example.com',
  phone: '(555) 123-4567',
  propertyAddress: '100 Main Street, Springfield, IL',
  propertyType: 'Office Building',
  timeframe: '1-3 months',
  additionalInfo: 'Refinancing a stabilized office building.',
}

/** The home calculators, as far as needed to open the quote request (PRODUCT.md section 6). */
export class HomeCalculators {
  constructor(private readonly page: Page) {}

  /** PRODUCT.md 4.1: 2,000,000 / equity 25 / 6.5% / NOI 180,000 / term 10 / amortization 25. */
  async mortgageResults() {
    const page = this.page
    await page.goto('/')
    await page.getByLabel('Property Value').fill('2,000,000')
    await page.getByLabel('Equity (%)').fill('25')
    await page.getByLabel('Interest Rate (%)').fill('6.5')
    await page.getByLabel('Net Operating Income (NOI)').fill('180,000')
    await page.getByLabel('Loan Term (Years)').selectOption('10')
    await page.getByLabel('Amortization Period (Years)').selectOption('25')
    await page.getByRole('button', { name: 'Calculate Mortgage & DSCR' }).click()
    await expect(page.getByRole('button', { name: 'Get Professional Quote' })).toBeVisible()
  }

  /** PRODUCT.md 4.2: NOI 250,000 / 3,200,000 / 7.25% / 25 years / DSCR 1.25 / LTV 75 / DY 9. */
  async maxLoanResults() {
    const page = this.page
    await page.goto('/')
    await page.getByRole('tab', { name: 'Max Loan Sizing' }).click()
    await page.getByLabel('Net Operating Income (NOI)').fill('250,000')
    await page.getByLabel('Property Value').fill('3,200,000')
    await page.getByLabel('Interest Rate (%)').fill('7.25')
    await fillOrSelect(page.getByLabel('Loan Term (Years)'), '25')
    await page.getByLabel('Minimum DSCR').fill('1.25')
    await page.getByLabel('Maximum LTV (%)').fill('75')
    await page.getByLabel('Maximum Debt Yield (%)').fill('9')
    await page.getByRole('button', { name: 'Calculate Maximum Loan Amount' }).click()
    await expect(page.getByRole('button', { name: 'Get Professional Quote' })).toBeVisible()
  }

  async openQuote() {
    await this.page.getByRole('button', { name: 'Get Professional Quote' }).click()
    await expect(
      this.page.getByRole('heading', { name: 'Get Your Professional Quote' }),
    ).toBeVisible()
  }
}

async function fillOrSelect(field: Locator, value: string) {
  const tag = await field.evaluate((element) => element.tagName)
  if (tag === 'SELECT') await field.selectOption(value)
  else await field.fill(value)
}

/** The lead-capture screen and the thank-you screen that follows it. */
export class QuotePage {
  readonly heading: Locator
  readonly firstName: Locator
  readonly lastName: Locator
  readonly email: Locator
  readonly phone: Locator
  readonly propertyAddress: Locator
  readonly propertyType: Locator
  readonly timeframe: Locator
  readonly additionalInfo: Locator
  readonly honeypot: Locator
  readonly submit: Locator
  readonly submitting: Locator
  readonly retry: Locator
  readonly form: Locator
  readonly thankYou: Locator

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Get Your Professional Quote' })
    this.firstName = page.getByLabel('First Name', { exact: true })
    this.lastName = page.getByLabel('Last Name', { exact: true })
    this.email = page.getByLabel('Email', { exact: true })
    this.phone = page.getByLabel('Phone', { exact: true })
    this.propertyAddress = page.getByLabel('Property Address', { exact: true })
    this.propertyType = page.getByLabel('Property Type', { exact: true })
    this.timeframe = page.getByLabel('Timeframe', { exact: true })
    this.additionalInfo = page.getByLabel('Additional Information', { exact: true })
    this.honeypot = page.locator('input[name="company_website"]')
    this.submit = page.getByRole('button', { name: 'Submit Quote Request' })
    this.submitting = page.getByRole('button', { name: 'Submitting...' })
    this.retry = page.getByRole('button', { name: 'Retry' })
    this.form = page.locator('form').filter({ has: this.firstName })
    this.thankYou = page.getByRole('heading', { name: 'Thank You!' })
  }

  async fill(details: Partial<LeadDetails> = JANE) {
    const lead = { ...JANE, ...details }
    await this.firstName.fill(lead.firstName)
    await this.lastName.fill(lead.lastName)
    await this.email.fill(lead.email)
    await this.phone.fill(lead.phone)
    await this.propertyAddress.fill(lead.propertyAddress)
    await this.propertyType.selectOption({ label: lead.propertyType })
    await this.timeframe.selectOption({ label: lead.timeframe })
    await this.additionalInfo.fill(lead.additionalInfo)
  }

  /** Every field still shows what `fill` typed (nothing lost after a failure). */
  async expectFilledWith(details: Partial<LeadDetails> = JANE) {
    const lead = { ...JANE, ...details }
    await expect(this.firstName).toHaveValue(lead.firstName)
    await expect(this.lastName).toHaveValue(lead.lastName)
    await expect(this.email).toHaveValue(lead.email)
    await expect(this.phone).toHaveValue(lead.phone)
    await expect(this.propertyAddress).toHaveValue(lead.propertyAddress)
    await expect(this.propertyType.locator('option:checked')).toHaveText(lead.propertyType)
    await expect(this.timeframe.locator('option:checked')).toHaveText(lead.timeframe)
    await expect(this.additionalInfo).toHaveValue(lead.additionalInfo)
  }

  /** The send status region (role=status): sending, or why the request was not sent. */
  status(): Locator {
    return this.form.getByRole('status')
  }
}

import { expect, type Locator, type Page } from '@playwright/test'
import type { LeadField } from '../../src/features/lead/lead-form'

/**
 * What a person enters in each field of the quote form; for Property Type and Timeframe the
 * option label they pick, e.g. 'Office Building', '1-3 months'.
 */
export type LeadDetails = Record<LeadField, string>

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

/**
 * The lead-capture screen and the thank-you screen that follows it. `From` is the page model it
 * was opened from (the home page), which its way back returns.
 */
export class QuotePage<From = unknown> {
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
  /** The figures of the calculation the request is about. */
  readonly summary: Locator

  constructor(
    readonly page: Page,
    private readonly from: From,
  ) {
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
    this.summary = page.locator('.lead-summary')
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

  /** Leaves the form for the results it was opened from. */
  async backToResults(): Promise<From> {
    await this.page.getByRole('button', { name: 'Back to Results' }).click()
    await expect(this.page.getByRole('button', { name: 'Get Professional Quote' })).toBeVisible()
    return this.from
  }

  /** From the thank-you screen back to the mortgage calculator. */
  async calculateAnother(): Promise<From> {
    await this.page.getByRole('button', { name: 'Calculate Another Mortgage' }).click()
    await expect(this.page.getByRole('button', { name: 'Calculate Mortgage & DSCR' })).toBeVisible()
    return this.from
  }
}

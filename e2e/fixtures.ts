import {
  test as base,
  expect,
  type BrowserContextOptions,
  type Page,
  type ViewportSize,
} from '@playwright/test'
import { EmailJsStub } from './emailjs-stub'
import { HomePage } from './models/home-page'
import { MultiTenantPage } from './models/multi-tenant-page'
import type { QuotePage } from './models/quote-page'
import type { RentRollGrid } from './models/rent-roll'

export { expect }
export * from './checks'

interface QualityOptions {
  /**
   * The console errors a test expects (e.g. the 404 log), as one pattern (join several with |);
   * any other console error fails the test. One RegExp, not a list: Playwright would read a
   * two-element list as [value, options].
   */
  allowedConsoleErrors: RegExp | null
}

/**
 * Collects what every test fails on: an uncaught page error, a console error that `allowed`
 * does not match, or a Content-Security-Policy violation (the build is served with the
 * production headers). Returns the list it fills.
 */
async function watchQuality(page: Page, allowed: RegExp | null): Promise<string[]> {
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(`Uncaught error: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() !== 'error') return
    const text = message.text()
    if (!allowed?.test(text)) problems.push(`Console error: ${text}`)
  })
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI}`)
    })
  })
  return problems
}

const QUALITY = 'page errors, console errors and CSP violations'

/** The page models of the test's page, not yet opened (Actual Budget's e2e style). */
interface PageModels {
  home: HomePage
  multiTenant: MultiTenantPage
  /** The multi-tenant page with the PRODUCT.md 4.3/4.4 worked example open and analysed. */
  worked: MultiTenantPage
  /** The rent roll of `worked`, for tests that work in the grid alone. */
  workedRentRoll: RentRollGrid
}

/**
 * Every test fails on a page error, an unexpected console error or a CSP violation; `home` and
 * `multiTenant` are the page models of its page.
 */
export const test = base.extend<QualityOptions & PageModels>({
  allowedConsoleErrors: [null, { option: true }],
  page: async ({ page, allowedConsoleErrors }, use) => {
    const problems = await watchQuality(page, allowedConsoleErrors)
    await use(page)
    expect(problems, QUALITY).toEqual([])
  },
  home: async ({ page }, use) => use(new HomePage(page)),
  multiTenant: async ({ page }, use) => use(new MultiTenantPage(page)),
  worked: async ({ multiTenant }, use) => {
    await multiTenant.openWorkedExample()
    await use(multiTenant)
  },
  workedRentRoll: async ({ worked }, use) => use(worked.rentRoll),
})

/** The context options of a shared page whose tests read what the page copies. */
export const CLIPBOARD: BrowserContextOptions = {
  permissions: ['clipboard-read', 'clipboard-write'],
}

export interface SharedPageOptions {
  allowedConsoleErrors?: RegExp
  /** E.g. clipboard permissions; the rest (baseURL, viewport of test.use) comes from the config. */
  contextOptions?: BrowserContextOptions
}

/**
 * One visit shared by the tests of a describe block that only read a page: `open` runs once
 * (beforeAll) in a fresh context, and after every test the page is checked as the `page` fixture
 * checks it (page errors, unexpected console errors, CSP violations). The block's tests run in
 * order in one worker; a failure does not skip the others (a new worker opens the page again).
 * Returns a getter for the page. Tests that change what the page shows must put it back.
 */
export function sharedPage(
  open: (page: Page) => Promise<void>,
  options: SharedPageOptions = {},
): () => Page {
  let shared: Page | undefined
  let problems: string[] = []
  test.describe.configure({ mode: 'default' })
  test.beforeAll(async ({ browser }) => {
    const context = await browser.newContext(options.contextOptions)
    shared = await context.newPage()
    problems = await watchQuality(shared, options.allowedConsoleErrors ?? null)
    await open(shared)
  })
  test.afterEach(() => {
    expect(problems.splice(0), QUALITY).toEqual([])
  })
  test.afterAll(async () => {
    await shared?.context().close()
  })
  return () => {
    if (!shared) throw new Error('the shared page is opened in beforeAll')
    return shared
  }
}

export interface SharedModelOptions<Model> extends SharedPageOptions {
  /** How the one visit opens, e.g. (report) => report.openWorkedExample(); by default open(). */
  open?: (model: Model) => Promise<void>
}

/**
 * sharedPage for a page model: the visit is opened once with `options.open` (the model's own
 * open() by default), and the getter gives the model of that page.
 * const guide = sharedModel(RateGuidePage)
 */
export function sharedModel<Model extends { open(): Promise<void> }>(
  Model: new (page: Page) => Model,
  options: SharedModelOptions<Model> = {},
): () => Model {
  const { open = (model) => model.open(), ...pageOptions } = options
  const shared = sharedPage((page) => open(new Model(page)), pageOptions)
  return () => new Model(shared())
}

export interface SharedBrowsingOptions extends SharedPageOptions {
  /** Prepares the page once (a route, say). */
  open?: (page: Page) => Promise<void>
  /** Given the page before each test: `each: (shared) => (page = shared)`. */
  each: (page: Page) => void
}

/**
 * sharedPage for tests that each open the address they test (page.goto: a new document each
 * time): one context for the block instead of one per test. After each test the page gets the
 * block's screen size and media back and this browser's storage is cleared.
 */
export function sharedBrowsing({ open, each, ...options }: SharedBrowsingOptions): void {
  let screen: ViewportSize | null = null
  const shared = sharedPage(async (page) => {
    screen = page.viewportSize()
    await open?.(page)
  }, options)
  test.beforeEach(() => each(shared()))
  test.afterEach(async () => {
    const page = shared()
    await page.emulateMedia({ media: null })
    if (screen) await page.setViewportSize(screen)
    await page.evaluate(() => {
      try {
        localStorage.clear()
        sessionStorage.clear()
      } catch {
        // about:blank has no storage
      }
    })
  })
}

/**
 * For the tests of a shared page that need a screen size of their own: `resize(viewport)` sets it
 * (before the test mounts its page); after the test the page gets the block's size back.
 */
function resizedPerTest(page: () => Page) {
  let screen: ViewportSize | null = null
  test.afterEach(async () => {
    if (screen) await page().setViewportSize(screen)
    screen = null
  })
  return async (viewport?: ViewportSize) => {
    if (!viewport) return
    screen ??= page().viewportSize()
    await page().setViewportSize(viewport)
  }
}

/**
 * sharedModel of the multi-tenant page for tests that change it: each test opens the page as a
 * new visit does (MultiTenantPage.reopen: storage cleared, the page mounted anew), `empty()`,
 * with the `worked()` example or with the share link of a `scenario()` (each analysed), on one
 * page whose code is loaded once; given a viewport, the page mounts at that size (put back after
 * the test).
 */
export function sharedMultiTenant(options: SharedPageOptions = {}) {
  const shared = sharedModel(MultiTenantPage, options)
  const resize = resizedPerTest(() => shared().page)
  return {
    empty: async (viewport?: ViewportSize) => {
      await resize(viewport)
      await shared().reopen()
      return shared()
    },
    worked: async (viewport?: ViewportSize) => {
      await resize(viewport)
      await shared().reopenWorkedExample()
      return shared()
    },
    scenario: async (scenario: unknown, viewport?: ViewportSize) => {
      await resize(viewport)
      await shared().reopenScenario(scenario)
      return shared()
    },
    /** The share link of `scenario` followed, without waiting for an analysis. */
    goTo: async (scenario: unknown) => {
      await shared().reopen(scenario)
      return shared()
    },
  }
}

/**
 * sharedModel of the home page for tests that change it: `reopen()` gives each test the
 * calculator as a new visit shows it (HomePage.reopen: storage cleared, the page mounted anew),
 * on one page opened once with `options.open`; given a viewport, it mounts at that size (put back
 * after the test). `shown()` is the page as the block's visit or the last test left it.
 */
export function sharedHome(options: SharedModelOptions<HomePage> = {}) {
  const shown = sharedModel(HomePage, options)
  const resize = resizedPerTest(() => shown().page)
  const reopen = async (viewport?: ViewportSize) => {
    await resize(viewport)
    await shown().reopen()
    return shown()
  }
  return { shown, reopen }
}

/** A test's start on a page shared by quote request tests (sharedQuoteRequests). */
export interface QuoteVisit {
  page: Page
  home: HomePage
  /** The stand-in for api.emailjs.com, this test's own (answers 200 unless told otherwise). */
  emailjs: EmailJsStub
}

/**
 * sharedPage for the quote request tests: each test starts with `visit()` on the calculator as a
 * new visit shows it (HomePage.reopen), with a stand-in for api.emailjs.com of its own, on one
 * page whose code (results, charts, quote form) is loaded once; `visit(viewport)` on a screen of
 * that size (the page mounts at that size; it is put back after the test). `mortgageQuote()`
 * goes on to the quote request of the PRODUCT.md 4.1 mortgage results.
 */
export function sharedQuoteRequests(options: SharedPageOptions = {}) {
  const home = sharedHome({ ...options, open: (results) => results.openMortgageResults() })
  let emailjs: EmailJsStub | undefined
  test.afterEach(async () => {
    await emailjs?.uninstall()
    emailjs = undefined
  })
  const visit = async (viewport?: ViewportSize): Promise<QuoteVisit> => {
    const { page } = home.shown()
    emailjs = await EmailJsStub.install(page)
    return { page, home: await home.reopen(viewport), emailjs }
  }
  const mortgageQuote = async (
    viewport?: ViewportSize,
  ): Promise<QuoteVisit & { quote: QuotePage }> => {
    const started = await visit(viewport)
    await started.home.mortgageResults()
    return { ...started, quote: await started.home.openQuote() }
  }
  return { visit, mortgageQuote }
}

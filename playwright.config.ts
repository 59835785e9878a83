import { defineConfig, devices } from '@playwright/test'
import { existsSync } from 'node:fs'
import { E2E_EMAILJS } from './e2e/emailjs-stub'

/**
 * End-to-end tests run in real Chromium against the production build, served by `vite preview`
 * with the same headers (CSP included) as a static host. A system Chromium is used when present
 * (Playwright cannot download its own browser everywhere); otherwise Playwright's own. Its
 * headless shell comes first, as Playwright's own headless runs do: the same Blink and V8 without
 * the desktop browser around them, so each test's context costs a third of the CPU time.
 * E2E_PORT and E2E_OUT_DIR let two runs share a machine without sharing a server.
 */
const port = Number(process.env.E2E_PORT ?? 4317)
const outDir = process.env.E2E_OUT_DIR ?? 'dist'
const systemChromium = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium-headless-shell',
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
].find((path) => path && existsSync(path))

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // CI runs on 2 cores; a third worker fills the time the others wait (LibreOffice, timers,
  // the worker's answers): 111 s instead of 125 s for the whole suite.
  workers: process.env.CI ? 3 : undefined,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    // Locally a failing test keeps its trace (actions, DOM snapshots, network, console). CI only
    // keeps its log, so it records none: recording for every test cost a tenth of the suite.
    // Screenshots are left out: the screencast cost a quarter of the suite on a 2-core machine.
    trace: process.env.CI ? 'off' : { mode: 'retain-on-failure', screenshots: false },
    // Copy buttons and Ctrl+C are checked by reading the clipboard back.
    permissions: ['clipboard-read', 'clipboard-write'],
    launchOptions: systemChromium
      ? {
          executablePath: systemChromium,
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--disable-quic',
            '--no-first-run',
          ],
        }
      : {},
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: `npx vite build --outDir ${outDir} --emptyOutDir --logLevel warn && npx vite preview --outDir ${outDir} --port ${port} --strictPort`,
    url: `http://localhost:${port}`,
    // The quote form needs EmailJS settings to attempt a send; tests intercept the request.
    env: {
      VITE_EMAILJS_PUBLIC_KEY: E2E_EMAILJS.publicKey,
      VITE_EMAILJS_SERVICE_ID: E2E_EMAILJS.serviceId,
      VITE_EMAILJS_TEMPLATE_ID: E2E_EMAILJS.templateId,
      VITE_LEAD_TO_EMAIL: E2E_EMAILJS.toEmail,
    },
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
})

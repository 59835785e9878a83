import { useRef, useState, type ChangeEvent } from 'react'
import type { Scenario } from '../../../finance/cash-flow/types'
import { copyText, downloadText } from '../../../lib/browser-files'
import { MAX_SCENARIO_BYTES, parseScenarioText, scenarioToJson } from '../scenario/scenario-codec'
import { encodeShareHash } from '../scenario/share-link'
import { tenantsText } from '../scenario/scenario-boot'
import { datedFileName } from '../../../lib/file-name'
import type { ScenarioState } from '../scenario/use-scenario'

/** The address that opens `scenario` on this page. */
export async function shareLink(
  scenario: Scenario,
  location: Pick<Location, 'origin' | 'pathname'>,
) {
  return `${location.origin}${location.pathname}#${await encodeShareHash(scenario)}`
}

async function readScenarioFile(file: File) {
  if (file.size > MAX_SCENARIO_BYTES)
    return { ok: false as const, message: 'The file is too large to be a scenario.' }
  return parseScenarioText(await file.text())
}

/**
 * Reset, Copy Share Link, Export Scenario and Import Scenario. Reset takes effect at once and
 * offers to restore the previous scenario; a refused import explains why and leaves the scenario as it was.
 */
export function ScenarioToolbar({ state }: { state: ScenarioState }) {
  const fileInput = useRef<HTMLInputElement>(null)
  const [manualLink, setManualLink] = useState<string | null>(null)
  const { scenario, notify } = state

  async function copyLink() {
    let link: string
    try {
      link = await shareLink(scenario, window.location)
    } catch (error) {
      console.warn('Copy Share Link: the scenario could not be compressed', error)
      notify('action', {
        tone: 'error',
        text: 'This browser could not make a share link. Use Export Scenario to share the scenario as a file.',
      })
      return
    }
    try {
      await copyText(link)
      setManualLink(null)
      notify('action', { tone: 'success', text: 'Link copied' })
    } catch {
      setManualLink(link)
      notify('action', {
        tone: 'error',
        text: 'The browser did not allow copying. Copy the share link from the field below.',
      })
    }
  }

  function exportScenario() {
    const fileName = datedFileName('cre-scenario', null, new Date(), 'json')
    downloadText(fileName, scenarioToJson(scenario), 'application/json')
    notify('action', { tone: 'success', text: `Scenario exported as ${fileName}` })
  }

  async function importScenario(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget
    const file = input.files?.[0]
    if (!file) return
    const result = await readScenarioFile(file).catch(() => ({
      ok: false as const,
      message: 'The file could not be read.',
    }))
    input.value = ''
    if (!result.ok) {
      notify('action', {
        tone: 'error',
        text: `The scenario was not imported: ${result.message} Your current scenario is unchanged.`,
      })
      return
    }
    state.load(result.scenario, {
      tone: 'success',
      text: `Scenario imported: ${tenantsText(result.scenario.tenants.length)}.${result.upgraded ? ` ${result.upgraded}` : ''}`,
      restore: { label: 'Restore Previous Scenario', scenario, doneText: 'The import was undone.' },
    })
  }

  return (
    <div className="scenario-toolbar no-print">
      <div className="scenario-toolbar__buttons">
        <button type="button" className="button button--secondary" onClick={copyLink}>
          Copy Share Link
        </button>
        <button type="button" className="button button--secondary" onClick={exportScenario}>
          Export Scenario
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => fileInput.current?.click()}
        >
          Import Scenario
        </button>
        <input
          ref={fileInput}
          type="file"
          accept="application/json,.json"
          hidden
          aria-hidden="true"
          tabIndex={-1}
          onChange={importScenario}
        />
        <button type="button" className="button button--danger" onClick={state.reset}>
          Reset
        </button>
      </div>
      {manualLink ? (
        <div className="field scenario-toolbar__link">
          <label htmlFor="scenario-share-link">Share link</label>
          <input
            id="scenario-share-link"
            type="text"
            readOnly
            value={manualLink}
            onFocus={(event) => event.currentTarget.select()}
          />
        </div>
      ) : null}
    </div>
  )
}

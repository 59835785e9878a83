import type { ScenarioState } from '../scenario/use-scenario'

/**
 * What happened to the scenario as a whole (share link, storage, reset, import, copy), with the
 * one button that takes it back where there is one. Errors are alerts; the rest is polite.
 */
export function ScenarioNotices({ state }: { state: ScenarioState }) {
  return (
    <div className="scenario-notices no-print" aria-live="polite">
      {state.notices.map((notice, index) => (
        <div
          key={`${index}-${notice.text}`}
          className={`notice notice--${notice.tone} scenario-notice`}
          role={notice.tone === 'error' ? 'alert' : 'status'}
        >
          <p>{notice.text}</p>
          {notice.restore ? (
            <button
              type="button"
              className="button button--secondary"
              onClick={() =>
                state.load(notice.restore!.scenario, {
                  tone: 'success',
                  text: notice.restore!.doneText,
                })
              }
            >
              {notice.restore.label}
            </button>
          ) : null}
          {notice.choices?.map((choice) => (
            <button
              key={choice.label}
              type="button"
              className="button button--secondary"
              onClick={() => {
                choice.choose()
                state.notify('storage', { tone: 'success', text: choice.doneText })
              }}
            >
              {choice.label}
            </button>
          ))}
        </div>
      ))}
    </div>
  )
}

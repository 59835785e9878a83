import { usePageMeta } from '../../components/page-meta'
import type { MarkdownDoc } from '../../lib/markdown-doc'
import './methodology.css'

const TITLE = 'How the Figures Are Computed'

/**
 * /methodology: every rule the calculators use, one section per calculator, each written beside
 * the engine it explains (markdown rendered at build time) with its worked example. The sections'
 * HTML comes from the repository's own files, never from a user.
 */
export function MethodologyPage({ docs }: { docs: readonly MarkdownDoc[] }) {
  usePageMeta(
    TITLE,
    'The formulas and rules behind every figure of the commercial mortgage, maximum loan and multi-tenant cash flow calculators, with worked examples.',
  )
  return (
    <article className="methodology">
      <h1 className="page-title">{TITLE}</h1>
      <p className="page-subtitle">
        Every rule the calculators apply, in plain words and formulas, with the public worked
        examples and the figures the site computes for them.
      </p>
      <nav className="methodology__contents no-print" aria-labelledby="methodology-contents">
        <h2 id="methodology-contents">Contents</h2>
        <ol>
          {docs.map((doc) => (
            <li key={doc.id}>
              <a href={`#${doc.id}`}>{doc.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      {docs.map((doc) => (
        <section
          key={doc.id}
          className="methodology__section"
          aria-labelledby={doc.id}
          dangerouslySetInnerHTML={{ __html: doc.html }}
        />
      ))}
    </article>
  )
}

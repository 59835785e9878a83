import { AnalysisTools } from './analysis-tools'
import { SeoText } from './seo-text'

/**
 * The tools overview and the guide under the calculator. They render with it, not after it: the
 * footer below then stays where it first shows, and a click on its links lands (about 2 KB gzip).
 */
export function HomeGuide() {
  return (
    <>
      <AnalysisTools />
      <SeoText />
    </>
  )
}

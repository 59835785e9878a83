import { AnalysisTools } from './analysis-tools'
import { SeoText } from './seo-text'

/** The tools overview and the guide under the calculator (loaded after the first paint). */
export default function HomeGuide() {
  return (
    <>
      <AnalysisTools />
      <SeoText />
    </>
  )
}

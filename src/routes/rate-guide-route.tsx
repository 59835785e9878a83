import { RateGuidePage } from '../features/rate-guide/rate-guide-page'

export function RateGuideRoute() {
  return <RateGuidePage />
}

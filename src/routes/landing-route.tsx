import { LandingPage } from '../features/landing/landing-page'

export function LandingRoute() {
  return <LandingPage />
}

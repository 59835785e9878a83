export function LandingRoute() {
  return <h1>Commercial Property Loan Calculator</h1>
}

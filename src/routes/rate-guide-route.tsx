export function RateGuideRoute() {
  return <h1>Rate & Term Guide</h1>
}

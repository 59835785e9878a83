export function HomeRoute() {
  return <h1>Commercial Mortgage Calculator</h1>
}

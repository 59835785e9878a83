import { MethodologyPage } from '../features/methodology/methodology-page'
import { METHODOLOGY_DOCS } from './methodology-docs'

export function MethodologyRoute() {
  return <MethodologyPage docs={METHODOLOGY_DOCS} />
}

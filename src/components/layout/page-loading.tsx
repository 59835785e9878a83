/** Shown while a page's code loads. */
export function PageLoading() {
  return (
    <p className="page-loading" role="status">
      Loading…
    </p>
  )
}

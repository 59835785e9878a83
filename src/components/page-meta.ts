import { useEffect } from 'react'

const SITE_NAME = 'CRE Loan Calculator'

/** Sets the document title and meta description of the page being shown. */
export function usePageMeta(title: string, description: string) {
  useEffect(() => {
    document.title = `${title} | ${SITE_NAME}`
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]')
    if (!meta) {
      meta = document.createElement('meta')
      meta.name = 'description'
      document.head.append(meta)
    }
    meta.content = description
  }, [title, description])
}

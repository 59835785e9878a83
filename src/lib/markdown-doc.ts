/**
 * A markdown file as the app imports it (`import doc from './rules.md'`): rendered to HTML at
 * build time by build/markdown-doc.ts, so no markdown parser ships to the browser.
 */
export interface MarkdownDoc {
  /** The file's name without `.md`: the id of its level-2 heading, a page anchor. */
  id: string
  /** The text of its one level-2 heading. */
  title: string
  /** The whole file as HTML, that heading first. */
  html: string
}

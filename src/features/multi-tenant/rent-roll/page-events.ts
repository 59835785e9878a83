import { fromEditor } from '../../../components/grid-copy'
import { listen } from '../../../lib/listen'
import type { AgGridPort } from './ag-grid-port'
import { keyPressOf } from './keymap'
import type { RentRollEditor } from './rent-roll-editor'

/**
 * Hands the page's events to the rent-roll editor until the returned function is called: every
 * key (in the capture phase, before the grid sees it), a mouse press, the page being hidden, text
 * typed into the key sink, and copy and paste on the rent roll. Keys, copies and pastes count as
 * the rent roll's only on its cells (`port.ownsEvent`): a filter box, a header or any other field
 * keeps its own, so Delete there never clears a cell and Ctrl+Z never undoes an edit.
 */
export function listenToPage(editor: RentRollEditor, port: AgGridPort): () => void {
  const onKey = (event: KeyboardEvent) => {
    if (!editor.onKey(keyPressOf(event), port.ownsEvent(event.target))) return
    event.preventDefault()
    event.stopPropagation()
  }
  const onPointer = (event: PointerEvent) =>
    editor.onPointerDown((event.target as Element).closest?.('[data-type-ahead-keep]') != null)
  // Shift+click extends the pick; the grid keeps the browser from focusing the cell then, so
  // the cell is focused here, for the keys that follow (Ctrl+C, Ctrl+D).
  const onClick = (event: MouseEvent) => {
    const cell = port.cellAt(event.target)
    if (!event.shiftKey || !cell) return
    editor.onShiftClick(cell.rowId)
    void port.focusCell(cell)
  }
  // In the capture phase: at the window and the document, these run before autosave's own
  // listeners (bubble phase), so that what the editor commits now is saved with the page.
  const onHidden = () => editor.onPageHidden()
  const onVisibility = () => document.hidden && editor.onPageHidden()
  const onSinkText = (event: Event) => {
    const sink = event.target as HTMLTextAreaElement
    if ((event as InputEvent).isComposing) return
    editor.onText(sink.value)
    sink.value = ''
  }
  const onPaste = (event: ClipboardEvent) => {
    const text = event.clipboardData?.getData('text/plain') ?? ''
    if (!port.ownsEvent(event.target) || fromEditor(event.target) || text === '') return
    event.preventDefault()
    editor.paste(text, port.focusedCell())
  }
  const onCopy = (event: ClipboardEvent) => {
    if (!port.ownsEvent(event.target) || fromEditor(event.target)) return
    const text = editor.copyText(port.focusedCell())
    if (text === null || !event.clipboardData) return
    event.clipboardData.setData('text/plain', text)
    event.preventDefault()
  }
  const sink = port.keySink()
  const capture = { capture: true }
  return listen(
    [document, 'keydown', onKey, capture],
    [document, 'pointerdown', onPointer, capture],
    [document, 'click', onClick],
    [window, 'pagehide', onHidden, capture],
    [document, 'visibilitychange', onVisibility, capture],
    [document, 'paste', onPaste],
    [document, 'copy', onCopy],
    ...(sink
      ? ([
          [sink, 'input', onSinkText],
          [sink, 'compositionend', onSinkText],
        ] as const)
      : []),
  )
}

import { useEffect, useRef } from 'react'
import { IMPORT_EXTENSIONS } from './read-import-file'
import type { RentRollImport } from './use-rent-roll-import'

/**
 * "Import Rent Roll": opens the browser's file picker for a rent roll file, and takes focus back
 * when the mapping step closes.
 */
export function ImportButton({ importer }: { importer: RentRollImport }) {
  const button = useRef<HTMLButtonElement>(null)
  const fileInput = useRef<HTMLInputElement>(null)
  const { closings, open } = importer
  useEffect(() => {
    if (closings > 0) button.current?.focus()
  }, [closings])
  return (
    <>
      <button
        ref={button}
        type="button"
        className="button button--secondary"
        onClick={() => fileInput.current?.click()}
      >
        Import Rent Roll
      </button>
      <input
        ref={fileInput}
        type="file"
        hidden
        aria-label="Rent roll file"
        accept={IMPORT_EXTENSIONS.join(',')}
        onChange={(event) => {
          open(event.target.files?.[0])
          // The same file chosen again is read again.
          event.target.value = ''
        }}
      />
    </>
  )
}

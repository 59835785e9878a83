// PLACEHOLDER: replaced by the quote-request work.
export function ThankYou({ onCalculateAnother }: { onCalculateAnother: () => void }) {
  return (
    <button type="button" onClick={onCalculateAnother}>
      Calculate Another Mortgage
    </button>
  )
}

/**
 * Every time bound of rent-roll editing, in one place. Nothing else in the editing waits on the
 * clock: keys are replayed when the row they were typed for exists and focus has landed there.
 */

/**
 * The longest an Enter on an edited cell waits for the figures of the edit. The worker answers in
 * a millisecond or two, and then the cell, the next cell and the new figures show in one frame;
 * a user who presses Enter never waits longer than this for the cursor to move, even when the
 * worker is slow (the figures then follow on their own).
 */
export const MAX_ENTER_WAIT_MS = 50

/**
 * The longest keys typed for a new row are kept while the row does not show or its cell does not
 * take focus (after Add Tenant, or Tab past the last row). Both happen within a frame or two; if
 * something keeps them from happening, the keys go into the rent roll within this time (as when
 * the page is hidden) and focus goes back to the rent roll, instead of the page swallowing keys.
 */
export const MAX_ROW_WAIT_MS = 2_000

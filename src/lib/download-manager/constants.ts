/**
 * Constants of the floating download windows (001 §9 "Download windows"; 001 §4 "Download manager").
 * Lengths in px, durations in ms.
 */

/** At most this many windows are expanded at once (001 §4, §9). */
export const MAX_EXPANDED_WINDOWS = 2;

/** A completed window closes itself this long after completion, in ms (001 §4, §9: 3 seconds). */
export const AUTO_CLOSE_MS = 3000;

/** Gap between stacked windows and between a window and the viewport's edge, in px (001 §9). */
export const WINDOW_OFFSET_PX = 20;

/** Height of a minimized window, in px (001 §9). */
export const MINIMIZED_HEIGHT_PX = 110;

/** Height of an expanded window with one item or none, in px (001 §9). */
export const EXPANDED_SINGLE_HEIGHT_PX = 310;

/** Height of an expanded window with more than one item, in px (001 §9). */
export const EXPANDED_MULTIPLE_HEIGHT_PX = 410;

/** Width of every window, in px (001 §9). */
export const WINDOW_WIDTH_PX = 420;

/** Maximum height of a window's item list (it scrolls beyond), in px (001 §9). */
export const ITEM_LIST_MAX_HEIGHT_PX = 190;

/** Duration of the animation that moves windows to their new place, in ms (001 §9). */
export const REPOSITION_MS = 600;

/** Viewport resizes are handled this long after the last one, in ms (001 §9). */
export const RESIZE_DEBOUNCE_MS = 300;

/**
 * At most this many windows run their loop at the same time; later ones wait, in state
 * `preparing`, for a running one to end. Decision (001 leaves it open): bounds the load a user
 * starting many downloads puts on the server; each window still fetches its items one by one.
 */
export const MAX_RUNNING_WINDOWS = 2;

/** The page origin of jsdom: the API is served same-origin under /api, as in production. */
export const ORIGIN = typeof window === "undefined" ? "http://localhost:3000" : window.location.origin;

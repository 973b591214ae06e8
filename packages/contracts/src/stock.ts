// Limits of an admin stock change, shared by the API's schema and the back-office form. No zod
// here: the back-office product screens import it, and zod would double their download.

/** The longest reason a stock change may carry ("+12 received", "-1 damaged", ...). */
export const STOCK_REASON_MAX = 200;

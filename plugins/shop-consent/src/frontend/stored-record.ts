/**
 * Internal dependencies
 */
import type { ConsentRecord } from './types';

/**
 * The record in the `shop_consent` cookie, as the first head snippet read it before first paint
 * (`window.shopConsentStored`, PHP's StoredDecisionScript: null without a valid record of the configured version).
 * The core reads the cookie no more; it keeps the global current when a decision or the migration stores a record.
 *
 * @param win Window.
 */
export const storedRecord = ( win: Window ): ConsentRecord | null =>
	win.shopConsentStored ?? null;

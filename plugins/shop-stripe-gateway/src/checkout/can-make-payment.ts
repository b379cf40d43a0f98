/**
 * Internal dependencies
 */
import type { CardMethodSettings } from './types';

/**
 * Whether the block checkout may offer the card method: only once the gateway has its API keys.
 * Pure, so the checkout can call it as often as it likes.
 *
 * @param settings Public settings of the method.
 */
export function canMakePayment( settings: CardMethodSettings ): boolean {
	return settings.isConfigured === true;
}

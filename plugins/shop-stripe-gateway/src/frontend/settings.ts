/**
 * The client settings of a classic payment page, printed by ShopStripeGateway\Checkout\ClassicScripts as JSON.
 */

/**
 * Internal dependencies
 */
import type { ClientSettings } from '../common/client-settings';

/** Id of the JSON element (ClassicScripts::SETTINGS_ID). */
export const SETTINGS_ID = 'shop-stripe-gateway-settings';

/**
 * The settings, or null when the page has none or they do not parse (then the core does nothing).
 *
 * @param doc The document.
 */
export function readSettings( doc: Document ): ClientSettings | null {
	const text = doc.getElementById( SETTINGS_ID )?.textContent ?? '';
	try {
		const settings: unknown = JSON.parse( text );
		return settings && typeof settings === 'object'
			? ( settings as ClientSettings )
			: null;
	} catch {
		return null;
	}
}

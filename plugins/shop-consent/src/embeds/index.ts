/**
 * Placeholders of blocked embeds (handle `shop-consent-embeds`), enqueued by PHP only on pages holding one.
 * Runs after the storefront core has booted, so `window.shopConsent` tells the category in force.
 */

/**
 * Internal dependencies
 */
import { bindEmbedPlaceholders } from './embed-placeholders';
import './embeds.scss';

if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', () =>
		bindEmbedPlaceholders( window )
	);
} else {
	bindEmbedPlaceholders( window );
}

/**
 * Script of the pre-loader only (handle shop-theme-preloader), enqueued by ShopTheme\Behaviours\Preloader when its
 * option is on: the option is off by default, so the core every page loads does not carry it.
 */

/**
 * External dependencies
 */
import { domReady } from '@shop-bundle/storefront-runtime/dom-ready';

/**
 * Internal dependencies
 */
import { initPreloader } from './preloader';

domReady( document, () => {
	const loader = document.getElementById( 'shop-theme-loader' );
	if ( loader ) {
		initPreloader( loader, window );
	}
} );

/**
 * Storefront core of Shop Theme, without React: enqueued by ShopTheme\Behaviours\Core on storefront pages (the header's
 * menu and side bar are on every one). Each behaviour acts only where its markup is on the page; the optional ones
 * (back to top, tooltips) have markup only when their option is on. The two options that are off by default and
 * harm a page (the pre-loader, reload on resize) have scripts of their own, so no page carries them unasked.
 */

/**
 * External dependencies
 */
import { domReady } from '@shop-bundle/storefront-runtime/dom-ready';
import { markReady } from '@shop-bundle/storefront-runtime/mark-ready';

/**
 * Internal dependencies
 */
import { initMenu } from './menu';
import { initSideBars } from './side-bar';
import { initBackToTop } from './back-to-top';
import { initTooltips } from './tooltips';
import { initFormReset } from './form-reset';
import { initCommentForm } from './comment-form';
import { initCartEventBridge } from './cart-event-bridge';
import type { JQueryLike } from './cart-event-bridge';
import { readSettings } from './settings';
import { wireQuickView } from './quick-view';
import { wireWishlist } from './wishlist';
import { keepCartLinkCount } from './cart-link-count';
import type { CartData } from './cart-link-count';

domReady( document, () => {
	initMenu( document );
	initSideBars( document, window );
	const backToTop = document.querySelector< HTMLButtonElement >(
		'.shop-theme-back-to-top'
	);
	if ( backToTop ) {
		initBackToTop( backToTop, window );
	}
	initTooltips( document );
	initFormReset( document );
	initCommentForm( document );
	initCartEventBridge(
		document,
		( window as Window & { jQuery?: JQueryLike } ).jQuery
	);
	const { shop } = readSettings( document );
	// Quick view and wishlist: PHP gives their part only on pages that show their buttons or the wishlist list.
	if ( shop?.quickView.markup ) {
		wireQuickView( document, shop );
	}
	if ( shop?.wishlistUrl ) {
		wireWishlist( document, shop );
	}
	markReady( document.documentElement, 'shop-theme' );
} );

// After the load: the block cart's scripts, which bring `wp.data` and the cart's store, have run.
window.addEventListener( 'load', () =>
	keepCartLinkCount(
		document,
		( window as Window & { wp?: { data?: CartData } } ).wp?.data
	)
);

/**
 * Script of the wishlist page only (handle shop-theme-wishlist-page, after the core): draws the pattern's list each
 * time the core publishes the shopper's list in `<html data-shop-wishlist-items>`. The core's click handling removes
 * an item (the list's buttons are wishlist toggles), so this file only draws.
 */

/**
 * External dependencies
 */
import { warn } from '@shop-bundle/storefront-runtime/warn';

/**
 * Internal dependencies
 */
import { readSettings } from './settings';
import { renderWishlistPage } from './wishlist-page';

const root = document.documentElement;
const list = document.querySelector< HTMLElement >(
	'[data-shop-wishlist-list]'
);
const settings = readSettings( document ).shop;

const draw = () => {
	const items = root.dataset.shopWishlistItems;
	if ( list && settings && items !== undefined ) {
		renderWishlistPage(
			list,
			items ? items.split( ',' ).map( Number ) : [],
			settings
		).catch( ( error ) => warn( settings.labels.failed, error.message ) );
	}
};

new MutationObserver( draw ).observe( root, {
	attributeFilter: [ 'data-shop-wishlist-items' ],
} );
draw();

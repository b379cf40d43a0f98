/**
 * How a change of the filter is drawn, by the listing the page shows (README "The storefront filter").
 */

/**
 * Internal dependencies
 */
import { LISTING } from './redraw';
import { routerMapped } from './router';
import type { FilterConfig } from './types';

/**
 * - `router`: the listing is WooCommerce's product collection, a router region: the Interactivity API router draws
 *   the page at the link (its product buttons live), the core draws the form's zone from the same page;
 * - `rest`: the classic `ul.products` loop (its buttons are plain links WooCommerce's scripts delegate), or no
 *   listing on the page: the REST answer is drawn;
 * - `load`: a product collection the router cannot draw (no router in the import map, or a link to another page):
 *   the link is loaded as a page, since markup written into a collection by hand stays dead.
 */
export type ListingMode = 'router' | 'rest' | 'load';

/**
 * The listing's path: without the page number, which a change resets.
 *
 * @param address An address.
 */
const listingPath = ( address: string ) =>
	new URL( address ).pathname.replace( /\/page\/\d+\/?$/, '/' );

/**
 * How the page draws a change.
 *
 * @param doc     The page.
 * @param config  The form's config.
 * @param link    The link of the change.
 * @param current The page's address.
 */
export function listingMode(
	doc: Document,
	config: FilterConfig,
	link: string,
	current: string
): ListingMode {
	const collection =
		config.listing === 'block' ? doc.querySelector( LISTING.block ) : null;
	if ( ! collection ) {
		return 'rest';
	}
	const region = collection.closest(
		'[data-wp-interactive][data-wp-router-region], [data-wp-interactive] [data-wp-router-region]'
	);
	return region &&
		routerMapped( doc ) &&
		listingPath( link ) === listingPath( current )
		? 'router'
		: 'load';
}

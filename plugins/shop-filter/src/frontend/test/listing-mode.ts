/**
 * Internal dependencies
 */
import { DEFAULT_CONFIG } from '../config';
import { listingMode } from '../listing-mode';
import { ROUTER } from '../router';

const SHOP = 'https://shop.test/shop/';
const MAP = `<script type="importmap">{"imports":{"${ ROUTER }":"/router.js"}}</script>`;
const COLLECTION =
	'<div class="wp-block-woocommerce-product-collection" data-wp-interactive="woocommerce/product-collection" data-wp-router-region="wc-product-collection-0"></div>';

describe( 'listingMode', () => {
	it.each( [
		[
			'router',
			'a product collection that is a router region',
			'block',
			MAP + COLLECTION,
			`${ SHOP }?filter=1&pa_color=red`,
			SHOP,
		],
		[
			'router',
			'a change from a later page of the same listing',
			'block',
			MAP + COLLECTION,
			`${ SHOP }?filter=1`,
			`${ SHOP }page/2/?filter=1`,
		],
		[ 'rest', 'the classic loop', 'classic', MAP + COLLECTION, SHOP, SHOP ],
		[ 'rest', 'no listing on the page', 'block', MAP, SHOP, SHOP ],
		[
			'load',
			'a collection without router region',
			'block',
			MAP + '<div class="wp-block-woocommerce-product-collection"></div>',
			SHOP,
			SHOP,
		],
		[
			'load',
			'no router in the import map',
			'block',
			COLLECTION,
			SHOP,
			SHOP,
		],
		[
			'load',
			'a link to another page',
			'block',
			MAP + COLLECTION,
			'https://shop.test/results/?filter=1',
			SHOP,
		],
	] )( '%s for %s', ( mode, _name, listing, markup, link, current ) => {
		document.body.innerHTML = markup;
		expect(
			listingMode(
				document,
				{ ...DEFAULT_CONFIG, listing: listing as 'block' | 'classic' },
				link,
				current
			)
		).toBe( mode );
	} );
} );

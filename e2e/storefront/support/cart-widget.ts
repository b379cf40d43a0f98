/**
 * The classic Cart widget, the one place where WooCommerce 11 loads `wc-cart-fragments`, and what that script keeps in
 * the browser.
 */

/**
 * External dependencies
 */
import type { Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { expect, requireWooCommerce, test } from '../../support/test';

/**
 * A page of the classic Cart widget with "Hide if cart is empty" on (WooCommerce's `woocommerce_widget_cart` in a
 * legacy-widget block: the theme has no widget areas) above a classic listing of three simple products, made for the
 * tests of the calling file and deleted after them. The widget is what makes WooCommerce 11 load `wc-cart-fragments`.
 *
 * @return The page's path, once made.
 */
export function useCartWidgetPage(): () => string {
	let page: { id: number } | undefined;

	test.beforeAll( async ( { requestUtils } ) => {
		requireWooCommerce();
		const form = 'widget-woocommerce_widget_cart[1]';
		const { instance } = await requestUtils.rest< { instance: object } >( {
			method: 'POST',
			path: '/wp/v2/widget-types/woocommerce_widget_cart/encode',
			data: {
				instance: {},
				form_data: `${ form }[title]=Cart&${ form }[hide_if_empty]=1`,
			},
		} );
		const widget = { idBase: 'woocommerce_widget_cart', instance };
		page = await requestUtils.createPage( {
			title: 'Cart widget',
			status: 'publish',
			content: `<!-- wp:legacy-widget ${ JSON.stringify( widget ) } /-->
<!-- wp:shortcode -->[products skus="cap,beanie,logo-t-shirt" columns="3"]<!-- /wp:shortcode -->`,
		} );
	} );

	test.afterAll( async ( { requestUtils } ) => {
		if ( page ) {
			await requestUtils.rest( {
				method: 'DELETE',
				path: `/wp/v2/pages/${ page.id }`,
				params: { force: true },
			} );
		}
	} );

	return () => `/?page_id=${ page?.id }`;
}

/** What `wc-cart-fragments` keeps in the browser. */
export interface KeptFragments {
	/** `wc_fragments_<site hash>` of session storage: selector to markup. */
	fragments: Record< string, string > | null;
	/** `wc_cart_hash_<site hash>` of session storage and of local storage. */
	sessionHash: string | null;
	localHash: string | null;
	/** `wc_cart_created`, ms since the epoch. */
	created: number | null;
}

/**
 * @param page The page.
 * @return What the page's `wc-cart-fragments` keeps in the browser.
 */
export function keptFragments( page: Page ): Promise< KeptFragments > {
	return page.evaluate( () => {
		const key = ( storage: Storage, prefix: string ) =>
			Object.keys( storage ).find( ( name ) =>
				name.startsWith( prefix )
			);
		const read = ( storage: Storage, prefix: string ) => {
			const name = key( storage, prefix );
			return name === undefined ? null : storage.getItem( name );
		};
		const fragments = read( sessionStorage, 'wc_fragments_' );
		const created = sessionStorage.getItem( 'wc_cart_created' );
		return {
			fragments: fragments === null ? null : JSON.parse( fragments ),
			sessionHash: read( sessionStorage, 'wc_cart_hash_' ),
			localHash: read( localStorage, 'wc_cart_hash_' ),
			created: created === null ? null : Number( created ),
		};
	} );
}

/**
 * Waits until the page's `wc-cart-fragments` has drawn the fragments it asked for as it loaded (a tab with nothing kept
 * asks at once). WooCommerce draws whichever answer comes last: an Add to cart answered before that first ask is
 * drawn over by the cart as it was when the ask left (the widget shown, without the product). A shopper's first tap
 * comes after the page has drawn; a script's comes within milliseconds, and met it on a loaded machine.
 *
 * @param page The page, just loaded.
 */
export async function fragmentsDrawn( page: Page ): Promise< void > {
	await expect
		.poll( async () => ( await keptFragments( page ) ).fragments )
		.not.toBeNull();
}

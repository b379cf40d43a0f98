/**
 * What an order keeps of where its shopper came from, as Shop Consent lets WooCommerce's order attribution track:
 * after a reject in the banner the order has no attribution at all (no `_wc_order_attribution_*` meta, "Unknown" on
 * the order screen) and no `sbjs_*` cookie is ever written; with consent, on the classic (shortcode) checkout, the
 * hidden attribution inputs of the checkout form carry the campaign and it reaches the order.
 *
 * e2e/shop-consent/attribution.spec.ts already proves, before the order, that a reject leaves no `sbjs_*` cookie on
 * each page of the walk and that its order's attribution box names no source; these read what the order stores.
 * The block checkout with consent is e2e/storefront/shopper-path.spec.ts.
 */

/**
 * Internal dependencies
 */
import {
	test,
	expect,
	requireWooCommerce,
	shopperState,
} from '../support/test';
import {
	CAMPAIGN,
	REFERRER,
	attributionBox,
	attributionMeta,
	landFromCampaign,
	recordSbjsWrites,
	sbjsCookies,
} from './support/attribution';
import {
	PURCHASE,
	deleteGuestOrdersAfterEach,
	fillBlockCheckout,
	placeBlockOrder,
	placeClassicOrder,
	putPurchaseInCart,
} from './support/order';
import { useClassicCartAndCheckout } from './support/woo-settings';

test.use( { storageState: shopperState } );

/** What the order keeps of the newsletter visit (WooCommerce's field names, without their prefix). */
const CAMPAIGN_ATTRIBUTION = {
	source_type: 'utm',
	referrer: REFERRER,
	...CAMPAIGN,
};

test.describe( 'order attribution in the order @woocommerce', () => {
	test.beforeEach( () => {
		requireWooCommerce();
	} );

	deleteGuestOrdersAfterEach();

	test( 'a newsletter reader who rejects cookies places an order without attribution, and no sbjs cookie is ever written', async ( {
		page,
		browser,
		requestUtils,
	} ) => {
		test.slow();
		const written = await recordSbjsWrites( page.context() );
		await landFromCampaign( page, 'Reject all' );

		await putPurchaseInCart( page );
		await page.goto( '/checkout/' );
		await fillBlockCheckout( page );
		const id = await placeBlockOrder( page );
		await expect(
			page
				.getByRole( 'main' )
				.getByRole( 'listitem' )
				.filter( { hasText: 'Total:' } )
		).toHaveText( `Total: ${ PURCHASE.total }` );

		expect( await attributionMeta( requestUtils, id ) ).toEqual( {} );
		expect( await attributionBox( browser, id ) ).toEqual( {
			origin: 'Unknown',
			hasDetails: false,
			source: [],
			medium: [],
			campaign: [],
		} );
		expect( await sbjsCookies( page ) ).toEqual( [] );
		expect( written ).toEqual( [] );
	} );

	test.describe( 'on the classic checkout', () => {
		let restorePages: () => Promise< void >;

		test.beforeEach( async ( { requestUtils } ) => {
			restorePages = await useClassicCartAndCheckout( requestUtils );
		} );

		test.afterEach( async () => {
			await restorePages?.();
		} );

		test( 'a newsletter reader who accepts cookies sends the campaign in the checkout form’s hidden inputs, and the order keeps it', async ( {
			page,
			requestUtils,
		} ) => {
			test.slow();
			const written = await recordSbjsWrites( page.context() );
			await landFromCampaign( page, 'Accept all' );

			await putPurchaseInCart( page );
			await page.goto( '/classic-cart/' );
			await expect(
				page.getByRole( 'row', { name: `Total ${ PURCHASE.total }` } )
			).toBeVisible();
			await page
				.getByRole( 'link', { name: 'Proceed to checkout' } )
				.click();
			await expect( page ).toHaveURL( /\/classic-checkout\/$/ );

			const form = page.getByRole( 'form', { name: 'Checkout' } );
			for ( const [ field, value ] of Object.entries(
				CAMPAIGN_ATTRIBUTION
			) ) {
				await expect(
					form.locator(
						`wc-order-attribution-inputs input[name="wc_order_attribution_${ field }"]`
					),
					field
				).toHaveValue( value );
			}

			const id = await placeClassicOrder( page );
			expect( await attributionMeta( requestUtils, id ) ).toMatchObject(
				CAMPAIGN_ATTRIBUTION
			);
			// The recorder sees sourcebuster's writes (the reject test's empty list means something).
			expect( written ).toContain( 'sbjs_current' );
		} );
	} );
} );

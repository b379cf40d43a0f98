/**
 * Helpers of the attribution specs: a visit from the newsletter's campaign, the `sbjs_*` cookies of WooCommerce's
 * sourcebuster, and the attribution an order keeps (its wc/v3 meta and the order screen's box).
 */

/**
 * External dependencies
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';

/**
 * Internal dependencies
 */
import { expect } from '../../support/test';
import { asAdmin } from './order';

/** The campaign of the newsletter a shopper follows, as utm parameters. */
export const CAMPAIGN = {
	utm_source: 'newsletter',
	utm_medium: 'email',
	utm_campaign: 'autumn',
};

/** The external page the shopper comes from. */
export const REFERRER = 'https://news.example.com/autumn-issue';

/** The prefix of WooCommerce's order attribution meta keys. */
const ATTRIBUTION_META = '_wc_order_attribution_';

/**
 * Lands on the front page from the newsletter (an external referrer and the campaign's utm parameters) and answers
 * Shop Consent's banner with one of its buttons, which closes it.
 *
 * @param page   The shopper's page.
 * @param answer The banner's button.
 */
export async function landFromCampaign(
	page: Page,
	answer: 'Accept all' | 'Reject all'
): Promise< void > {
	const query = new URLSearchParams( CAMPAIGN ).toString();
	await page.goto( `/?${ query }`, { referer: REFERRER } );
	await page.getByRole( 'button', { name: answer } ).click();
	await expect(
		page.getByRole( 'button', { name: 'Accept all' } )
	).toBeHidden();
}

/**
 * Names of the `sbjs_*` cookies (WooCommerce's sourcebuster) the shopper has.
 *
 * @param page The shopper's page.
 */
export async function sbjsCookies( page: Page ): Promise< string[] > {
	return ( await page.context().cookies() )
		.map( ( c ) => c.name )
		.filter( ( name ) => name.startsWith( 'sbjs_' ) );
}

/**
 * Records the `sbjs_*` cookies any page of the context writes with a value from now on, so one set and deleted again
 * within a page is seen too (deleting writes, with an empty value, are not counted).
 *
 * @param context The shopper's browser context, before its pages load.
 * @return The names written, filled as pages run.
 */
export async function recordSbjsWrites(
	context: BrowserContext
): Promise< string[] > {
	const written: string[] = [];
	await context.exposeBinding( 'shopE2eSbjsWritten', ( _, name: string ) =>
		written.push( name )
	);
	await context.addInitScript( () => {
		const cookie = Object.getOwnPropertyDescriptor(
			Document.prototype,
			'cookie'
		);
		const report = ( name: string ) =>
			(
				window as unknown as {
					shopE2eSbjsWritten: ( written: string ) => void;
				}
			 ).shopE2eSbjsWritten( name );
		Object.defineProperty( Document.prototype, 'cookie', {
			configurable: true,
			get: cookie?.get,
			set( this: Document, value: string ) {
				const pair = String( value ).split( ';' )[ 0 ];
				const at = pair.indexOf( '=' );
				const name = pair.slice( 0, at ).trim();
				if (
					name.startsWith( 'sbjs_' ) &&
					pair.slice( at + 1 ).trim()
				) {
					report( name );
				}
				cookie?.set?.call( this, value );
			},
		} );
	} );
	return written;
}

/**
 * WooCommerce's order attribution meta of an order, read as admin through wc/v3, without its prefix.
 *
 * @param requestUtils Admin REST.
 * @param id           The order.
 */
export async function attributionMeta(
	requestUtils: RequestUtils,
	id: number
): Promise< Record< string, string > > {
	const order = await requestUtils.rest< {
		meta_data: { key: string; value: unknown }[];
	} >( { path: `/wc/v3/orders/${ id }` } );
	return Object.fromEntries(
		order.meta_data
			.filter( ( { key } ) => key.startsWith( ATTRIBUTION_META ) )
			.map( ( { key, value } ) => [
				key.slice( ATTRIBUTION_META.length ),
				String( value ),
			] )
	);
}

/**
 * What WooCommerce's order attribution box shows on an order screen, its details opened when it has any.
 *
 * @param admin The admin's page, on the order screen.
 */
export async function readAttributionBox( admin: Page ) {
	// WooCommerce 10.6 draws the box without the region role 11.0 gives it; its class is the same in both.
	const box = admin.locator(
		'.order-attribution-metabox:not(.customer-history)'
	);
	await expect( box ).toBeVisible();
	const details = box.getByRole( 'link', { name: 'Show details' } );
	const hasDetails = await details.isVisible();
	if ( hasDetails ) {
		await details.click();
	}
	const text = async ( field: string ) =>
		(
			await box
				.locator( `.order-attribution-${ field }` )
				.allTextContents()
		).map( ( value ) => value.trim() );
	return {
		origin: ( await text( 'origin' ) ).join( '' ),
		hasDetails,
		source: await text( 'utm-source' ),
		medium: await text( 'utm-medium' ),
		campaign: await text( 'utm-campaign' ),
	};
}

/**
 * What WooCommerce's order attribution box shows an admin for an order.
 *
 * @param browser The browser.
 * @param id      The order.
 */
export function attributionBox( browser: Browser, id: number ) {
	return asAdmin( browser, async ( admin ) => {
		await admin.goto(
			`/wp-admin/admin.php?page=wc-orders&action=edit&id=${ id }`
		);
		return readAttributionBox( admin );
	} );
}

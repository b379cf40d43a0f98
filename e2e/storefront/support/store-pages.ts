/**
 * Helpers of the store pages spec: logging in through My account, password fields and their toggles, a customer made
 * for a test, the catalogue's prices, and WooCommerce's coming-soon banner.
 */

/**
 * External dependencies
 */
import type { Locator, Page } from '@playwright/test';

/**
 * WordPress dependencies
 */
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';

/**
 * Internal dependencies
 */
import { expect } from '../../support/test';
import { keepAdminWooField, setWooOptions } from './store-options';

/**
 * Sends My account's login form.
 *
 * @param page     The page.
 * @param login    User name or email address.
 * @param password Password.
 */
export async function logIn( page: Page, login: string, password: string ) {
	await page.goto( '/my-account/' );
	await page.getByLabel( /^Username or email address/ ).fill( login );
	await page.getByLabel( /^Password/ ).fill( password );
	await page.getByRole( 'button', { name: 'Log in' } ).click();
}

/**
 * The show/hide button WooCommerce adds beside a password field.
 *
 * @param field The password field.
 */
export const passwordToggle = ( field: Locator ): Locator =>
	field.locator( '..' ).getByRole( 'button' );

/**
 * Fails unless the password field shows its text exactly when `shown`, its toggle named for what it does next.
 *
 * @param field The password field.
 * @param shown Whether its text is shown.
 */
export async function expectPassword( field: Locator, shown: boolean ) {
	await expect( field ).toHaveAttribute(
		'type',
		shown ? 'text' : 'password'
	);
	await expect( passwordToggle( field ) ).toHaveAccessibleName(
		shown ? 'Hide password' : 'Show password'
	);
}

/**
 * Makes a customer and returns their login, password and what deletes them.
 *
 * @param requestUtils Admin REST client.
 */
export async function createCustomer( requestUtils: RequestUtils ) {
	const login = `shopper${ Date.now() }`;
	const password = 'a long enough password 42';
	const { id } = await requestUtils.rest< { id: number } >( {
		path: '/wc/v3/customers',
		method: 'POST',
		data: { email: `${ login }@example.com`, username: login, password },
	} );
	const remove = async () => {
		await requestUtils.rest( {
			path: `/wc/v3/customers/${ id }`,
			method: 'DELETE',
			params: { force: true },
		} );
	};
	return { login, password, remove };
}

/**
 * Each product's lowest and highest price (they differ for a variable product), from the Store API, by name.
 *
 * @param page The page (its request context).
 */
export async function catalogPrices( page: Page ) {
	const answer = await page.request.get(
		'/?rest_route=/wc/store/v1/products&per_page=100'
	);
	const products: {
		name: string;
		prices: {
			price: string;
			price_range: null | { min_amount: string; max_amount: string };
		};
	}[] = await answer.json();
	return new Map(
		products.map( ( { name, prices } ) => [
			name,
			{
				lowest: Number(
					prices.price_range?.min_amount ?? prices.price
				),
				highest: Number(
					prices.price_range?.max_amount ?? prices.price
				),
			},
		] )
	);
}

/**
 * Fails unless the products in the grid are listed by price: up by the lowest price, or down by the highest.
 *
 * @param grid      The product grid.
 * @param prices    The catalogue's prices (`catalogPrices`).
 * @param direction 1 up, -1 down.
 */
export async function expectListedByPrice(
	grid: Locator,
	prices: Awaited< ReturnType< typeof catalogPrices > >,
	direction: 1 | -1
) {
	const names = await grid.getByRole( 'heading' ).allInnerTexts();
	const listed = names.map(
		( name ) =>
			direction *
			( prices.get( name )?.[ direction > 0 ? 'lowest' : 'highest' ] ??
				NaN )
	);
	expect( listed, names.join( ', ' ) ).toHaveLength( prices.size );
	expect( listed, names.join( ', ' ) ).toEqual(
		[ ...listed ].sort( ( a, b ) => a - b )
	);
}

/**
 * WooCommerce's coming-soon banner and its dismiss control. The control is an `<a>` without href or text (an icon
 * drawn by WooCommerce's stylesheet), so it has no role or name to find it by.
 *
 * @param page The page.
 */
export function comingSoonBanner( page: Page ) {
	const banner = page.locator( '#coming-soon-footer-banner' );
	return {
		banner,
		dismiss: banner.locator( '.coming-soon-footer-banner-dismiss' ),
	};
}

/**
 * Puts the whole store in coming-soon mode and returns what puts it back, with the admin's banner dismissal (the
 * test may store one).
 *
 * @param requestUtils Admin REST client.
 */
export async function enterComingSoonMode( requestUtils: RequestUtils ) {
	const restoreDismissal = await keepAdminWooField(
		requestUtils,
		'coming_soon_banner_dismissed'
	);
	const restoreMode = await setWooOptions( requestUtils, {
		woocommerce_coming_soon: 'yes',
		woocommerce_store_pages_only: 'no',
	} );
	return async () => {
		await restoreMode();
		await restoreDismissal();
	};
}

/**
 * The admin's stored dismissal of the coming-soon banner, as WooCommerce's REST field on the user shows it.
 *
 * @param requestUtils Admin REST client.
 */
export async function bannerDismissal(
	requestUtils: RequestUtils
): Promise< string > {
	const me = await requestUtils.rest< {
		woocommerce_meta: Record< string, string >;
	} >( { path: '/wp/v2/users/me', params: { context: 'edit' } } );
	return me.woocommerce_meta.coming_soon_banner_dismissed;
}

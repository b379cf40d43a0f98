/**
 * Logging in as a person does (through the forms), and the shopper account the "My account" screenshots use, with
 * the order its order-received page shows.
 */

/** The shopper whose account page is shot; created once, kept between runs. */
export const SHOPPER = Object.freeze( {
	email: 'screenshots@example.com',
	username: 'screenshots',
	password: 'screenshots-password',
	first_name: 'Sam',
	last_name: 'Rivera',
} );

/**
 * @param {import('@playwright/test').Page}  page
 * @param {string}                           base  Site URL.
 * @param {{user: string, password: string}} admin From the stack's facts.
 */
export async function logInAsAdmin( page, base, admin ) {
	await page.goto( `${ base }/wp-login.php` );
	await page.locator( '#user_login' ).fill( admin.user );
	await page.locator( '#user_pass' ).fill( admin.password );
	await Promise.all( [
		page.waitForURL( /wp-admin/ ),
		page.locator( '#wp-submit' ).click(),
	] );
}

/**
 * @param {import('@playwright/test').Page} adminPage Logged in as admin.
 * @param {string}                          base      Site URL.
 * @return {Promise<Record<string, string>>} The REST nonce header of the admin's session.
 */
export async function restHeaders( adminPage, base ) {
	const nonce = await (
		await adminPage.request.get(
			`${ base }/wp-admin/admin-ajax.php?action=rest-nonce`
		)
	).text();
	return { 'X-WP-Nonce': nonce };
}

/**
 * Creates the shopper through WooCommerce's REST API unless they exist, with the admin's session.
 *
 * @param {import('@playwright/test').Page} adminPage Logged in as admin.
 * @param {string}                          base      Site URL.
 */
export async function ensureShopper( adminPage, base ) {
	const headers = await restHeaders( adminPage, base );
	const existing = await (
		await adminPage.request.get(
			`${ base }/wp-json/wc/v3/customers?email=${ encodeURIComponent( SHOPPER.email ) }`,
			{ headers }
		)
	).json();
	if ( Array.isArray( existing ) && existing.length ) {
		return;
	}
	const created = await adminPage.request.post(
		`${ base }/wp-json/wc/v3/customers`,
		{
			headers,
			data: {
				...SHOPPER,
				billing: {
					first_name: SHOPPER.first_name,
					last_name: SHOPPER.last_name,
					city: 'Leeds',
					country: 'GB',
				},
			},
		}
	);
	if ( ! created.ok() ) {
		throw new Error(
			`Could not create the shopper: ${ await created.text() }`
		);
	}
}

/**
 * @param {import('@playwright/test').Page} page A storefront page.
 * @param {string}                          base Site URL.
 */
export async function logInAsShopper( page, base ) {
	await page.goto( `${ base }/my-account/` );
	await page.locator( '#username' ).fill( SHOPPER.username );
	await page.locator( '#password' ).fill( SHOPPER.password );
	await Promise.all( [
		page.waitForLoadState( 'load' ),
		page.getByRole( 'button', { name: 'Log in' } ).click(),
	] );
}

/**
 * The shopper's order (one product, processing), made through WooCommerce's REST API on the first run and kept.
 *
 * @param {import('@playwright/test').Page} adminPage Logged in as admin, after ensureShopper().
 * @param {string}                          base      Site URL.
 * @param {number}                          productId A simple product.
 * @return {Promise<{id: number, key: string}>} The order and its key (for the order-received URL).
 */
export async function ensureShopperOrder( adminPage, base, productId ) {
	const headers = await restHeaders( adminPage, base );
	const [ customer ] = await (
		await adminPage.request.get(
			`${ base }/wp-json/wc/v3/customers?email=${ encodeURIComponent( SHOPPER.email ) }`,
			{ headers }
		)
	).json();
	const [ existing ] = await (
		await adminPage.request.get(
			`${ base }/wp-json/wc/v3/orders?customer=${ customer.id }&per_page=1`,
			{ headers }
		)
	).json();
	const address = {
		first_name: SHOPPER.first_name,
		last_name: SHOPPER.last_name,
		address_1: '12 Park Row',
		city: 'Leeds',
		postcode: 'LS1 5HD',
		country: 'GB',
	};
	const order =
		existing ??
		( await (
			await adminPage.request.post( `${ base }/wp-json/wc/v3/orders`, {
				headers,
				data: {
					customer_id: customer.id,
					status: 'processing',
					payment_method: 'bacs',
					payment_method_title: 'Direct bank transfer',
					billing: { ...address, email: SHOPPER.email },
					shipping: address,
					line_items: [ { product_id: productId, quantity: 1 } ],
				},
			} )
		).json() );
	if ( ! order?.id ) {
		throw new Error(
			`Could not make the shopper's order: ${ JSON.stringify( order ) }`
		);
	}
	return { id: order.id, key: order.order_key };
}

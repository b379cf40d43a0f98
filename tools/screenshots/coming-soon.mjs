/**
 * WooCommerce's coming-soon mode (Settings > Site visibility), turned on for its shots only: a visitor then sees the
 * theme's coming-soon template on every page. The options are WooCommerce admin's own (wc-admin/options), put back
 * as they were afterwards, even when a shot fails.
 */

import { restHeaders } from './accounts.mjs';

const OPTIONS = {
	woocommerce_coming_soon: 'yes',
	// The whole site, not the store's pages only: the front page shows it.
	woocommerce_store_pages_only: 'no',
};

/**
 * @template T
 * @param {import('@playwright/test').Page} adminPage Logged in as admin.
 * @param {string}                          base      Site URL.
 * @param {() => Promise<T>}                run       The shots.
 * @return {Promise<T>} What run returned.
 */
export async function withComingSoon( adminPage, base, run ) {
	const headers = await restHeaders( adminPage, base );
	const url = `${ base }/wp-json/wc-admin/options`;
	const before = await (
		await adminPage.request.get(
			`${ url }?options=${ Object.keys( OPTIONS ).join( ',' ) }`,
			{ headers }
		)
	).json();
	const set = async ( options ) => {
		const response = await adminPage.request.post( url, {
			headers,
			data: options,
		} );
		if ( ! response.ok() ) {
			throw new Error(
				`Could not set the site's visibility: ${ await response.text() }`
			);
		}
	};
	await set( OPTIONS );
	try {
		return await run();
	} finally {
		await set(
			Object.fromEntries(
				Object.keys( OPTIONS ).map( ( key ) => [
					key,
					before[ key ] || 'no',
				] )
			)
		);
	}
}

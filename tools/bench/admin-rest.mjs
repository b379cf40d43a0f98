/**
 * An admin's REST client for the bench (cookie + nonce, as @wordpress/e2e-test-utils-playwright logs in):
 * switches plugins on and off between measurements, and changes settings through any REST route.
 */
import { createRequire } from 'node:module';

const require = createRequire( import.meta.url );

/**
 * @param {string}                           baseUrl
 * @param {{user: string, password: string}} admin
 */
export async function adminRest( baseUrl, admin ) {
	const { request } = require( '@playwright/test' );
	const context = await request.newContext( { baseURL: baseUrl } );
	await context.post( '/wp-login.php', {
		form: { log: admin.user, pwd: admin.password },
		failOnStatusCode: true,
	} );
	const nonce = await (
		await context.get( '/wp-admin/admin-ajax.php?action=rest-nonce', {
			failOnStatusCode: true,
		} )
	).text();
	const headers = { 'X-WP-Nonce': nonce };
	return {
		/**
		 * @param {string}                plugin `folder/file` without `.php`.
		 * @param {'active' | 'inactive'} status
		 */
		setPluginStatus: async ( plugin, status ) => {
			const response = await context.post(
				`/wp-json/wp/v2/plugins/${ plugin }`,
				{ headers, data: { status } }
			);
			if ( ! response.ok() ) {
				throw new Error(
					`${ plugin } ${ status }: HTTP ${ response.status() } ${ await response.text() }`
				);
			}
		},
		/** @param {string} plugin */
		pluginStatus: async ( plugin ) => {
			const response = await context.get(
				`/wp-json/wp/v2/plugins/${ plugin }`,
				{ headers }
			);
			return response.ok() ? ( await response.json() ).status : null;
		},
		/**
		 * Any REST call as the admin (e.g. a payment gateway's or WooCommerce's settings); throws unless 2xx.
		 *
		 * @param {'GET' | 'PUT' | 'POST' | 'DELETE'} method
		 * @param {string}                            route  Under /wp-json, e.g. `/wc/v3/payment_gateways/stripe`.
		 * @param {unknown}                           [data] The JSON body.
		 * @return {Promise<any>} The decoded answer.
		 */
		rest: async ( method, route, data ) => {
			const response = await context.fetch( `/wp-json${ route }`, {
				method,
				headers,
				...( data === undefined ? {} : { data } ),
			} );
			if ( ! response.ok() ) {
				throw new Error(
					`${ method } ${ route }: HTTP ${ response.status() } ${ await response.text() }`
				);
			}
			return response.json();
		},
		/**
		 * How many items a collection route holds (its `X-WP-Total`), e.g. the consent log's entries.
		 *
		 * @param {string} route Under /wp-json, with its query.
		 * @return {Promise<number>} The total.
		 */
		total: async ( route ) => {
			const response = await context.get( `/wp-json${ route }`, {
				headers,
			} );
			const total = response.headers()[ 'x-wp-total' ];
			if ( ! response.ok() || total === undefined ) {
				throw new Error(
					`GET ${ route }: HTTP ${ response.status() }, no X-WP-Total`
				);
			}
			return Number( total );
		},
		dispose: () => context.dispose(),
	};
}

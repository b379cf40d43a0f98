/**
 * An admin's REST client for the bench (cookie + nonce, as @wordpress/e2e-test-utils-playwright logs in):
 * switches plugins on and off between measurements.
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
		dispose: () => context.dispose(),
	};
}

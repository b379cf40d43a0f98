/**
 * A real, logged-in visit to /wp-admin/ through nginx and php-fpm, exactly as a browser makes it.
 *
 * WooCommerce finishes installing on the first admin request (`woocommerce_newly_installed` on admin_init: header
 * blocks, product instance caching, HPOS for new shops). Until then pages look different and are lighter, so the
 * stack makes that request once during set-up.
 */

/**
 * Internal dependencies
 */
import { ADMIN, SITE_URL } from './config.mjs';
import { StackError } from './stack-error.mjs';

/**
 * Logs in through wp-login.php.
 *
 * @param {{ user?: string, password?: string }} [credentials] Defaults to the stack's admin.
 * @return {Promise<string>} A Cookie header value for the logged-in session.
 */
export async function logIn( {
	user = ADMIN.user,
	password = ADMIN.password,
} = {} ) {
	const testCookie = 'wordpress_test_cookie=WP%20Cookie%20check';
	const response = await fetch( `${ SITE_URL }/wp-login.php`, {
		method: 'POST',
		redirect: 'manual',
		headers: {
			'Content-Type': 'application/x-www-form-urlencoded',
			Cookie: testCookie,
		},
		body: new URLSearchParams( {
			log: user,
			pwd: password,
			testcookie: '1',
			'wp-submit': 'Log In',
			redirect_to: `${ SITE_URL }/wp-admin/`,
		} ),
		signal: AbortSignal.timeout( 30000 ),
	} );
	const cookies = response.headers
		.getSetCookie()
		.map( ( header ) => header.split( ';' )[ 0 ] );
	if (
		response.status !== 302 ||
		! cookies.some( ( cookie ) =>
			cookie.startsWith( 'wordpress_logged_in_' )
		)
	) {
		throw new StackError(
			`logging in as ${ user } failed (HTTP ${ response.status })`
		);
	}
	return [ testCookie, ...cookies ].join( '; ' );
}

/**
 * Opens the dashboard as the admin, following the one-time redirect WooCommerce may answer the first visit with.
 *
 * @return {Promise<number>} The final HTTP status (200 when all is well).
 */
export async function visitDashboard() {
	const cookie = await logIn();
	let url = `${ SITE_URL }/wp-admin/`;
	for ( let hop = 0; hop < 3; hop++ ) {
		const response = await fetch( url, {
			redirect: 'manual',
			headers: { Cookie: cookie },
			signal: AbortSignal.timeout( 60000 ),
		} );
		await response.arrayBuffer();
		const location = response.headers.get( 'location' );
		if ( response.status < 300 || response.status >= 400 || ! location ) {
			return response.status;
		}
		url = new URL( location, url ).href;
	}
	throw new StackError( '/wp-admin/ kept redirecting' );
}

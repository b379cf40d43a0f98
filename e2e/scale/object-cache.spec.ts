/**
 * Redis is a cache of the database: emptied (FLUSHALL) or restarted while a shopper is on the site, it loses nothing
 * stored (the cart, which WooCommerce keeps in its sessions table; orders; the consent log; statistics; settings) and
 * the shopper sees no error. While Redis is away the drop-in answers from the database (`WP_REDIS_GRACEFUL`) and
 * writes "RedisException: Connection refused" to the PHP log on each request: no PHP notice, no page error.
 */

/**
 * External dependencies
 */
import { execFileSync } from 'node:child_process';
import type { Page } from '@playwright/test';
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';

/**
 * Internal dependencies
 */
import { test, expect, shopperState } from '../support/test';
import { scaleFacts, startPart, stopPart } from '../support/scale';
import { wc } from '../storefront/support/checkout';
import { miniCart } from '../storefront/support/cart-views';
import { consentLogged } from '../shop-consent/visitor';
import { withConsentSettings } from '../shop-consent/consent-settings';
import { addFromGrid, decideConsent } from '../journeys/support/shopper';
import { forgetRateLimits } from './rate-limits';

/** A browser's user agent: the statistics collector counts HeadlessChrome as a bot. */
const BROWSER =
	'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

test.use( { storageState: shopperState, userAgent: BROWSER } );
withConsentSettings( {
	statistics: { enabled: true, anonymous: false, retention_days: 365 },
} );
test.beforeEach( forgetRateLimits );

/**
 * What the shop has stored about this visit and the site, as the admin reads it.
 *
 * @param requestUtils The admin's REST helper.
 * @param consentId    The shopper's consent id.
 * @param orderId      An order placed before.
 */
async function stored(
	requestUtils: RequestUtils,
	consentId: string,
	orderId: number
) {
	const today = new Date().toISOString().slice( 0, 10 );
	const [ log, report, order, settings ] = await Promise.all( [
		requestUtils.rest< unknown[] >( {
			path: '/shop-consent/v1/log/entries',
			params: { search: consentId },
		} ),
		requestUtils.rest< { pages: { path: string; views: number }[] } >( {
			path: '/shop-consent/v1/statistics',
			params: { from: today, to: today, path: '/shop/' },
		} ),
		wc< { id: number; status: string } >(
			requestUtils,
			'GET',
			`/orders/${ orderId }`
		),
		requestUtils.rest< Record< string, unknown > >( {
			path: '/wp/v2/settings',
		} ),
	] );
	return {
		decisions: log.length,
		shopViews:
			report.pages.find( ( p ) => p.path === '/shop/' )?.views ?? 0,
		order: `${ order.id } ${ order.status }`,
		consentSettings: JSON.stringify( settings.shop_consent_settings ),
	};
}

/**
 * Reloads the shopper's page: it answers 200 and shows the cart's count.
 *
 * @param page  The shopper's page.
 * @param count Items in the cart.
 */
async function reloadShowsCart( page: Page, count: number ) {
	const response = await page.reload();
	expect( response?.status() ).toBe( 200 );
	await expect( miniCart( page ).count ).toHaveText( String( count ) );
}

test( 'Redis emptied, then stopped and started, mid-visit: the cart, orders, consent log, statistics and settings stay', async ( {
	page,
	context,
	requestUtils,
} ) => {
	test.setTimeout( 120_000 );
	const redis = ( ...args: string[] ) =>
		execFileSync(
			'redis-cli',
			[
				'-h',
				scaleFacts().redis.host,
				'-p',
				String( scaleFacts().redis.port ),
				...args,
			],
			{ encoding: 'utf8' }
		).trim();
	const order = await wc< { id: number } >( requestUtils, 'POST', '/orders', {
		status: 'processing',
		billing: { email: `redis-${ Date.now() }@example.com` },
	} );
	try {
		await page.goto( '/shop/' );
		const logged = consentLogged( page );
		await decideConsent( page, 'Accept all' );
		expect( ( await logged ).status() ).toBe( 201 );
		await addFromGrid( page, 'Canvas Cap', 1 );
		const consentId = JSON.parse(
			decodeURIComponent(
				( await context.cookies() ).find(
					( c ) => c.name === 'shop_consent'
				)?.value ?? '{}'
			)
		).id as string;
		const before = await stored( requestUtils, consentId, order.id );
		expect( before.decisions ).toBe( 1 );

		expect( redis( 'FLUSHALL' ) ).toBe( 'OK' );
		await reloadShowsCart( page, 1 );
		// The reload is one more view of the shop with consent, counted once, on top of what was kept.
		await expect
			.poll( () => stored( requestUtils, consentId, order.id ) )
			.toEqual( { ...before, shopViews: before.shopViews + 1 } );

		stopPart( 'redis' );
		try {
			await reloadShowsCart( page, 1 );
			await addFromGrid( page, 'Classic Beanie', 2 );
		} finally {
			startPart( 'redis' );
		}
		await reloadShowsCart( page, 2 );
		await expect
			.poll( () => stored( requestUtils, consentId, order.id ) )
			.toEqual( { ...before, shopViews: before.shopViews + 3 } );
	} finally {
		await wc( requestUtils, 'DELETE', `/orders/${ order.id }`, {
			force: true,
		} );
	}
} );

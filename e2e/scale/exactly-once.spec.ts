/**
 * Whichever node takes a write, it counts once: consent decisions and statistics beacons sent to both nodes at once
 * are each stored exactly once, and a Stripe webhook delivered twice at the same moment, once to each node, changes
 * its order once.
 */

/**
 * External dependencies
 */

/**
 * Internal dependencies
 */
import { test, expect, shopperState } from '../support/test';
import { scaleFacts } from '../support/scale';
import type { NodeId } from '../support/stack';
import { withConsentSettings } from '../shop-consent/consent-settings';
import { wc } from '../storefront/support/checkout';
import { enableCardGateway } from '../shop-stripe-gateway/support/card-gateway';
import {
	pendingStripeOrder,
	signedIntentSucceeded,
} from '../shop-stripe-gateway/support/intent-succeeded';
import { forgetRateLimits } from './rate-limits';

test.use( { storageState: shopperState } );

/** How many writes each check sends, half to each node. */
const WRITES = 6;

/** A browser's user agent: the statistics collector rightly counts Playwright's own (HeadlessChrome) as a bot. */
const BROWSER =
	'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

/**
 * The node of the i-th write: a, b, a, b…
 *
 * @param i The write's index.
 */
const nodeUrl = ( i: number ) =>
	scaleFacts().nodes[ ( i % 2 === 0 ? 'a' : 'b' ) as NodeId ].url;

const today = () => new Date().toISOString().slice( 0, 10 );

test.describe( 'consent log and statistics', () => {
	withConsentSettings( {
		statistics: { enabled: true, anonymous: false, retention_days: 365 },
	} );

	test.beforeEach( forgetRateLimits );

	test( 'decisions and beacons sent to both nodes at once are each stored once', async ( {
		request,
		requestUtils,
	} ) => {
		const id = [ ...crypto.getRandomValues( new Uint8Array( 16 ) ) ]
			.map( ( byte ) => byte.toString( 16 ).padStart( 2, '0' ) )
			.join( '' );
		const decisions = await Promise.all(
			Array.from( { length: WRITES }, ( _, i ) =>
				request.post( `${ nodeUrl( i ) }/wp-json/shop-consent/v1/log`, {
					data: {
						id,
						strict: 1,
						thirdparty: i % 2,
						advanced: 0,
						version: 1,
						textVersion: 1,
						source: 'banner',
					},
				} )
			)
		);
		expect( decisions.map( ( r ) => r.status() ) ).toEqual(
			Array( WRITES ).fill( 201 )
		);
		const rows = await requestUtils.rest< unknown[] >( {
			path: '/shop-consent/v1/log/entries',
			params: { search: id, per_page: 50 },
		} );
		expect( rows ).toHaveLength( WRITES );

		// The beacon's fast endpoint, as pages send it once it answered: one view with consent per beacon.
		const pagePath = `/scale-e2e-${ Date.now() }/`;
		const beacons = await Promise.all(
			Array.from( { length: WRITES }, ( _, i ) =>
				request.post(
					`${ nodeUrl( i ) }/wp-content/plugins/shop-consent/collect.php`,
					{
						form: {
							page: '0',
							type: 'page',
							path: pagePath,
							consent: '1',
						},
						headers: { 'User-Agent': BROWSER },
					}
				)
			)
		);
		expect( beacons.map( ( r ) => r.status() ) ).toEqual(
			Array( WRITES ).fill( 202 )
		);
		const report = await requestUtils.rest< {
			pages: { path: string; views: number }[];
		} >( {
			path: '/shop-consent/v1/statistics',
			params: { from: today(), to: today(), path: pagePath },
		} );
		expect(
			report.pages.find( ( row ) => row.path === pagePath )?.views
		).toBe( WRITES );
	} );
} );

test( 'a Stripe webhook delivered to both nodes at the same moment pays its order once', async ( {
	request,
	requestUtils,
} ) => {
	const secret = 'whsec_e2eScale';
	const stamp = Date.now();
	const restore = await enableCardGateway( requestUtils, {
		testmode: 'yes',
		test_publishable_key: 'pk_test_x',
		test_secret_key: 'sk_test_x',
		test_webhook_secret: secret,
	} );
	const pending = await pendingStripeOrder(
		requestUtils,
		stamp,
		`scale-${ stamp }@example.com`
	);
	const { order } = pending;
	try {
		const { body, headers } = signedIntentSucceeded(
			pending,
			secret,
			stamp
		);
		const deliveries = await Promise.all(
			[ 0, 1 ].map( ( i ) =>
				request.post(
					`${ nodeUrl( i ) }/wp-json/shop-stripe-gateway/v1/webhook`,
					{
						data: body,
						headers,
					}
				)
			)
		);
		for ( const delivery of deliveries ) {
			expect( delivery.status(), await delivery.text() ).toBe( 200 );
		}

		const paid = await wc< { status: string } >(
			requestUtils,
			'GET',
			`/orders/${ order.id }`
		);
		expect( paid.status ).toBe( 'processing' );
		const notes = (
			await wc< { note: string }[] >(
				requestUtils,
				'GET',
				`/orders/${ order.id }/notes`
			)
		).map( ( { note } ) => note );
		expect(
			notes.filter( ( note ) =>
				note.startsWith( 'Stripe payment succeeded' )
			),
			notes.join( '\n' )
		).toHaveLength( 1 );
		expect(
			notes.filter( ( note ) =>
				note.startsWith( 'Stock levels reduced' )
			),
			notes.join( '\n' )
		).toHaveLength( 1 );
		expect( await pending.stockLeft() ).toBe( 4 );
	} finally {
		await pending.remove();
		await restore();
	}
} );

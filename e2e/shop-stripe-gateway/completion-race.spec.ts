/**
 * Completion exactly once across processes: Stripe's webhook, the shopper's return from the bank and the browser's
 * confirm call reach the running stack (nginx, php-fpm's workers, MariaDB) at the same moment for one order, each
 * in its own PHP process. The order lock (MariaDB GET_LOCK) lets one complete the order; the others read it again
 * inside the lock and find it paid. Stripe is faked by a must-use plugin installed for this file (its "retrieve a
 * PaymentIntent" answers succeeded for the order's total, and payment_complete() is slowed so the three requests
 * overlap on every run); the webhook is signed with the test webhook secret the test saves.
 */

/**
 * External dependencies
 */
import fs from 'node:fs';
import path from 'node:path';
import { request as playwrightRequest } from '@playwright/test';

/**
 * Internal dependencies
 */
import { test, expect, requireWooCommerce } from '../support/test';
import { stackDir } from '../support/stack';
import { wc } from '../storefront/support/checkout';
import { enableCardGateway } from './support/card-gateway';
import {
	pendingStripeOrder,
	signedIntentSucceeded,
} from './support/intent-succeeded';

const SECRET = 'whsec_e2eRace';
const WEBHOOK = '/?rest_route=/shop-stripe-gateway/v1/webhook';
const FIXTURE = 'shop-e2e-fake-stripe-race.php';
const MU_PLUGIN = path.join(
	stackDir,
	'wordpress/wp-content/mu-plugins',
	FIXTURE
);

test.beforeEach( requireWooCommerce );

/**
 * The mail the stack captured since a moment, for one address.
 *
 * @param since Milliseconds since the epoch.
 * @param to    Address.
 */
function mailTo( since: number, to: string ) {
	const folder = path.join( stackDir, 'mail' );
	return ( fs.existsSync( folder ) ? fs.readdirSync( folder ) : [] )
		.map( ( name ) => path.join( folder, name ) )
		.filter( ( file ) => fs.statSync( file ).mtimeMs >= since )
		.map(
			( file ) =>
				JSON.parse( fs.readFileSync( file, 'utf8' ) ) as {
					to: string | string[];
					subject: string;
				}
		)
		.filter( ( mail ) => [ mail.to ].flat().includes( to ) );
}

test( 'a webhook, a redirect return and a confirm call at the same moment complete the order once @woocommerce', async ( {
	requestUtils,
	baseURL,
} ) => {
	const stamp = Date.now();
	const email = `race-${ stamp }@example.com`;
	const restore = await enableCardGateway( requestUtils, {
		testmode: 'yes',
		test_publishable_key: 'pk_test_x',
		test_secret_key: 'sk_test_x',
		test_webhook_secret: SECRET,
	} );
	const pending = await pendingStripeOrder( requestUtils, stamp, email );
	const { intent, order } = pending;
	fs.copyFileSync(
		path.join( __dirname, 'fixtures/fake-stripe-race.php' ),
		MU_PLUGIN
	);
	const guest = await playwrightRequest.newContext( {
		baseURL,
		storageState: { cookies: [], origins: [] },
	} );
	try {
		const race = await guest.get(
			`/?wc-ajax=shop_e2e_stripe_race&order_id=${ order.id }`
		);
		expect( race.status() ).toBe( 200 );
		const { nonce, received } = ( await race.json() ).data as {
			nonce: string;
			received: string;
		};
		const returnUrl = new URL( received );
		returnUrl.searchParams.set( 'payment_intent', intent );
		returnUrl.searchParams.set( 'redirect_status', 'succeeded' );

		const delivery = signedIntentSucceeded( pending, SECRET, stamp );
		const since = Date.now();

		const [ webhook, redirect, confirm ] = await Promise.all( [
			guest.post( WEBHOOK, {
				data: delivery.body,
				headers: delivery.headers,
			} ),
			guest.get( returnUrl.toString(), { maxRedirects: 0 } ),
			guest.post( '/?wc-ajax=wc_stripe_update_order_status', {
				form: {
					order_id: String( order.id ),
					intent_id: intent,
					nonce,
				},
			} ),
		] );

		expect( webhook.status(), await webhook.text() ).toBe( 200 );
		expect( redirect.status() ).toBe( 302 );
		expect( redirect.headers().location ).toBe( received );
		expect( await confirm.json() ).toEqual( {
			success: true,
			data: { return_url: received },
		} );

		const paid = await wc< { status: string; date_paid: string | null } >(
			requestUtils,
			'GET',
			`/orders/${ order.id }`
		);
		expect( paid.status ).toBe( 'processing' );
		expect( paid.date_paid ).not.toBeNull();
		const notes = await wc< { note: string }[] >(
			requestUtils,
			'GET',
			`/orders/${ order.id }/notes`
		);
		const paidNotes = notes.filter( ( { note } ) =>
			/Stripe payment succeeded|Stripe charge complete/.test( note )
		);
		expect(
			paidNotes,
			JSON.stringify( notes.map( ( { note } ) => note ) )
		).toHaveLength( 1 );
		expect(
			notes.filter( ( { note } ) =>
				/^(Payment via|Stock levels reduced)/.test( note )
			)
		).toHaveLength( 2 ); // One of each.
		expect(
			mailTo( since, email ).map( ( { subject } ) => subject )
		).toHaveLength( 1 );
		expect( await pending.stockLeft() ).toBe( 4 );
	} finally {
		await guest.dispose();
		fs.rmSync( MU_PLUGIN, { force: true } );
		await pending.remove();
		await restore();
	}
} );

/**
 * The Stripe webhook endpoint through the real stack (nginx, php-fpm, WordPress's REST server): a delivery without a
 * signature or with a wrong one is refused with the reason, and one signed as Stripe signs it (HMAC-SHA256 of
 * "<timestamp>.<raw body>") is accepted, which also proves the raw body reaches the check unchanged.
 */

/**
 * External dependencies
 */
import { createHmac } from 'node:crypto';

/**
 * Internal dependencies
 */
import { test, expect, requireWooCommerce } from '../support/test';

const ENDPOINT = '/?rest_route=/shop-stripe-gateway/v1/webhook';
const SECRET = 'whsec_e2eOnly';
const GATEWAY = '/wc/v3/payment_gateways/stripe';

test.beforeEach( requireWooCommerce );

test( 'the webhook endpoint refuses unsigned and wrongly signed deliveries and accepts a signed one @woocommerce', async ( {
	request,
	requestUtils,
} ) => {
	const saved = await requestUtils.rest< {
		settings: Record< string, { value: string } >;
	} >( { path: GATEWAY } );
	await requestUtils.rest( {
		method: 'PUT',
		path: GATEWAY,
		data: { settings: { testmode: 'yes', test_webhook_secret: SECRET } },
	} );
	try {
		const body = JSON.stringify( {
			id: `evt_e2e_${ Date.now() }`,
			object: 'event',
			type: 'customer.created', // No handler: acknowledged, nothing changes.
			data: { object: { id: 'cus_e2e', object: 'customer' } },
		} );
		const headers = { 'content-type': 'application/json' };

		const unsigned = await request.post( ENDPOINT, {
			data: body,
			headers,
		} );
		expect( unsigned.status() ).toBe( 400 );
		expect( ( await unsigned.json() ).message ).toBe(
			'Missing Stripe-Signature header.'
		);

		const timestamp = Math.floor( Date.now() / 1000 );
		const forged = await request.post( ENDPOINT, {
			data: body,
			headers: {
				...headers,
				'stripe-signature': `t=${ timestamp },v1=${ 'a'.repeat( 64 ) }`,
			},
		} );
		expect( forged.status() ).toBe( 400 );
		expect( ( await forged.json() ).message ).toBe(
			'No signature matches the payload.'
		);

		const signature = createHmac( 'sha256', SECRET )
			.update( `${ timestamp }.${ body }` )
			.digest( 'hex' );
		const signed = await request.post( ENDPOINT, {
			data: body,
			headers: {
				...headers,
				'stripe-signature': `t=${ timestamp },v1=${ signature }`,
			},
		} );
		expect( signed.status() ).toBe( 200 );
		expect( await signed.json() ).toMatchObject( { received: true } );
	} finally {
		await requestUtils.rest( {
			method: 'PUT',
			path: GATEWAY,
			data: {
				settings: {
					testmode: saved.settings.testmode?.value ?? 'yes',
					test_webhook_secret:
						saved.settings.test_webhook_secret?.value ?? '',
				},
			},
		} );
	}
} );

/**
 * The express button's preview on the card gateway's settings screen, as an admin uses it: changing the height,
 * theme, type and radius fields redraws the button at once, before saving, and the screen asks Stripe nothing for it.
 */

/**
 * External dependencies
 */
import type { Locator } from '@playwright/test';

/**
 * Internal dependencies
 */
import { test, expect, requireWooCommerce } from '../support/test';

const STRIPE_CONNECT = 'https://connect-js.stripe.com/';

test.beforeEach( requireWooCommerce );

// WooCommerce's Payments screens may load Stripe Connect's script for their own offers; the test machine cannot
// reach Stripe: it is refused, as a blocker would, and that one logged error expected.
test.use( {
	expectedConsoleErrors: [
		{ message: /^Failed to load resource/, url: STRIPE_CONNECT },
	],
} );

/**
 * The drawn button's height, background colour, border and corner radius, as the browser lays it out.
 *
 * @param button The drawn button.
 */
const drawn = ( button: Locator ) =>
	button.evaluate( ( element ) => {
		const style = getComputedStyle( element );
		return {
			height: element.getBoundingClientRect().height,
			background: style.backgroundColor,
			border: style.borderTopWidth,
			radius: style.borderTopLeftRadius,
		};
	} );

test( 'the express button preview follows the height, theme, type and radius fields @woocommerce', async ( {
	admin,
	page,
} ) => {
	await page.route( `${ STRIPE_CONNECT }**`, ( route ) =>
		route.abort( 'blockedbyclient' )
	);
	const ours: string[] = [];
	page.on( 'request', ( request ) => {
		if (
			/(^|\.)stripe\.(com|network)$/.test(
				new URL( request.url() ).hostname
			) &&
			! request.url().startsWith( STRIPE_CONNECT )
		) {
			ours.push( request.url() );
		}
	} );
	await admin.visitAdminPage(
		'admin.php',
		'page=wc-settings&tab=checkout&section=stripe'
	);

	const button = page.getByRole( 'img', {
		name: /^Preview of the express button/,
	} );
	await expect( button ).toBeVisible();
	const height = page.getByLabel( 'Express button height (px)' );
	const before = await drawn( button );
	// An emptied field is the default, which its placeholder shows.
	expect( before.height ).toBe(
		Number( await height.inputValue() ) ||
			Number( await height.getAttribute( 'placeholder' ) )
	);

	await height.fill( '55' );
	await expect
		.poll( async () => ( await drawn( button ) ).height )
		.toBe( 55 );
	await height.fill( '40' );
	await expect
		.poll( async () => ( await drawn( button ) ).height )
		.toBe( 40 );

	const theme = page.getByLabel( 'Express button theme' );
	await theme.selectOption( 'black' );
	await expect
		.poll( async () => ( await drawn( button ) ).background )
		.toBe( 'rgb(0, 0, 0)' );
	await theme.selectOption( 'white-outline' );
	await expect
		.poll( async () => drawn( button ) )
		.toMatchObject( { background: 'rgb(255, 255, 255)', border: '1px' } );
	await expect( button ).toHaveAccessibleName( /white-outline, 40 px high/ );

	await page.getByLabel( 'Express button type' ).selectOption( 'donate' );
	await expect( button ).toHaveText( 'Donate with G Pay' );
	await page.getByLabel( 'Express button corner radius (px)' ).fill( '20' );
	await expect
		.poll( async () => ( await drawn( button ) ).radius )
		.toBe( '20px' );

	expect( ours ).toEqual( [] );
} );

/**
 * The front page's "Be the first to know" band, on a desktop and a phone: with Shop Social Icons active it carries
 * the plugin's sign-up form, and a visitor subscribes from it by clicking; without the plugin the band is not drawn
 * (the stack's bench header renders the page with the plugin left out, on the same site).
 */

/**
 * External dependencies
 */
import path from 'node:path';

/**
 * Internal dependencies
 */
import { test, expect, shopperState } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { runWordPressPhp } from '../support/wordpress-php';
import { DEVICES } from '../journeys/support/devices';
import { decideConsent } from '../journeys/support/shopper';

const RESET = path.join(
	__dirname,
	'../shop-social-icons/newsletter-reset.php'
);
const BAND_HEADING = 'Be the first to know';

test.use( { storageState: shopperState } );
test.beforeEach( () => runWordPressPhp( RESET ) );
test.afterAll( () => runWordPressPhp( RESET ) );

for ( const device of DEVICES ) {
	test( `on a ${ device.name } a visitor subscribes from the front page's band @social`, async ( {
		page,
	} ) => {
		await page.setViewportSize( device.viewport );
		await page.goto( '/' );
		await decideConsent( page, 'Reject all' );

		const band = page.locator( '.shop-theme-newsletter' ).filter( {
			has: page.getByRole( 'heading', { name: BAND_HEADING } ),
		} );
		const form = band.getByRole( 'form', { name: 'Newsletter sign-up' } );
		await form.scrollIntoViewIfNeeded();
		await expect( form ).toBeVisible();
		await expect( band.getByRole( 'heading' ) ).toHaveCount( 1 );
		await expectNoAxeViolations(
			page,
			'.shop-theme-newsletter',
			'front page newsletter band',
			3
		);

		await form
			.getByLabel( 'Email address' )
			.fill( `front-${ device.name }@newsletter-e2e.example` );
		await form
			.getByLabel(
				'I agree to receive the newsletter and accept the privacy policy.'
			)
			.check();
		await form.getByRole( 'button', { name: 'Subscribe' } ).click();

		await expect( band.getByRole( 'status' ) ).toHaveText(
			'Almost there: please check your inbox to confirm your subscription.'
		);
	} );
}

test( 'without Shop Social Icons the front page has no newsletter band @social', async ( {
	page,
} ) => {
	await page.setExtraHTTPHeaders( {
		'X-Shop-Bench-Without': 'shop-social-icons/shop-social-icons.php',
	} );
	await page.goto( '/' );

	// The page is drawn (its footer is there), and the band is not.
	await expect( page.getByRole( 'contentinfo' ) ).toBeVisible();
	await expect(
		page.getByRole( 'heading', { name: BAND_HEADING } )
	).toHaveCount( 0 );
	await expect( page.locator( '.shop-theme-newsletter' ) ).toHaveCount( 0 );
} );

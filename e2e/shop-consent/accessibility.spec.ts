/**
 * axe checks of the consent UI a visitor meets: the bar, and the settings modal.
 */

/**
 * External dependencies
 */
import AxeBuilder from '@axe-core/playwright';

/**
 * Internal dependencies
 */
import { test, expect, shopperState } from '../support/test';

test.use( { storageState: shopperState } );

const WCAG = [ 'wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa' ];

test( 'the consent bar has no axe violations', async ( { page } ) => {
	await page.goto( '/' );
	await expect(
		page.getByRole( 'button', { name: 'Accept all' } )
	).toBeVisible();
	const results = await new AxeBuilder( { page } )
		.include( '#shop-consent-ui' )
		.withTags( WCAG )
		.analyze();
	expect( results.violations ).toEqual( [] );
	// The rules did run on our UI (an empty selector would pass vacuously).
	expect( results.passes.length ).toBeGreaterThan( 5 );
} );

test( 'the settings modal has no axe violations', async ( { page } ) => {
	await page.goto( '/#shop-consent-settings' );
	await expect( page.getByRole( 'dialog' ) ).toBeVisible();
	const results = await new AxeBuilder( { page } )
		.include( '#shop-consent-ui' )
		.withTags( WCAG )
		.analyze();
	expect( results.violations ).toEqual( [] );
	// The rules did run on our UI (an empty selector would pass vacuously).
	expect( results.passes.length ).toBeGreaterThan( 5 );
} );

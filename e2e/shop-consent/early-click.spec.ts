/**
 * A click on the bar made before the storefront core and its actions are in is not lost (issue 27). The bar is
 * server HTML, drawn before the deferred core has run: on a slow connection a visitor clicks "Accept all" at once.
 * The inline script after the bar queues the click and the actions replay it. Here the consent scripts are held back
 * by the network (page.route) until the visitor has clicked.
 */

/**
 * External dependencies
 */
import type { Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { test, expect, shopperState } from '../support/test';

test.use( { storageState: shopperState } );

/** What the page's `window.shopConsent` answers (plugins/shop-consent/src/frontend/public-api.ts). */
type ConsentWindow = Window & {
	shopConsent?: { get: () => Record< string, boolean > | null };
};

/** The core (`build/frontend.js`) and the actions (`build/actions.js`). */
const CONSENT_SCRIPTS =
	/\/plugins\/shop-consent\/build\/(frontend|actions)\.js/;

/**
 * Holds the consent scripts back until `release()`: the visitor acts on the page before they run.
 *
 * @param page The page.
 */
async function holdConsentScripts( page: Page ) {
	let release = () => {};
	const released = new Promise< void >(
		( resolve ) => ( release = resolve )
	);
	const held: string[] = [];
	await page.route( CONSENT_SCRIPTS, async ( route ) => {
		held.push( route.request().url() );
		await released;
		await route.continue();
	} );
	return { release, held };
}

const storedConsent = async ( page: Page ) => {
	const cookie = ( await page.context().cookies() ).find(
		( c ) => c.name === 'shop_consent'
	);
	return cookie ? JSON.parse( decodeURIComponent( cookie.value ) ) : null;
};

for ( const [ name, stored ] of [
	[ 'Accept all', { strict: 1, thirdparty: 1, advanced: 1 } ],
	[ 'Reject all', { strict: 1, thirdparty: 0, advanced: 0 } ],
] as const ) {
	test( `"${ name }" clicked before the consent scripts have loaded decides once they are in`, async ( {
		page,
	} ) => {
		const scripts = await holdConsentScripts( page );
		await page.goto( '/', { waitUntil: 'commit' } );
		const bar = page.getByRole( 'region', { name: 'Cookie consent' } );
		const button = bar.getByRole( 'button', { name } );
		await expect( button ).toBeVisible();

		await button.click();

		// The click was made while the core was still on its way.
		expect( scripts.held.length ).toBeGreaterThan( 0 );
		expect(
			await page.evaluate(
				() => typeof ( window as ConsentWindow ).shopConsent
			)
		).toBe( 'undefined' );
		expect( await storedConsent( page ) ).toBeNull();

		scripts.release();

		await expect( bar ).toBeHidden();
		await expect
			.poll( () => storedConsent( page ) )
			.toMatchObject( stored );
		await expect( page.locator( 'html' ) ).toHaveAttribute(
			'data-shop-consent-decided',
			'1'
		);
		expect(
			await page.evaluate( () =>
				( window as ConsentWindow ).shopConsent?.get()
			)
		).toMatchObject( {
			thirdparty: stored.thirdparty === 1,
			advanced: stored.advanced === 1,
		} );

		// The next page knows the decision: no bar.
		await page.unrouteAll( { behavior: 'ignoreErrors' } );
		await page.reload();
		await expect( page.locator( 'html' ) ).toHaveAttribute(
			'data-shop-consent-decided',
			'1'
		);
		await expect( bar ).toBeHidden();
	} );
}

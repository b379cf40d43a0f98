/**
 * Scripts by category: markup the admin entered for the optional categories is
 * neither in the page nor run before consent, runs once and in order after it,
 * runs again for a returning visitor, and lowering consent clears tracking cookies
 * and reloads the page.
 */

/**
 * External dependencies
 */
import type { Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { test, expect, shopperState } from '../support/test';
import { withConsentSettings } from './consent-settings';

test.use( { storageState: shopperState } );

const BASE = process.env.WP_BASE_URL ?? 'http://127.0.0.1:8888';
const TRACKER = new URL( '/__fake-tracker.js', BASE ).href;

const push = ( label: string ) =>
	`(window.__order=window.__order||[]).push(${ JSON.stringify( label ) });`;

const SCRIPTS = {
	thirdparty: {
		head: `<script>${ push(
			'thirdparty-head'
		) }window.__thirdpartyRan=(window.__thirdpartyRan||0)+1</script>`,
		body: '',
		footer: '',
	},
	advanced: {
		head: '',
		body: '',
		footer: `<script src="${ TRACKER }"></script><script>${ push(
			'advanced-inline'
		) }</script>`,
	},
};
withConsentSettings( { scripts: SCRIPTS } );

/**
 * Serves the fake external tracker, late, so the inline script after it would run
 * first if the injector did not wait for it.
 * @param page
 */
async function serveTracker( page: Page ): Promise< string[] > {
	const requested: string[] = [];
	await page.route( TRACKER, async ( route ) => {
		requested.push( route.request().url() );
		await new Promise( ( resolve ) => setTimeout( resolve, 400 ) );
		await route.fulfill( {
			contentType: 'application/javascript',
			body: `${ push( 'external' ) }window.__externalRan=(window.__externalRan||0)+1;`,
		} );
	} );
	return requested;
}

interface Ran {
	order: string[];
	thirdparty: number;
	external: number;
}

function ran( page: Page ): Promise< Ran > {
	return page.evaluate( () => {
		const w = window as unknown as {
			__order?: string[];
			__thirdpartyRan?: number;
			__externalRan?: number;
		};
		return {
			order: w.__order ?? [],
			thirdparty: w.__thirdpartyRan ?? 0,
			external: w.__externalRan ?? 0,
		};
	} );
}

const ALL_RAN = {
	order: [ 'thirdparty-head', 'external', 'advanced-inline' ],
	thirdparty: 1,
	external: 1,
};

test( 'optional markup is absent before consent and runs once, in order, after accepting', async ( {
	page,
} ) => {
	const requested = await serveTracker( page );
	const response = await page.goto( '/' );
	const html = ( await response?.text() ) ?? '';
	expect( html ).not.toContain( '__thirdpartyRan' );
	expect( html ).not.toContain( '__fake-tracker' );

	const accept = page.getByRole( 'button', { name: 'Accept all' } );
	await expect( accept ).toBeVisible();
	await page.waitForLoadState( 'networkidle' );
	expect( await ran( page ) ).toEqual( {
		order: [],
		thirdparty: 0,
		external: 0,
	} );
	expect( requested ).toEqual( [] );

	await accept.click();
	await expect.poll( () => ran( page ) ).toEqual( ALL_RAN );
	// The head markup went to <head>, the footer markup to the end of <body>.
	await expect(
		page.locator( `head script[src="${ TRACKER }"]` )
	).toHaveCount( 0 );
	await expect(
		page.locator( `body script[src="${ TRACKER }"]` )
	).toHaveCount( 1 );
	// Still once, a moment later.
	await page.waitForTimeout( 500 );
	expect( await ran( page ) ).toEqual( ALL_RAN );
	expect( requested ).toHaveLength( 1 );
} );

test( 'a returning visitor who accepted runs the markup again on page load', async ( {
	page,
} ) => {
	await serveTracker( page );
	await page.goto( '/' );
	await page.getByRole( 'button', { name: 'Accept all' } ).click();
	await expect.poll( () => ran( page ) ).toEqual( ALL_RAN );

	await page.reload();
	await expect.poll( () => ran( page ) ).toEqual( ALL_RAN );
	await expect(
		page.getByRole( 'button', { name: 'Accept all' } )
	).toHaveCount( 0 );
} );

test( 'accepting only third-party runs only its markup', async ( { page } ) => {
	const requested = await serveTracker( page );
	await page.goto( '/' );
	await expect(
		page.getByRole( 'button', { name: 'Accept all' } )
	).toBeVisible();
	await page.evaluate( () =>
		(
			window as unknown as {
				shopConsent: { set: ( c: object ) => void };
			}
		 ).shopConsent.set( { thirdparty: true } )
	);
	await expect
		.poll( () => ran( page ) )
		.toEqual( {
			order: [ 'thirdparty-head' ],
			thirdparty: 1,
			external: 0,
		} );
	await page.waitForTimeout( 500 );
	expect( requested ).toEqual( [] );
} );

for ( const how of [ 'the #shop-consent-reject link', 'shopConsent.set' ] ) {
	test( `lowering consent through ${ how } clears tracking cookies and reloads`, async ( {
		page,
	} ) => {
		await serveTracker( page );
		await page.goto( '/' );
		await page.getByRole( 'button', { name: 'Accept all' } ).click();
		await expect.poll( () => ran( page ) ).toEqual( ALL_RAN );
		await page.evaluate( () => {
			document.cookie = '_ga=GA1.1.123; path=/';
			document.cookie = '_fbp=fb.1.123; path=/';
		} );

		const reloaded = page.waitForEvent( 'load', { timeout: 10_000 } );
		const started = Date.now();
		if ( how === 'shopConsent.set' ) {
			await page.evaluate( () =>
				(
					window as unknown as {
						shopConsent: { set: ( c: object ) => void };
					}
				 ).shopConsent.set( { thirdparty: false, advanced: false } )
			);
		} else {
			await page.evaluate( () => {
				window.location.hash = '#shop-consent-reject';
			} );
		}
		// The cookies go at once, the reload comes after about 800 ms.
		await expect
			.poll( async () =>
				( await page.context().cookies() )
					.map( ( c ) => c.name )
					.filter( ( name ) => [ '_ga', '_fbp' ].includes( name ) )
			)
			.toEqual( [] );
		await reloaded;
		expect( Date.now() - started ).toBeGreaterThanOrEqual( 700 );

		await page.waitForLoadState( 'networkidle' );
		expect( await ran( page ) ).toEqual( {
			order: [],
			thirdparty: 0,
			external: 0,
		} );
		const consent = ( await page.context().cookies() ).find(
			( c ) => c.name === 'shop_consent'
		);
		expect(
			JSON.parse( decodeURIComponent( consent?.value ?? 'null' ) )
		).toMatchObject( { strict: 1, thirdparty: 0, advanced: 0 } );
	} );
}

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

const THIRDPARTY_RAN = {
	order: [ 'thirdparty-head' ],
	thirdparty: 1,
	external: 0,
};

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
	await expect.poll( () => ran( page ) ).toEqual( THIRDPARTY_RAN );
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

/**
 * Watches the page's requests for script markup.
 * @param page
 */
function scriptRequests( page: Page ): URL[] {
	const requests: URL[] = [];
	page.on( 'request', ( request ) => {
		const url = new URL( request.url() );
		if (
			url.pathname.endsWith( '/shop-consent/v1/scripts' ) ||
			url.searchParams.get( 'rest_route' ) === '/shop-consent/v1/scripts'
		) {
			requests.push( url );
		}
	} );
	return requests;
}

/**
 * Accepts all on the home page, watching the requests for script markup from the start.
 * @param page
 * @return The requests, filled as they come.
 */
async function acceptWatchingScripts( page: Page ): Promise< URL[] > {
	const requests = scriptRequests( page );
	await page.goto( '/' );
	await page.getByRole( 'button', { name: 'Accept all' } ).click();
	return requests;
}

const EMPTY = { head: '', body: '', footer: '' };

test( 'the markup comes from a URL with the page’s language and version, cached for a year', async ( {
	page,
} ) => {
	await serveTracker( page );
	const requests = scriptRequests( page );
	const answered = page.waitForResponse( ( response ) =>
		response.url().includes( 'shop-consent/v1/scripts' )
	);
	await page.goto( '/' );
	const lang = await page.evaluate( () => document.documentElement.lang );
	await page.getByRole( 'button', { name: 'Accept all' } ).click();

	const response = await answered;
	expect( response.headers()[ 'cache-control' ] ).toBe(
		'public, max-age=31536000, immutable'
	);
	expect( requests ).toHaveLength( 1 );
	const [ url ] = requests;
	// <html lang="en-US"> for the locale en_US.
	expect( url.searchParams.get( 'lang' )?.replace( '_', '-' ) ).toBe( lang );
	expect( url.searchParams.get( 'v' ) ).toMatch( /^[0-9a-f]{12}$/ );
	expect( url.searchParams.get( 'categories' ) ).toBe(
		'thirdparty,advanced'
	);
	await expect.poll( () => ran( page ) ).toEqual( ALL_RAN );
} );

test.describe( 'with markup for third-party only', () => {
	withConsentSettings( {
		scripts: {
			...SCRIPTS,
			advanced: EMPTY,
		},
	} );

	test( 'accepting all asks only for the third-party markup', async ( {
		page,
	} ) => {
		const requests = await acceptWatchingScripts( page );

		await expect.poll( () => ran( page ) ).toEqual( THIRDPARTY_RAN );
		expect(
			requests.map( ( url ) => url.searchParams.get( 'categories' ) )
		).toEqual( [ 'thirdparty' ] );
	} );
} );

test.describe( 'without any markup', () => {
	withConsentSettings( {
		scripts: { thirdparty: EMPTY, advanced: EMPTY },
	} );

	test( 'a consenting visitor makes no request for script markup', async ( {
		page,
	} ) => {
		const requests = await acceptWatchingScripts( page );
		await expect( page.locator( 'html' ) ).toHaveAttribute(
			'data-shop-consent-decided',
			'1'
		);
		await page.waitForLoadState( 'networkidle' );

		// A returning visitor, on two pages.
		await page.reload();
		await page.waitForLoadState( 'networkidle' );
		await page
			.getByRole( 'link', { name: 'About', exact: true } )
			.first()
			.click();
		await page.waitForLoadState( 'networkidle' );

		expect( requests.map( String ) ).toEqual( [] );
	} );
} );

/**
 * The shop and the front page as they arrive over a slow connection: a browser paints whatever it has parsed when
 * the network pauses, so a first paint can show a card or a section that is only partly read. What is painted then
 * must not move when the rest arrives. The page is served through a local relay that holds it at cuts taken from its
 * real markup, long enough for the browser to paint each time; the address stays the page's, so its scripts and
 * styles load as usual.
 *
 * The moves this holds were seen as rare CLS in the bench (issue 27): on the shop, the sale pill grew leftwards from
 * the picture's right corner as its word arrived, and a card's row stood 12 px taller until the card's end was read
 * (WooCommerce spaces a card's children with `> :not(:last-child)`, which the browser matches only then), so the
 * row's other cards' actions moved up; a card's quick view button, painted before its wishlist button was read,
 * moved 50 px left when it came (seen with two e2e runs sharing the machine); the filter's price ticks, spread with
 * space-between, moved left when the last one arrived (seen with Chromium's CPU throttled 4x); on the front page, the
 * hero's words, centred in their row, moved down 80 px when the product picture's column arrived.
 */

/**
 * External dependencies
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Internal dependencies
 */
import {
	test,
	expect,
	requireWooCommerce,
	shopperState,
} from '../support/test';
import {
	describeShifts,
	layoutShifts,
	recordLayoutShifts,
} from '../support/layout-shifts';

/** Long enough for a paint at each cut, on a loaded machine too. */
const PAUSE_MS = 600;

const SIZES = {
	desktop: { width: 1440, height: 900 },
	phone: { width: 390, height: 844 },
};

test.use( { storageState: shopperState } );
test.beforeEach( requireWooCommerce );

/**
 * Where each list of the filter's price ticks (Shop Filter: the phone panel's, then the sidebar's) has been read
 * but its last tick.
 *
 * @param html The whole page.
 */
function lastTicks( html: string ): number[] {
	const cuts: number[] = [];
	for (
		let list = html.indexOf( '<ol class="shop-filter__ticks"' );
		list > 0;
		list = html.indexOf( '<ol class="shop-filter__ticks"', list + 1 )
	) {
		cuts.push( html.lastIndexOf( '<li', html.indexOf( '</ol>', list ) ) );
	}
	expect( cuts, "the shop's filter shows its price ticks" ).not.toEqual( [] );
	return cuts;
}

/**
 * The shop's markup cut where a slow network could pause it: before the first card's wishlist button (its quick
 * view painted alone), before the first sale badge's words, before the end of that card, and before the filter's last
 * price tick.
 *
 * @param html The whole page.
 */
function shopCuts( html: string ): string[] {
	const wishlist = html.indexOf(
		'<button type="button" class="shop-wishlist-button"'
	);
	expect( wishlist, 'the cards show a wishlist button' ).toBeGreaterThan( 0 );
	const badge = html.indexOf(
		'<span class="wc-block-components-product-sale-badge__text"'
	);
	expect( badge, 'the shop shows a product on sale' ).toBeGreaterThan( 0 );
	const cardEnd = html.indexOf( '</li>', badge );
	expect( cardEnd, 'the sale card ends' ).toBeGreaterThan( badge );
	const at = [
		0,
		wishlist,
		badge,
		cardEnd,
		...lastTicks( html ),
		html.length,
	].sort( ( a, b ) => a - b );
	return at
		.slice( 1 )
		.map( ( end, index ) => html.slice( at[ index ], end ) );
}

/**
 * The front page's markup cut before the hero's product picture.
 *
 * @param html The whole page.
 */
function frontCuts( html: string ): string[] {
	const picture = html.indexOf(
		'<div class="wp-block-column is-vertically-aligned-center shop-theme-hero-products'
	);
	expect( picture, 'the front page shows the hero product' ).toBeGreaterThan(
		0
	);
	return [ html.slice( 0, picture ), html.slice( picture ) ];
}

const PAGES = [
	{
		name: "the shop's cards",
		path: '/shop/',
		cuts: shopCuts,
		drawn: '.wc-block-product .shop-card-actions',
	},
	{
		name: "the front page's hero",
		path: '/',
		cuts: frontCuts,
		drawn: '.shop-theme-hero-product img',
	},
];

/**
 * Serves one page's markup in pieces, pausing between them.
 *
 * @param pieces The markup, in order.
 * @return The relay's address and a way to close it.
 */
async function relay( pieces: string[] ) {
	const server = http.createServer( async ( _request, response ) => {
		response.writeHead( 200, {
			'content-type': 'text/html; charset=UTF-8',
		} );
		for ( const [ index, piece ] of pieces.entries() ) {
			if ( index > 0 ) {
				await new Promise( ( resolve ) =>
					setTimeout( resolve, PAUSE_MS )
				);
			}
			response.write( piece );
		}
		response.end();
	} );
	await new Promise< void >( ( resolve ) =>
		server.listen( 0, '127.0.0.1', resolve )
	);
	const { port } = server.address() as AddressInfo;
	return {
		url: `http://127.0.0.1:${ port }/`,
		close: () => new Promise( ( resolve ) => server.close( resolve ) ),
	};
}

for ( const [ size, viewport ] of Object.entries( SIZES ) ) {
	for ( const { name, path, cuts, drawn } of PAGES ) {
		test( `${ name }: nothing moves while the page arrives in pieces (${ size })`, async ( {
			page,
			request,
		} ) => {
			const address = new URL( path, test.info().project.use.baseURL )
				.href;
			const html = await ( await request.get( address ) ).text();
			const { url, close } = await relay( cuts( html ) );
			try {
				await page.setViewportSize( viewport );
				await recordLayoutShifts( page );
				// The document comes from the relay; the page keeps its address, so nothing else changes.
				await page.route( address, ( route ) =>
					route.continue( { url } )
				);
				await page.goto( address );
				await expect( page.locator( drawn ).first() ).toBeVisible();
				await page.waitForLoadState( 'networkidle' );

				expect(
					describeShifts( await layoutShifts( page ) ),
					'layout shifts while the page arrived'
				).toEqual( [] );
			} finally {
				await close();
			}
		} );
	}
}

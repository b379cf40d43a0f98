/**
 * The shop as it arrives over a slow connection: a browser paints whatever it has parsed when the network pauses, so
 * a first paint can show a card that is only partly read. What is painted then must not move when the rest arrives.
 * The page is served through a local relay that holds it at two cuts taken from the real markup of the first sale
 * card (inside its sale badge, before its words; at the end of its actions, before the card closes), long enough
 * for the browser to paint each time; the address stays the shop's, so its scripts and styles load as usual.
 *
 * Both moves this holds were seen as rare CLS in the bench (issue 27): the sale pill grew leftwards from the
 * picture's right corner as its word arrived, and a card's row stood 12 px taller until the card's end was read
 * (WooCommerce spaces a card's children with `> :not(:last-child)`, which the browser matches only then), so the
 * row's other cards' actions moved up.
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
 * The shop's markup cut where a slow network could pause it: before the first sale badge's words, and before the
 * end of that card.
 *
 * @param html The whole page.
 */
function cuts( html: string ): string[] {
	const badge = html.indexOf(
		'<span class="wc-block-components-product-sale-badge__text"'
	);
	expect( badge, 'the shop shows a product on sale' ).toBeGreaterThan( 0 );
	const cardEnd = html.indexOf( '</li>', badge );
	expect( cardEnd, 'the sale card ends' ).toBeGreaterThan( badge );
	return [
		html.slice( 0, badge ),
		html.slice( badge, cardEnd ),
		html.slice( cardEnd ),
	];
}

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
	test( `the shop's cards hold still while the page arrives in pieces (${ size })`, async ( {
		page,
		request,
	} ) => {
		const shop = new URL( '/shop/', test.info().project.use.baseURL ).href;
		const html = await ( await request.get( shop ) ).text();
		const { url, close } = await relay( cuts( html ) );
		try {
			await page.setViewportSize( viewport );
			await recordLayoutShifts( page );
			// The document comes from the relay; the page keeps the shop's address, so nothing else changes.
			await page.route( shop, ( route ) => route.continue( { url } ) );
			await page.goto( shop );
			await expect(
				page.locator( '.wc-block-product .shop-card-actions' ).first()
			).toBeVisible();
			await page.waitForLoadState( 'networkidle' );
			await expect(
				page
					.locator( '.wc-block-components-product-sale-badge' )
					.first()
			).toContainText( 'Sale' );

			expect(
				describeShifts( await layoutShifts( page ) ),
				'layout shifts while the shop arrived'
			).toEqual( [] );
		} finally {
			await close();
		}
	} );
}

/**
 * Blocked embeds: a YouTube iframe in content waits behind a placeholder and loads only on click.
 */

/**
 * Internal dependencies
 */
import { test, expect, shopperState } from '../support/test';
import { withTestPost } from './test-post';

test.use( { storageState: shopperState } );

const SRC = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ';
const YOUTUBE = /youtube(-nocookie)?\.com|youtu\.be/;

// Offline stack: WordPress cannot fetch oEmbed answers, so the embed is a raw iframe in a Custom HTML block.
const post = withTestPost(
	'Blocked embed',
	`<!-- wp:html --><iframe src="${ SRC }" title="A video"></iframe><!-- /wp:html -->`
);

test( 'a blocked YouTube embed sends nothing to YouTube until the visitor loads it', async ( {
	page,
} ) => {
	await page.route( '**youtube-nocookie.com/**', ( route ) =>
		route.fulfill( { body: '<html></html>', contentType: 'text/html' } )
	);
	// The consent-log beacon is not under test; parallel runs from one address trip its rate limit (429).
	await page.route( '**/shop-consent/v1/log**', ( route ) =>
		route.fulfill( { status: 204 } )
	);
	const requests: string[] = [];
	page.on( 'request', ( request ) => requests.push( request.url() ) );

	await page.goto( post().link );
	await page.getByRole( 'button', { name: 'Reject all' } ).click();
	await page.reload();

	const placeholder = page.getByRole( 'group', { name: 'YouTube' } );
	await expect( placeholder ).toContainText(
		'Load video: this sets cookies from YouTube.'
	);
	await expect(
		placeholder.getByRole( 'button', {
			name: 'Always allow third-party content',
		} )
	).toBeVisible();
	const frame = page.locator( 'iframe[title="A video"]' );
	await expect( frame ).not.toHaveAttribute( 'src', /.+/ );
	expect( requests.filter( ( url ) => YOUTUBE.test( url ) ) ).toEqual( [] );

	await placeholder.getByRole( 'button', { name: 'Load video' } ).click();

	await expect( frame ).toHaveAttribute( 'src', SRC );
	await expect( placeholder ).toHaveCount( 0 );
	await expect( frame ).toBeFocused();
} );

/**
 * The share icons of a post, as a visitor meets them: links with real share addresses and accessible names, drawn
 * from the page's own sprite, with no request to another host.
 */

/**
 * Internal dependencies
 */
import { test, expect } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { decideConsent } from '../storefront/support/product-page';

const TITLE = 'Tea & "Biscuits" à la carte';

const LINKS: Array< [ string, string, RegExp ] > = [
	[
		'facebook',
		'Share on Facebook',
		/^https:\/\/www\.facebook\.com\/sharer\/sharer\.php\?u=/,
	],
	[ 'x', 'Share on X', /^https:\/\/x\.com\/intent\/post\?text=Tea%20%26%20/ ],
	[
		'linkedin',
		'Share on LinkedIn',
		/^https:\/\/www\.linkedin\.com\/sharing\/share-offsite\/\?url=/,
	],
	[
		'pinterest',
		'Share on Pinterest',
		/^https:\/\/www\.pinterest\.com\/pin\/create\/button\/\?url=/,
	],
	[
		'whatsapp',
		'Share on WhatsApp',
		/^https:\/\/api\.whatsapp\.com\/send\?text=/,
	],
	[ 'telegram', 'Share on Telegram', /^https:\/\/t\.me\/share\/url\?url=/ ],
	[
		'reddit',
		'Share on Reddit',
		/^https:\/\/www\.reddit\.com\/submit\?url=/,
	],
	[ 'email', 'Share by email', /^mailto:\?subject=Tea%20%26%20/ ],
	[
		'bluesky',
		'Share on Bluesky',
		/^https:\/\/bsky\.app\/intent\/compose\?text=/,
	],
	[
		'threads',
		'Share on Threads',
		/^https:\/\/www\.threads\.net\/intent\/post\?text=/,
	],
	[
		'mastodon',
		'Share on Mastodon',
		/^https:\/\/mastodonshare\.com\/\?text=/,
	],
];

test( 'a post with the block shows share links that work without JavaScript @social', async ( {
	page,
	context,
	baseURL,
	requestUtils,
} ) => {
	const networks = [ ...LINKS.map( ( [ key ] ) => key ), 'copy', 'wechat' ];
	const post = await requestUtils.createPost( {
		title: TITLE,
		status: 'publish',
		date_gmt: new Date().toISOString(),
		content: `<!-- wp:paragraph --><p>Body</p><!-- /wp:paragraph --><!-- wp:shop-social-icons/share ${ JSON.stringify(
			{ networks }
		) } /-->`,
	} );
	try {
		await decideConsent( { context, baseURL } );
		const hosts = new Set< string >();
		page.on( 'request', ( request ) => {
			const url = new URL( request.url() );
			// data: and blob: addresses ask no host.
			if ( url.protocol.startsWith( 'http' ) ) {
				hosts.add( url.host );
			}
		} );
		await page.goto( post.link );

		// The block's list (the post's own share icons, placed by default, follow it).
		const list = page
			.locator( '.wp-block-shop-social-icons-share' )
			.getByRole( 'list', { name: 'Share this page' } );
		await expect( list ).toBeVisible();
		for ( const [ , name, href ] of LINKS ) {
			const link = list.getByRole( 'link', { name, exact: true } );
			await expect( link ).toBeVisible();
			await expect( link ).toHaveAttribute( 'href', href );
			expect( await link.getAttribute( 'href' ) ).toContain(
				encodeURIComponent( post.link )
			);
		}
		await expect(
			list.getByRole( 'link', { name: 'Share on X' } )
		).toHaveAttribute( 'rel', 'noopener noreferrer nofollow' );
		// The storefront core shows copy link (this browser has the Clipboard API) and WeChat (its overlay's trigger):
		// no dead button is drawn.
		await expect(
			list.getByRole( 'button', { name: 'Copy link' } )
		).toBeVisible();
		await expect(
			list.getByRole( 'button', { name: 'Share on WeChat' } )
		).toBeVisible();
		await expect( list.getByRole( 'button' ) ).toHaveCount( 2 );
		// The icons draw the page's one sprite.
		await expect(
			page.locator( 'svg.shop-social-icons-sprite' )
		).toHaveCount( 1 );
		const drawn = await list
			.locator( '.is-facebook svg' )
			.evaluate( ( svg ) => svg.getBoundingClientRect().width );
		expect( drawn ).toBeGreaterThan( 0 );

		// The tooltip is the accessible name, shown on keyboard focus.
		await list.getByRole( 'link', { name: 'Share on Facebook' } ).focus();
		await expect( list.getByText( 'Share on Facebook' ) ).toBeVisible();

		await expectNoAxeViolations(
			page,
			'.shop-social-icons',
			'share icons',
			3
		);
		expect( [ ...hosts ] ).toEqual( [ new URL( post.link ).host ] );
	} finally {
		await requestUtils.rest( {
			method: 'DELETE',
			path: `/wp/v2/posts/${ post.id }`,
			params: { force: true },
		} );
	}
} );

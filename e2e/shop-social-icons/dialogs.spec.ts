/**
 * The dialogs of the social icons as a visitor meets them: the popup after its delay (and not again for 30 days),
 * the WeChat overlay's QR code, and the Pinterest overlay's list of the page's pinnable images. Their scripts load
 * only when needed.
 */

/**
 * External dependencies
 */
// eslint-disable-next-line import/no-extraneous-dependencies -- the plugin's own encoder (plugins/shop-social-icons), to read back what it drew.
import qrcode from 'qrcode-generator';
import type { Page } from '@playwright/test';

/**
 * WordPress dependencies
 */
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';

/**
 * Internal dependencies
 */
import { test, expect } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { decideConsent } from '../storefront/support/product-page';
import { bandedPng } from '../storefront/support/banded-png';

const POPUP_OPTION = 'shop_social_icons_popup';
const POPUP_TEXT = 'Enjoy this page? Please spread the word :)';
const DAY = 24 * 60 * 60;

/**
 * Writes the popup's settings over the defaults (off) through the settings endpoint, as the admin screen does.
 *
 * @param requestUtils The REST helper, as the admin.
 * @param value        Fields.
 */
async function setPopup(
	requestUtils: RequestUtils,
	value: Record< string, unknown >
): Promise< void > {
	await requestUtils.rest( {
		method: 'POST',
		path: '/wp/v2/settings',
		data: {
			[ POPUP_OPTION ]: {
				enabled: false,
				text: POPUP_TEXT,
				delay_seconds: 5,
				on_scroll_end: false,
				cache_compat: false,
				...value,
			},
		},
	} );
}

/**
 * A published post with the share block of some networks after its content.
 *
 * @param requestUtils The REST helper.
 * @param title        Its title.
 * @param networks     The block's networks.
 * @param html         Content before the block.
 */
async function postWithIcons(
	requestUtils: RequestUtils,
	title: string,
	networks: string[],
	html = '<p>Body</p>'
) {
	return requestUtils.createPost( {
		title,
		status: 'publish',
		date_gmt: new Date().toISOString(),
		content: `<!-- wp:html -->${ html }<!-- /wp:html --><!-- wp:shop-social-icons/share ${ JSON.stringify(
			{ networks }
		) } /-->`,
	} );
}

/**
 * Deletes a post for good.
 *
 * @param requestUtils The REST helper.
 * @param id           The post.
 */
const deletePost = ( requestUtils: RequestUtils, id: number ) =>
	requestUtils.rest( {
		method: 'DELETE',
		path: `/wp/v2/posts/${ id }`,
		params: { force: true },
	} );

/**
 * The addresses the page has asked for so far, from the moment this is called.
 *
 * @param page The page.
 */
function requestedUrls( page: Page ): string[] {
	const urls: string[] = [];
	page.on( 'request', ( request ) => urls.push( request.url() ) );
	return urls;
}

declare global {
	interface Window {
		shopSocialDialogShownAt?: number;
	}
}

/**
 * Records, on the page's clock, when a dialog is first drawn.
 *
 * @param page The page, before it navigates.
 */
async function recordDialogShownAt( page: Page ): Promise< void > {
	await page.addInitScript( () => {
		new MutationObserver( ( _, observer ) => {
			if (
				document
					.querySelector( 'dialog, [role="dialog"]' )
					?.checkVisibility()
			) {
				window.shopSocialDialogShownAt = performance.now();
				observer.disconnect();
			}
		} ).observe( document, {
			subtree: true,
			childList: true,
			attributes: true,
		} );
	} );
}

test.describe( 'the popup', () => {
	test.beforeEach( decideConsent );

	test.afterEach( async ( { requestUtils } ) => {
		await setPopup( requestUtils, {} );
	} );

	test( 'appears after its delay, traps the focus, closes with Escape and not again after a reload @social', async ( {
		page,
		context,
		requestUtils,
	} ) => {
		await setPopup( requestUtils, { enabled: true, delay_seconds: 2 } );
		const post = await postWithIcons( requestUtils, 'Popup tea', [ 'x' ] );
		try {
			const urls = requestedUrls( page );
			await recordDialogShownAt( page );
			await page.goto( post.link );
			const popup = page.getByRole( 'dialog', { name: POPUP_TEXT } );

			await expect( popup ).toBeVisible();
			// The delay runs from the core's start, before the load event (late on a busy machine): so the popup and
			// its script, loaded when it is due, are timed on the page's clock, whose zero (the navigation's start)
			// comes before the core's.
			const { shownAt, scriptAt } = await page.evaluate( () => ( {
				shownAt: window.shopSocialDialogShownAt,
				scriptAt: performance
					.getEntriesByType( 'resource' )
					.find( ( entry ) =>
						entry.name.includes( '/build/popup.js' )
					)?.startTime,
			} ) );
			expect( shownAt ).toBeGreaterThanOrEqual( 2000 );
			expect( scriptAt ).toBeGreaterThanOrEqual( 2000 );
			expect(
				urls.filter( ( url ) => url.includes( '/build/popup.js' ) )
			).toHaveLength( 1 );
			const close = popup.getByRole( 'button', { name: 'Close' } );
			await expect( close ).toBeFocused();
			// Centred and fixed: in the middle of the window, where it stays while the page scrolls.
			const box = ( await popup.boundingBox() )!;
			const viewport = page.viewportSize()!;
			expect(
				Math.abs( box.x + box.width / 2 - viewport.width / 2 )
			).toBeLessThan( 2 );
			expect(
				Math.abs( box.y + box.height / 2 - viewport.height / 2 )
			).toBeLessThan( 2 );
			await expect( popup ).toHaveCSS( 'position', 'fixed' );
			// The settings' share icons in it (Facebook first, copy link last: the core shows its button), and Tab
			// going round inside.
			const first = popup.getByRole( 'link', {
				name: 'Share on Facebook',
			} );
			const last = popup.getByRole( 'button', { name: 'Copy link' } );
			await page.keyboard.press( 'Tab' );
			await expect( first ).toBeFocused();
			await page.keyboard.press( 'Shift+Tab' );
			await expect( close ).toBeFocused();
			await page.keyboard.press( 'Shift+Tab' );
			await expect( last ).toBeFocused();
			await page.keyboard.press( 'Tab' );
			await expect( close ).toBeFocused();
			await expectNoAxeViolations(
				page,
				'#shop-social-icons-popup',
				'popup'
			);

			await page.keyboard.press( 'Escape' );
			await expect( popup ).toBeHidden();

			const cookie = ( await context.cookies() ).find(
				( c ) => c.name === 'shop_social_icons_popup'
			);
			expect( cookie?.path ).toBe( '/' );
			expect( cookie!.expires - Date.now() / 1000 ).toBeGreaterThan(
				30 * DAY - 120
			);
			expect( cookie!.expires - Date.now() / 1000 ).toBeLessThanOrEqual(
				30 * DAY
			);

			urls.length = 0;
			await page.reload();
			await page.waitForTimeout( 3500 );
			await expect( popup ).toBeHidden();
			expect(
				urls.filter( ( url ) => url.includes( '/build/popup.js' ) )
			).toEqual( [] );
		} finally {
			await deletePost( requestUtils, post.id );
		}
	} );

	test( 'stays away from a visitor who dismissed the replaced plugin’s popup (its sfsi_popup cookie) @social', async ( {
		page,
		context,
		baseURL,
		requestUtils,
	} ) => {
		await setPopup( requestUtils, { enabled: true, delay_seconds: 1 } );
		const post = await postWithIcons( requestUtils, 'Old popup', [ 'x' ] );
		try {
			await context.addCookies( [
				{ name: 'sfsi_popup', value: 'yes', url: baseURL },
			] );
			const urls = requestedUrls( page );
			await page.goto( post.link );
			const popup = page.getByRole( 'dialog', { name: POPUP_TEXT } );
			// Past the delay on the page's own clock (from the navigation's start, before the core's).
			await page.waitForFunction( () => performance.now() > 2500 );
			await expect( popup ).toBeHidden();
			expect(
				urls.filter( ( url ) => url.includes( '/build/popup.js' ) )
			).toEqual( [] );

			// Without the old cookie the same page shows it: the test can see a popup when there is one.
			await context.clearCookies( { name: 'sfsi_popup' } );
			await page.reload();
			await expect( popup ).toBeVisible();
		} finally {
			await deletePost( requestUtils, post.id );
		}
	} );

	test( 'with only the scroll trigger, appears when the visitor reaches the end of the page @social', async ( {
		page,
		requestUtils,
	} ) => {
		await setPopup( requestUtils, {
			enabled: true,
			delay_seconds: 0,
			on_scroll_end: true,
		} );
		const post = await postWithIcons(
			requestUtils,
			'Long tea',
			[ 'x' ],
			'<div style="height:4000px">A long read</div>'
		);
		try {
			await page.goto( post.link );
			const popup = page.getByRole( 'dialog', { name: POPUP_TEXT } );

			await page.mouse.wheel( 0, 1500 );
			await page.waitForTimeout( 1000 );
			await expect( popup ).toBeHidden();

			await page.keyboard.press( 'End' );
			await expect( popup ).toBeVisible();
		} finally {
			await deletePost( requestUtils, post.id );
		}
	} );

	test( 'with page-cache compatibility, comes from the REST route after load and closes with its button @social', async ( {
		page,
		requestUtils,
	} ) => {
		await setPopup( requestUtils, {
			enabled: true,
			delay_seconds: 1,
			cache_compat: true,
			text: 'Cached pages welcome',
		} );
		const post = await postWithIcons( requestUtils, 'Cached tea', [ 'x' ] );
		try {
			const urls = requestedUrls( page );
			const response = await page.goto( post.link );
			const html = await response!.text();
			expect( html ).not.toContain( 'Cached pages welcome' );
			expect( html ).not.toContain( '<dialog' );

			const popup = page.getByRole( 'dialog', {
				name: 'Cached pages welcome',
			} );
			await expect( popup ).toBeVisible();
			const route = urls.findIndex( ( url ) =>
				url.includes( 'shop-social-icons/v1/popup' )
			);
			expect( route ).toBeGreaterThanOrEqual( 0 );
			expect( urls[ route ] ).toContain( `post=${ post.id }` );
			// Its campaign files, stylesheet first, after the answer.
			const stylesheet = urls.findIndex( ( url ) =>
				url.includes( '/build/style-popup.css' )
			);
			const script = urls.findIndex( ( url ) =>
				url.includes( '/build/popup.js' )
			);
			expect( stylesheet ).toBeGreaterThan( route );
			expect( script ).toBeGreaterThan( stylesheet );
			await expect(
				popup.getByRole( 'link', { name: 'Share on X' } )
			).toHaveAttribute( 'href', /url=http/ );
			// Arrived after the core ran, its copy link button is shown all the same.
			await expect(
				popup.getByRole( 'button', { name: 'Copy link' } )
			).toBeVisible();

			await popup.getByRole( 'button', { name: 'Close' } ).click();
			await expect( popup ).toBeHidden();
		} finally {
			await deletePost( requestUtils, post.id );
		}
	} );
} );

test.describe( 'the overlays', () => {
	test.beforeEach( decideConsent );

	test( 'WeChat draws the QR code of the page, and is shown again on the next click @social', async ( {
		page,
		requestUtils,
	} ) => {
		const post = await postWithIcons( requestUtils, 'WeChat tea', [
			'wechat',
		] );
		try {
			const urls = requestedUrls( page );
			await page.goto( post.link );
			const button = page.getByRole( 'button', {
				name: 'Share on WeChat',
			} );
			await expect( button ).toBeVisible();
			expect(
				urls.filter( ( url ) =>
					/build\/(overlays|qrcode)\.js/.test( url )
				)
			).toEqual( [] );

			await button.click();
			const overlay = page.getByRole( 'dialog', {
				name: 'Share on WeChat',
			} );
			await expect( overlay ).toBeVisible();
			await expect(
				overlay.getByText(
					'Scan QR Code in WeChat and press ··· to share!'
				)
			).toBeVisible();
			const code = overlay.getByRole( 'img', { name: post.link } );
			await expect( code ).toBeVisible();

			// The drawn modules are the QR code of the page's address.
			const expected = qrcode( 0, 'M' );
			expected.addData( post.link );
			expected.make();
			const count = expected.getModuleCount();
			await expect
				.poll( () =>
					code.evaluate(
						( canvas: HTMLCanvasElement ) => canvas.width
					)
				)
				.toBe( ( count + 8 ) * 5 );
			await expectNoAxeViolations(
				page,
				'#shop-social-icons-wechat-overlay',
				'WeChat overlay',
				4
			);
			const drawn = await code.evaluate(
				( canvas: HTMLCanvasElement, modules: number ) => {
					const pixels = canvas
						.getContext( '2d' )!
						.getImageData( 0, 0, canvas.width, canvas.height );
					const dark: boolean[][] = [];
					for ( let row = 0; row < modules; row++ ) {
						dark.push( [] );
						for ( let col = 0; col < modules; col++ ) {
							const x = ( col + 4 ) * 5 + 2;
							const y = ( row + 4 ) * 5 + 2;
							dark[ row ].push(
								pixels.data[ ( y * canvas.width + x ) * 4 ] <
									128
							);
						}
					}
					return dark;
				},
				count
			);
			expect( drawn ).toEqual(
				Array.from( { length: count }, ( _, row ) =>
					Array.from( { length: count }, ( __, col ) =>
						expected.isDark( row, col )
					)
				)
			);

			await overlay.getByRole( 'button', { name: 'Close' } ).click();
			await expect( overlay ).toBeHidden();
			await expect( button ).toBeFocused();

			await button.click();
			await expect( overlay ).toBeVisible();
			await expect(
				page.locator( 'dialog#shop-social-icons-wechat-overlay' )
			).toHaveCount( 1 );
			await page.keyboard.press( 'Escape' );
			await expect( overlay ).toBeHidden();
			expect(
				urls.filter( ( url ) => url.includes( '/build/overlays.js' ) )
			).toHaveLength( 1 );
		} finally {
			await deletePost( requestUtils, post.id );
		}
	} );

	test( 'WeChat on a phone offers the address to copy (and copies it) and a link that opens WeChat @social', async ( {
		browser,
		baseURL,
		requestUtils,
	} ) => {
		const post = await postWithIcons( requestUtils, 'Mobile tea', [
			'wechat',
		] );
		const context = await browser.newContext( {
			baseURL,
			isMobile: true,
			hasTouch: true,
			viewport: { width: 390, height: 844 },
			permissions: [ 'clipboard-read', 'clipboard-write' ],
		} );
		try {
			await decideConsent( { context, baseURL } );
			const page = await context.newPage();
			await page.goto( post.link );

			await page.getByRole( 'button', { name: 'Share on WeChat' } ).tap();

			const overlay = page.getByRole( 'dialog', {
				name: 'Share on WeChat',
			} );
			await expect(
				overlay.getByRole( 'textbox', { name: 'Address of this page' } )
			).toHaveValue( post.link );
			await overlay.getByRole( 'button', { name: 'Copy' } ).tap();
			await expect( overlay.getByRole( 'status' ) ).toHaveText(
				'Copied'
			);
			expect(
				await page.evaluate( () => navigator.clipboard.readText() )
			).toBe( post.link );
			await expect(
				overlay.getByRole( 'link', { name: 'Open WeChat' } )
			).toHaveAttribute( 'href', 'weixin://' );
			await expect( overlay.getByRole( 'img' ) ).toHaveCount( 0 );
		} finally {
			await context.close();
			await deletePost( requestUtils, post.id );
		}
	} );

	test( 'Mastodon asks for the visitor’s server, refuses a wrong one and opens that server’s share page @social', async ( {
		page,
		context,
		requestUtils,
	} ) => {
		const post = await postWithIcons( requestUtils, 'Mastodon tea', [
			'mastodon',
		] );
		// The server's page is not on this machine's network: answered here, so the opened tab loads cleanly.
		await context.route( 'https://fosstodon.org/**', ( route ) =>
			route.fulfill( { contentType: 'text/html', body: '<p>shared</p>' } )
		);
		try {
			const urls = requestedUrls( page );
			await page.goto( post.link );
			expect(
				urls.filter( ( url ) => url.includes( '/build/overlays.js' ) )
			).toEqual( [] );

			await page
				.getByRole( 'link', { name: 'Share on Mastodon' } )
				.click();
			const prompt = page.getByRole( 'dialog', {
				name: 'Your Mastodon server',
			} );
			await expect( prompt ).toBeVisible();
			const server = prompt.getByRole( 'textbox', {
				name: 'Your Mastodon server',
			} );
			await server.fill( 'not a server' );
			await prompt.getByRole( 'button', { name: 'Share' } ).click();
			await expect(
				prompt.getByText(
					'Enter a server name such as mastodon.social.'
				)
			).toBeVisible();
			await expect( server ).toHaveAttribute( 'aria-invalid', 'true' );

			await server.fill( 'https://Fosstodon.org/' );
			const [ tab ] = await Promise.all( [
				context.waitForEvent( 'page' ),
				prompt.getByRole( 'button', { name: 'Share' } ).click(),
			] );
			await tab.waitForLoadState();
			const opened = new URL( tab.url() );
			expect( opened.origin + opened.pathname ).toBe(
				'https://fosstodon.org/share'
			);
			expect( opened.searchParams.get( 'text' ) ).toBe(
				`Mastodon tea ${ post.link }`
			);
			await tab.close();
			await expect( prompt ).toBeHidden();
		} finally {
			await deletePost( requestUtils, post.id );
		}
	} );

	test( 'Pinterest lists exactly the pinnable images of the page, and a single link when there are none @social', async ( {
		page,
		requestUtils,
	} ) => {
		const sizes: Array< [ string, number, number, string ] > = [
			// [ name, width, height, extra attributes ]
			[ 'wide', 300, 200, 'alt="Wide teapot"' ],
			[ 'just-over', 101, 101, 'title="Cup"' ],
			[ 'exactly-100', 100, 100, '' ],
			[ 'narrow', 80, 400, '' ],
			[ 'no-pin', 400, 400, 'nopin="nopin"' ],
			[ 'data-no-pin', 300, 300, 'data-pin-nopin="true"' ],
		];
		const media: Array< { id: number; source_url: string } > = [];
		let post: { id: number; link: string } | undefined;
		let empty: { id: number; link: string } | undefined;
		try {
			for ( const [ name, width, height ] of sizes ) {
				media.push(
					await requestUtils.rest( {
						path: '/wp/v2/media',
						method: 'POST',
						headers: {
							'Content-Type': 'image/png',
							'Content-Disposition': `attachment; filename="pin-${ name }.png"`,
						},
						data: bandedPng( width, height ),
					} )
				);
			}
			const dataImage = `data:image/png;base64,${ bandedPng(
				200,
				200
			).toString( 'base64' ) }`;
			const images = sizes
				.map(
					( [ , width, height, extra ], i ) =>
						`<img src="${ media[ i ].source_url }" width="${ width }" height="${ height }" ${ extra }>`
				)
				.join( '' );
			post = await postWithIcons(
				requestUtils,
				'Pin tea',
				[ 'pinterest' ],
				`${ images }<img src="${ dataImage }" width="200" height="200" alt="Inline">`
			);
			empty = await postWithIcons( requestUtils, 'Plain tea', [
				'pinterest',
			] );

			await page.goto( post.link );
			// The block's icon (the post's own share icons, placed by default, follow it).
			const icon = page
				.locator( '.wp-block-shop-social-icons-share' )
				.getByRole( 'link', { name: 'Share on Pinterest' } );
			const href = await icon.getAttribute( 'href' );
			expect( href ).toMatch(
				/^https:\/\/www\.pinterest\.com\/pin\/create\/button\/\?url=/
			);
			await icon.click();

			const overlay = page.getByRole( 'dialog', {
				name: 'Pin It on Pinterest',
			} );
			await expect( overlay ).toBeVisible();
			const pins = overlay.getByRole( 'link' );
			await expect( pins ).toHaveCount( 2 );
			const title = await page.title();
			const expected = [
				[ media[ 0 ].source_url, 'Pin: Wide teapot' ],
				[ media[ 1 ].source_url, 'Pin: Cup' ],
			];
			for ( const [ i, [ src, name ] ] of expected.entries() ) {
				const pin = pins.nth( i );
				await expect( pin ).toHaveAccessibleName( name );
				const url = new URL( ( await pin.getAttribute( 'href' ) )! );
				expect( url.origin + url.pathname ).toBe(
					'https://www.pinterest.com/pin/create/button/'
				);
				expect( url.searchParams.get( 'url' ) ).toBe( post.link );
				expect( url.searchParams.get( 'media' ) ).toBe( src );
				expect( url.searchParams.get( 'description' ) ).toBe( title );
				await expect( pin ).toHaveAttribute( 'target', '_blank' );
			}
			await expectNoAxeViolations(
				page,
				'#shop-social-icons-pinterest-overlay',
				'Pinterest overlay',
				4
			);
			// The icon is still the link it was, for a click that opens a new tab.
			await overlay.getByRole( 'button', { name: 'Close' } ).click();
			await expect( icon ).toBeFocused();
			await expect( icon ).toHaveAttribute( 'href', href! );

			await page.goto( empty.link );
			await page
				.locator( '.wp-block-shop-social-icons-share' )
				.getByRole( 'link', { name: 'Share on Pinterest' } )
				.click();
			const single = page
				.getByRole( 'dialog', { name: 'Pin It on Pinterest' } )
				.getByRole( 'link' );
			await expect( single ).toHaveCount( 1 );
			const emptyTitle = await page.title();
			await expect( single ).toHaveAccessibleName(
				`Pin: ${ emptyTitle }`
			);
			await expect( single.locator( 'img' ) ).toHaveCount( 0 );
			const url = new URL( ( await single.getAttribute( 'href' ) )! );
			expect( url.searchParams.get( 'media' ) ).toBeNull();
			expect( url.searchParams.get( 'description' ) ).toBe( emptyTitle );
		} finally {
			for ( const id of [ post?.id, empty?.id ] ) {
				if ( id ) {
					await deletePost( requestUtils, id );
				}
			}
			for ( const { id } of media ) {
				await requestUtils.rest( {
					path: `/wp/v2/media/${ id }`,
					method: 'DELETE',
					params: { force: true },
				} );
			}
		}
	} );
} );

/**
 * The shop-social-icons scenario of `npm run bench` (issue 19, "Budgets"), on one post with share icons (the block,
 * every share network), follow icons (RSS and two profiles) and the floating widget, as a returning visitor (consent
 * decided, so the consent banner is not measured here):
 *
 * (a) our core's JS gzipped as served, React loaded or not, and the whole page's JS;
 * (b) the icons' HTML inline (the lists, the widget and the sprite), gzipped;
 * (c) our CSS gzipped (the stylesheet files the page links from the plugin);
 * (d) requests to other hosts before any click;
 * (e) layout shift the floating widget adds: the page with the widget (follow, then sticky) against the page
 *     without it;
 * (f) server time the plugin adds to the post: 120 alternating pairs with and without it (X-Shop-Bench-Without),
 *     the median of the pairs' differences;
 * (g) the on-demand chunks, build/overlays.js, qrcode.js (WeChat on a desktop only), popup.js and newsletter.js
 *     gzipped, when the build has them.
 *
 * The settings and the post are put back afterwards. Figures with PASS/OVER per budget; the run never fails on one.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import { adminRest } from './admin-rest.mjs';
import { pluginServerTimeAdded } from './server-time.mjs';
import { measureVisit } from './visit.mjs';
import { repoRoot } from '../test/paths.mjs';

const PLUGIN = 'shop-social-icons/shop-social-icons';
const OPTION = 'shop_social_icons_settings';
const BUILD = path.join( repoRoot, 'plugins', 'shop-social-icons', 'build' );
const CHUNKS = [ 'overlays', 'qrcode', 'popup', 'newsletter' ];
const SERVER_PAIRS = 120;
const VISIT = {
	ours: /\/wp-content\/plugins\/shop-social-icons\//,
	oursInlineId: 'shop-social-icons',
	dataSelector: '#shop-social-icons-core',
};
const SHARE = [
	'facebook',
	'x',
	'linkedin',
	'pinterest',
	'whatsapp',
	'telegram',
	'reddit',
	'email',
	'wechat',
	'bluesky',
	'threads',
	'mastodon',
	'copy',
	'native',
];

export const BUDGETS = {
	coreGzip: 4 * 1024,
	iconsGzip: 8 * 1024,
	cssGzip: 5 * 1024,
	thirdPartyRequests: 0,
	floatingLayoutShift: 0,
	serverAddedMs: 3,
	chunkGzip: 8 * 1024,
};

const SETTINGS = {
	share_networks: SHARE,
	follow_networks: [ 'instagram', 'mastodon', 'rss' ],
	profiles: {
		instagram: 'https://www.instagram.com/shop',
		mastodon: 'https://mastodon.social/@shop',
	},
	floating_enabled: true,
	floating_position: 'bottom-right',
	floating_mode: 'follow',
	floating_networks: [ 'facebook', 'x', 'whatsapp', 'copy', 'native' ],
};

const gz = ( text ) => gzipSync( Buffer.from( text ) ).length;

/**
 * The icons' HTML and our stylesheets on a page, gzipped.
 *
 * @param {import('@playwright/test').BrowserContext} context
 * @param {string}                                    url
 */
async function inlineAndCss( context, url ) {
	const page = await context.newPage();
	await page.goto( url, { waitUntil: 'networkidle' } );
	const { html, sheets } = await page.evaluate( () => ( {
		html: [
			...document.querySelectorAll(
				'.shop-social-icons-floating, :not(.shop-social-icons-floating) > ul.shop-social-icons, svg.shop-social-icons-sprite'
			),
		]
			.map( ( node ) => node.outerHTML )
			.join( '' ),
		sheets: [ ...document.querySelectorAll( 'link[rel="stylesheet"]' ) ]
			.map( ( link ) => link.href )
			.filter( ( href ) =>
				href.includes( '/plugins/shop-social-icons/' )
			),
	} ) );
	const css = [];
	for ( const href of sheets ) {
		css.push( await ( await page.request.get( href ) ).text() );
	}
	await page.close();
	return {
		iconsGzip: gz( html ),
		iconsBytes: Buffer.byteLength( html ),
		cssGzip: css.length ? gz( css.join( '\n' ) ) : 0,
		cssFiles: sheets.map( ( href ) =>
			new URL( href ).pathname.split( '/' ).pop()
		),
	};
}

/**
 * Layout shift whose moved nodes are in the floating widget (the shift's sources), over the load and 1 s after the
 * network went quiet, as the metric counts it (no recent input).
 *
 * @param {import('@playwright/test').BrowserContext} context
 * @param {string}                                    url
 */
async function widgetShift( context, url ) {
	const page = await context.newPage();
	await page.addInitScript( () => {
		window.__benchWidgetShift = 0;
		new PerformanceObserver( ( list ) => {
			for ( const entry of list.getEntries() ) {
				const inWidget = entry.sources.some(
					( source ) =>
						source.node?.parentElement?.closest?.(
							'.shop-social-icons-floating'
						) ||
						source.node?.classList?.contains(
							'shop-social-icons-floating'
						)
				);
				if ( ! entry.hadRecentInput && inWidget ) {
					window.__benchWidgetShift += entry.value;
				}
			}
		} ).observe( { type: 'layout-shift', buffered: true } );
	} );
	await page.goto( url, { waitUntil: 'networkidle' } );
	await page.waitForTimeout( 1000 );
	const shift = await page.evaluate( () => window.__benchWidgetShift );
	await page.close();
	return shift;
}

/**
 * A returning visitor's page view (consent decided: the banner's own figures are shop-consent's).
 *
 * @param {import('@playwright/test').Browser} browser
 * @param {string}                             url
 */
async function returningVisit( browser, url ) {
	const context = await browser.newContext();
	const visit = await measureVisit( context, url, {
		...VISIT,
		before: async ( page ) => {
			const reject = page.getByRole( 'button', { name: 'Reject all' } );
			if ( await reject.isVisible().catch( () => false ) ) {
				await reject.click();
				await page.waitForFunction( () =>
					document.cookie.includes( 'shop_consent=' )
				);
			}
		},
	} );
	const markup = await inlineAndCss( context, url );
	const floatingShift = await widgetShift( context, url );
	await context.close();
	return { ...visit, ...markup, floatingShift };
}

/**
 * The on-demand chunks the build has, gzipped at level 9 (null: not built).
 */
function chunkSizes() {
	return Object.fromEntries(
		CHUNKS.map( ( name ) => {
			const file = path.join( BUILD, `${ name }.js` );
			return [
				name,
				existsSync( file )
					? gzipSync( readFileSync( file ), { level: 9 } ).length
					: null,
			];
		} )
	);
}

/**
 * Runs the scenario.
 *
 * @param {import('@playwright/test').Browser}                     browser
 * @param {{url: string, admin: {user: string, password: string}}} facts
 */
export async function socialScenario( browser, facts ) {
	const admin = await adminRest( facts.url, facts.admin );
	const before = ( await admin.rest( 'GET', '/wp/v2/settings' ) )[ OPTION ];
	const post = await admin.rest( 'POST', '/wp/v2/posts', {
		title: 'Social icons bench',
		status: 'publish',
		content:
			'<!-- wp:paragraph --><p>A post with share icons, follow icons and the floating widget.</p><!-- /wp:paragraph -->' +
			'<!-- wp:shop-social-icons/share /--><!-- wp:shop-social-icons/share {"kind":"follow"} /-->',
	} );
	const save = ( fields ) =>
		admin.rest( 'POST', '/wp/v2/settings', { [ OPTION ]: fields } );
	try {
		await save( { ...SETTINGS, floating_enabled: false } );
		const without = await returningVisit( browser, post.link );
		await save( { ...SETTINGS, floating_mode: 'sticky' } );
		const sticky = await returningVisit( browser, post.link );
		await save( SETTINGS );
		const visit = await returningVisit( browser, post.link );
		const server = await pluginServerTimeAdded( post.link, {
			plugin: `${ PLUGIN }.php`,
			marker: 'class="shop-social-icons-floating',
			absent: 'the floating widget is not on the post',
			pairs: SERVER_PAIRS,
		} ).catch( ( error ) => ( {
			error: error.message,
		} ) );
		return {
			visit,
			floatingShift: {
				without: without.layoutShift,
				follow: visit.layoutShift,
				sticky: sticky.layoutShift,
				followWidget: visit.floatingShift,
				stickyWidget: sticky.floatingShift,
			},
			server,
			chunks: chunkSizes(),
		};
	} finally {
		await save( before );
		await admin.rest(
			'POST',
			`/wp/v2/posts/${ post.id }?_method=DELETE&force=true`
		);
	}
}

const kb = ( bytes ) => `${ ( bytes / 1024 ).toFixed( 2 ) } kB`;
const verdict = ( ok ) => ( ok ? 'PASS' : 'OVER' );

/**
 * Prints the scenario with a PASS/OVER per budget line.
 *
 * @param {Awaited<ReturnType<typeof socialScenario>>} result
 */
export function printSocialScenario( {
	visit,
	floatingShift,
	server,
	chunks,
} ) {
	const shiftOfWidget = Math.max(
		floatingShift.followWidget,
		floatingShift.stickyWidget
	);
	const lines = [
		'',
		'shop-social-icons (a post with share icons, follow icons and the floating widget; returning visitor)',
		`  (a) core JS ${ kb( visit.oursGzip ) } gz (budget ${ kb( BUDGETS.coreGzip ) }), React ${ visit.react ? 'loaded' : 'not loaded' }   ${ verdict( visit.oursGzip <= BUDGETS.coreGzip && ! visit.react ) }`,
		`      files: ${ visit.oursFiles.join( ', ' ) || 'none' }; texts JSON (data) ${ visit.dataGzip } B gz; whole page JS ${ kb( visit.totalGzip ) } gz`,
		`  (b) icons inline ${ kb( visit.iconsGzip ) } gz (${ kb( visit.iconsBytes ) } raw; budget ${ kb( BUDGETS.iconsGzip ) })   ${ verdict( visit.iconsGzip <= BUDGETS.iconsGzip ) }`,
		`  (c) CSS ${ kb( visit.cssGzip ) } gz (${ visit.cssFiles.join( ', ' ) || 'none' }; budget ${ kb( BUDGETS.cssGzip ) })   ${ verdict( visit.cssGzip <= BUDGETS.cssGzip ) }`,
		`  (d) third-party requests before a click: ${ visit.thirdPartyHosts.length }${ visit.thirdPartyHosts.length ? ` (${ [ ...new Set( visit.thirdPartyHosts ) ].join( ', ' ) })` : '' }   ${ verdict( visit.thirdPartyHosts.length <= BUDGETS.thirdPartyRequests ) }`,
		`  (e) layout shift of the floating widget (shifts whose moved nodes are in it): follow ${ floatingShift.followWidget.toFixed( 4 ) }, sticky ${ floatingShift.stickyWidget.toFixed( 4 ) } (budget ${ BUDGETS.floatingLayoutShift })   ${ verdict( shiftOfWidget <= BUDGETS.floatingLayoutShift ) }`,
		`      page CLS: without the widget ${ floatingShift.without.toFixed( 4 ) }, with it following ${ floatingShift.follow.toFixed( 4 ) }, sticky ${ floatingShift.sticky.toFixed( 4 ) }`,
	];
	if ( 'error' in server ) {
		lines.push(
			`  (f) server time added: not measured (${ server.error })`
		);
	} else {
		lines.push(
			`  (f) server time, median of ${ server.runs } pairs: loaded ${ server.activeMs.toFixed( 1 ) } ms, not loaded ${ server.inactiveMs.toFixed( 1 ) } ms, added ${ server.addedMs.toFixed( 1 ) } ms (budget < ${ BUDGETS.serverAddedMs } ms)   ${ verdict( server.addedMs < BUDGETS.serverAddedMs ) }`
		);
	}
	lines.push(
		`  (g) on-demand chunks: ${ Object.entries( chunks )
			.map( ( [ name, size ] ) =>
				size === null
					? `${ name }.js not built`
					: `${ name }.js ${ kb( size ) } gz ${ verdict( size <= BUDGETS.chunkGzip ) }`
			)
			.join( '; ' ) } (budget ${ kb( BUDGETS.chunkGzip ) } each)`
	);
	console.log( lines.join( '\n' ) );
}

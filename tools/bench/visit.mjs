/**
 * One page view as a visitor's browser makes it: the JavaScript it downloaded (ours, React, whole page, gzipped),
 * every host it asked, and the layout shift it suffered (CLS, input-driven shifts excluded as the metric does).
 */
import { gzipSync } from 'node:zlib';

import { recordScriptSizes } from './page-scripts.mjs';

const REACT = /\/react(-dom)?(\.min)?\.js/;

/** Time after the network went quiet for late shifts (a banner mounted by a lazily loaded chunk). */
const SETTLE_MS = 1000;

/**
 * @typedef {Object} VisitOptions
 * @property {RegExp}                                                   ours             URLs of the plugin under test.
 * @property {string}                                                   oursInlineId     Prefix of its inline scripts' ids.
 * @property {string}                                                   [oursInlineText] Text of its inline scripts
 *                                                                                       attached to other handles.
 * @property {string}                                                   [dataSelector]   Its JSON data element, measured apart.
 * @property {(page: import('@playwright/test').Page) => Promise<void>} [before]         Runs first on the same page
 *                                                                                       (e.g. a decision), then it reloads.
 */

/**
 * @param {import('@playwright/test').BrowserContext} context
 * @param {string}                                    url
 * @param {VisitOptions}                              options
 */
export async function measureVisit(
	context,
	url,
	{ ours, oursInlineId, oursInlineText, dataSelector, before }
) {
	const page = await context.newPage();
	if ( before ) {
		await page.goto( url, { waitUntil: 'networkidle' } );
		await before( page );
	}
	await page.addInitScript( () => {
		window.__benchShift = 0;
		// What moved, for a report that says where a shift came from: `tag.class (y x to y x) at ms`.
		window.__benchMoved = [];
		const name = ( node ) => {
			const element = node?.nodeType === 1 ? node : node?.parentElement;
			return element
				? [ element.tagName.toLowerCase(), ...element.classList ]
						.slice( 0, 3 )
						.join( '.' )
				: '(gone)';
		};
		const at = ( rect ) =>
			`${ Math.round( rect.y ) } ${ Math.round( rect.x ) }`;
		new PerformanceObserver( ( list ) => {
			for ( const entry of list.getEntries() ) {
				if ( ! entry.hadRecentInput ) {
					window.__benchShift += entry.value;
					for ( const source of entry.sources ?? [] ) {
						window.__benchMoved.push(
							`${ name( source.node ) } (${ at( source.previousRect ) } to ${ at( source.currentRect ) }) at ${ Math.round( entry.startTime ) } ms`
						);
					}
				}
			}
		} ).observe( { type: 'layout-shift', buffered: true } );
	} );
	const hosts = [];
	// Addresses, each counted once (a prefetch and the page's own request of one file are one; see page-scripts.mjs).
	const asked = new Set();
	page.on( 'request', ( request ) => {
		// Images and media follow the page's content and design; the count is about what the code asks for.
		if ( ! [ 'image', 'media' ].includes( request.resourceType() ) ) {
			asked.add( `${ request.method() } ${ request.url() }` );
		}
		const { protocol, hostname } = new URL( request.url() );
		// data: and blob: URLs reach no host.
		if ( protocol === 'http:' || protocol === 'https:' ) {
			hosts.push( hostname );
		}
	} );
	const downloaded = recordScriptSizes( page );
	await page.goto( url, { waitUntil: 'networkidle' } );
	await page.waitForTimeout( SETTLE_MS );
	// Inline JavaScript (not JSON data, not held-back text/plain) counts too.
	const inline = await page.$$eval( 'script:not([src])', ( nodes ) =>
		nodes
			.filter(
				( node ) =>
					! /json/.test( node.type ) &&
					! /^text\/plain$/.test( node.type )
			)
			.map( ( node ) => ( {
				id: node.id,
				text: node.textContent ?? '',
			} ) )
	);
	const data = dataSelector
		? await page
				.$eval( dataSelector, ( node ) => node.textContent ?? '' )
				.catch( () => '' )
		: '';
	const react = await page.evaluate( () => Boolean( window.React ) );
	const layoutShift = await page.evaluate( () => window.__benchShift );
	const moved = await page.evaluate( () => window.__benchMoved );
	await page.close();

	const scripts = await downloaded();
	const gz = ( text ) =>
		text ? gzipSync( Buffer.from( text ) ).length : 0;
	const sum = ( list ) => list.reduce( ( total, s ) => total + s.gzip, 0 );
	const oursInline = gz(
		inline
			.filter(
				( s ) =>
					s.id.startsWith( oursInlineId ) ||
					( oursInlineText && s.text.includes( oursInlineText ) )
			)
			.map( ( s ) => s.text )
			.join( '\n' )
	);
	const oursFiles = scripts.filter( ( s ) => ours.test( s.url ) );
	return {
		oursGzip: sum( oursFiles ) + oursInline,
		oursFiles: oursFiles.map(
			( s ) =>
				`${ new URL( s.url ).pathname.split( ours ).pop() } ${ s.gzip } B`
		),
		oursInlineGzip: oursInline,
		dataGzip: gz( data ),
		reactGzip: sum( scripts.filter( ( s ) => REACT.test( s.url ) ) ),
		totalGzip:
			sum( scripts ) + gz( inline.map( ( s ) => s.text ).join( '\n' ) ),
		react: react || scripts.some( ( s ) => REACT.test( s.url ) ),
		layoutShift,
		moved,
		requests: asked.size,
		thirdPartyHosts: hosts.filter(
			( host ) => ! [ '127.0.0.1', 'localhost' ].includes( host )
		),
	};
}

/**
 * The filter's JavaScript and CSS as a page links them: every script and stylesheet under
 * /wp-content/plugins/shop-filter/, gzipped, and whether the page loads React.
 */

/**
 * External dependencies
 */
import { gzipSync } from 'node:zlib';

const OURS = /\/wp-content\/plugins\/shop-filter\//;

/**
 * @param {string} baseUrl
 * @param {string} pagePath
 * @return {Promise<{ jsGzip: number, cssGzip: number, files: string[], react: boolean }>} Bytes gzipped.
 */
export async function filterAssets( baseUrl, pagePath ) {
	const html = await ( await fetch( baseUrl + pagePath ) ).text();
	const urls = [
		...html.matchAll( /<script[^>]+src=["']([^"']+)["']/g ),
		...html.matchAll( /<link[^>]+href=["']([^"']+\.css[^"']*)["']/g ),
	].map( ( match ) => match[ 1 ].replaceAll( '&#038;', '&' ) );
	const ours = urls.filter( ( url ) => OURS.test( url ) );
	let jsGzip = 0;
	let cssGzip = 0;
	for ( const url of ours ) {
		const body = Buffer.from(
			await ( await fetch( new URL( url, baseUrl ) ) ).arrayBuffer()
		);
		const size = gzipSync( body, { level: 9 } ).length;
		if ( /\.css(\?|$)/.test( url ) ) {
			cssGzip += size;
		} else {
			jsGzip += size;
		}
	}
	return {
		jsGzip,
		cssGzip,
		files: ours.map( ( url ) => new URL( url, baseUrl ).pathname ),
		react: urls.some( ( url ) => /\/react(-dom)?(\.min)?\.js/.test( url ) ),
	};
}

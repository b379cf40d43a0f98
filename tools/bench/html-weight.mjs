/**
 * The weight of a page's HTML as served (issue 27, "HTML (gz, inline CSS included) ≤ bare + 8 kB"): the document
 * gzipped at level 9, and the part of it that is inline CSS (every `<style>` element's text, gzipped together).
 */
import { gzipSync } from 'node:zlib';

export const HTML_BUDGET_ADDED = 8 * 1024;

const gz = ( text ) => gzipSync( Buffer.from( text ), { level: 9 } ).length;

/**
 * @param {string} html The document as the server sent it.
 * @return {{htmlGzip: number, inlineCssGzip: number}} Gzipped bytes.
 */
export function htmlWeight( html ) {
	const css = [ ...html.matchAll( /<style\b[^>]*>([\s\S]*?)<\/style>/g ) ]
		.map( ( match ) => match[ 1 ] )
		.join( '\n' );
	return { htmlGzip: gz( html ), inlineCssGzip: gz( css ) };
}

/**
 * Lines of the HTML table: per page, ours and bare WooCommerce's HTML and inline CSS, with a PASS/OVER per page.
 *
 * @param {Array<{name: string, html: {htmlGzip: number, inlineCssGzip: number}, bareHtml: {htmlGzip: number, inlineCssGzip: number}}>} rows
 * @return {string[]} The lines.
 */
export function htmlWeightLines( rows ) {
	const kb = ( bytes ) => ( bytes / 1024 ).toFixed( 1 );
	const lines = [
		`  HTML gz, inline CSS included (ours / bare WooCommerce, added; budget +${ kb( HTML_BUDGET_ADDED ) } kB)   inline CSS gz (ours / bare)`,
	];
	for ( const { name, html, bareHtml } of rows ) {
		const added = html.htmlGzip - bareHtml.htmlGzip;
		lines.push(
			`    ${ name.padEnd( 12 ) } ${ kb( html.htmlGzip ).padStart( 5 ) } / ${ kb( bareHtml.htmlGzip ).padStart( 5 ) } kB, ${ added >= 0 ? '+' : '' }${ kb( added ) }   ${ added <= HTML_BUDGET_ADDED ? 'PASS' : 'OVER' }      ${ kb( html.inlineCssGzip ).padStart( 5 ) } / ${ kb( bareHtml.inlineCssGzip ).padStart( 5 ) } kB`
		);
	}
	return lines;
}

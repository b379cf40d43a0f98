/**
 * A page's HTML split into the parts that make its weight (issue 27, "HTML ≤ bare + 8 kB"): each inline style, each
 * inline script, each JSON data element, the links and the rest of the head, and the body's regions (header, main,
 * side bar, footer, the rest). Each part is weighed two ways, gzipped at level 9: on its own, and by what it adds to
 * the page (the whole page gzipped minus the page without it), which is what removing it would save.
 */
import { gzipSync } from 'node:zlib';

const gz = ( text ) => gzipSync( Buffer.from( text ), { level: 9 } ).length;

/** Body regions, in the order they are looked for; each is the first element matching, with its whole subtree. */
const REGIONS = [
	{
		name: 'region: side bar',
		start: /<aside\b[^>]*\bid="shop-theme-side-bar"/,
	},
	{ name: 'region: header', start: /<header\b[^>]*wp-block-template-part/ },
	{ name: 'region: main', start: /<main\b/ },
	{ name: 'region: footer', start: /<footer\b[^>]*wp-block-template-part/ },
	{
		name: 'region: consent bar',
		start: /<div\b[^>]*\bid="shop-consent-bar"/,
	},
];

/**
 * The end of the element that starts at `from` (its closing tag's end), counting nested elements of its name.
 *
 * @param {string} html
 * @param {number} from Index of the element's `<`.
 * @return {number} Index after its closing tag, or the end of the text.
 */
function elementEnd( html, from ) {
	const name = /^<([a-z0-9-]+)/i.exec( html.slice( from ) )[ 1 ];
	const tag = new RegExp( `<(/?)${ name }\\b[^>]*>`, 'gi' );
	tag.lastIndex = from;
	let depth = 0;
	for ( let match = tag.exec( html ); match; match = tag.exec( html ) ) {
		depth += match[ 1 ] ? -1 : 1;
		if ( depth === 0 ) {
			return match.index + match[ 0 ].length;
		}
	}
	return html.length;
}

/**
 * What an inline `<script>` or a `<style>` is called in the table.
 *
 * @param {string} tag        `script` or `style`.
 * @param {string} attributes The start tag's attributes.
 * @param {string} body       Its text.
 * @return {string} Its kind and id.
 */
function elementName( tag, attributes, body ) {
	const id = /\bid="([^"]*)"/.exec( attributes )?.[ 1 ] ?? '(no id)';
	if ( tag === 'style' ) {
		return `style: ${ id }`;
	}
	if ( /\bsrc=/.test( attributes ) && ! body.trim() ) {
		return 'script tags (src)';
	}
	const type = /\btype="([^"]*)"/.exec( attributes )?.[ 1 ] ?? '';
	return `${ /json|importmap/.test( type ) ? 'data' : 'script' }: ${ id }`;
}

/**
 * Which part each character of the page belongs to: a style or script element wherever it is, else the innermost
 * region, else the head's links, else the rest of the head or body. Parts keep their place in the page, so what one
 * adds is measured with its neighbours as gzip sees them (a side bar 40 kB after the header cannot borrow from it).
 *
 * @param {string} html The document as served.
 * @return {{names: string[], owner: Uint16Array}} The part names and, per character, the index of its part.
 */
export function splitHtml( html ) {
	const names = [ 'head: the rest', 'body: the rest' ];
	const index = ( name ) => {
		if ( ! names.includes( name ) ) {
			names.push( name );
		}
		return names.indexOf( name );
	};
	const owner = new Uint16Array( html.length );
	const headEnd = html.search( /<\/head>/ );
	owner.fill( 1, headEnd < 0 ? 0 : headEnd );
	for ( const link of html
		.slice( 0, headEnd )
		.matchAll( /<link\b[^>]*>/g ) ) {
		owner.fill(
			index( 'head: links' ),
			link.index,
			link.index + link[ 0 ].length
		);
	}
	// Tags inside scripts and styles must not be counted as elements: blank their text for the region search.
	let blanked = html;
	const elements = [
		...html.matchAll( /<(style|script)\b([^>]*)>([\s\S]*?)<\/\1>/g ),
	];
	for ( const match of elements ) {
		const open = match[ 0 ].indexOf( '>' ) + 1;
		const from = match.index + open;
		const to = match.index + match[ 0 ].length - match[ 1 ].length - 3;
		blanked =
			blanked.slice( 0, from ) +
			' '.repeat( to - from ) +
			blanked.slice( to );
	}
	for ( const { name, start } of REGIONS ) {
		const at = blanked.search( start );
		if ( at >= 0 ) {
			owner.fill( index( name ), at, elementEnd( blanked, at ) );
		}
	}
	for ( const match of elements ) {
		const name = elementName( match[ 1 ], match[ 2 ], match[ 3 ] );
		owner.fill(
			index( name ),
			match.index,
			match.index + match[ 0 ].length
		);
	}
	return { names, owner };
}

/**
 * The page's text owned by one part, or everything else.
 *
 * @param {string}      html
 * @param {Uint16Array} owner
 * @param {number}      part
 * @param {boolean}     keep  True: the part's text; false: the page without it.
 * @return {string} The text.
 */
function pick( html, owner, part, keep ) {
	let text = '';
	let from = -1;
	for ( let i = 0; i <= html.length; i++ ) {
		const inside = i < html.length && ( owner[ i ] === part ) === keep;
		if ( inside && from < 0 ) {
			from = i;
		} else if ( ! inside && from >= 0 ) {
			text += html.slice( from, i );
			from = -1;
		}
	}
	return text;
}

/**
 * Each part's gzipped weight on its own and what it adds to the page (the page minus the page without it).
 *
 * @param {string} html
 * @return {{total: number, parts: Map<string, {alone: number, adds: number}>}} Bytes.
 */
export function weighParts( html ) {
	const total = gz( html );
	const { names, owner } = splitHtml( html );
	/** @type {Map<string, {alone: number, adds: number}>} */
	const parts = new Map();
	names.forEach( ( name, part ) => {
		parts.set( name, {
			alone: gz( pick( html, owner, part, true ) ),
			adds: total - gz( pick( html, owner, part, false ) ),
		} );
	} );
	return { total, parts };
}

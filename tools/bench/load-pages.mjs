/**
 * What the load test reads from the shop's pages before it starts, so its requests are the ones the pages' scripts
 * make: shop-consent's public settings (log and collector addresses, versions, each page's statistics fields), the
 * product filter's form (its config and options), and the REST nonce a checkout page hands WordPress's apiFetch.
 * The filter's addresses are built as its core builds them (plugins/shop-filter/src/frontend/link.ts and redraw.ts).
 * Pure: HTML in, values out.
 */

/**
 * @param {string} text An attribute's value as written in HTML.
 * @return {string} The value.
 */
function decodeAttribute( text ) {
	return text
		.replace( /&quot;/g, '"' )
		.replace( /&#0?39;/g, "'" )
		.replace( /&lt;/g, '<' )
		.replace( /&gt;/g, '>' )
		.replace( /&amp;/g, '&' );
}

/**
 * @param {string} tag  An element's start tag.
 * @param {string} name Attribute.
 * @return {string | null} Its decoded value.
 */
function attribute( tag, name ) {
	const match = new RegExp( `\\s${ name }=(?:"([^"]*)"|'([^']*)')` ).exec(
		tag
	);
	return match ? decodeAttribute( match[ 1 ] ?? match[ 2 ] ) : null;
}

/**
 * shop-consent's public settings of a page (`<script type="application/json" id="shop-consent-settings">`).
 *
 * @param {string} html The page.
 * @return {any} The settings, or null when the page has none.
 */
export function consentSettings( html ) {
	const match =
		/<script[^>]*id="shop-consent-settings"[^>]*>([\s\S]*?)<\/script>/.exec(
			html
		);
	return match ? JSON.parse( match[ 1 ] ) : null;
}

/**
 * The first product filter form of a page: where it submits, its config (`data-shop-filter`) and its checkboxes in
 * form order.
 *
 * @param {string} html The page.
 * @return {{action: string, config: any, checkboxes: Array<[string, string]>} | null} The form, null without one.
 */
export function filterForm( html ) {
	const start = html.search( /<form[^>]*\sdata-shop-filter=/ );
	if ( start < 0 ) {
		return null;
	}
	const end = html.indexOf( '</form>', start );
	const form = html.slice( start, end < 0 ? undefined : end );
	const tag = form.slice( 0, form.indexOf( '>' ) + 1 );
	/** @type {Array<[string, string]>} */
	const checkboxes = [];
	for ( const [ input ] of form.matchAll( /<input\b[^>]*>/g ) ) {
		const name = attribute( input, 'name' );
		const value = attribute( input, 'value' );
		if ( attribute( input, 'type' ) === 'checkbox' && name && value ) {
			checkboxes.push( [ name.replace( /\[\]$/, '' ), value ] );
		}
	}
	return {
		action: attribute( tag, 'action' ) ?? '',
		config: JSON.parse( attribute( tag, 'data-shop-filter' ) ?? '{}' ),
		checkboxes,
	};
}

/**
 * The selections shoppers make in the mix: every option alone, then pairs of the first options of two neighbouring
 * facets (category and colour, colour and size…), each in the form's order, as the core reads them.
 *
 * @param {Array<[string, string]>} checkboxes Name and value of each option, in form order.
 * @param {number}                  [perFacet] Options per facet taken into pairs.
 * @return {Array<Array<[string, string]>>} Each selection: its parameters.
 */
export function filterSelections( checkboxes, perFacet = 4 ) {
	/** @type {Map<string, string[]>} */
	const facets = new Map();
	for ( const [ name, value ] of checkboxes ) {
		facets.set( name, [ ...( facets.get( name ) ?? [] ), value ] );
	}
	/** @type {Array<Array<[string, string]>>} */
	const selections = checkboxes.map( ( pair ) => [ pair ] );
	const names = [ ...facets.keys() ].filter(
		( name ) => facets.get( name ).length > 1
	);
	for ( let i = 0; i + 1 < names.length; i++ ) {
		const [ first, second ] = [ names[ i ], names[ i + 1 ] ];
		for ( const a of facets.get( first ).slice( 0, perFacet ) ) {
			for ( const b of facets.get( second ).slice( 0, perFacet ) ) {
				selections.push( [
					[ first, a ],
					[ second, b ],
				] );
			}
		}
	}
	return selections;
}

/**
 * Encodes a name or value as the filter's links do: commas stay readable.
 *
 * @param {string} text
 */
const encode = ( text ) => encodeURIComponent( text ).replace( /%2C/gi, ',' );

/**
 * The address the filter puts in the address bar and fetches for a selection made on its form's page (page 1, no
 * redirect page, pretty permalinks): `/shop/?filter=1&pa_color=red`.
 *
 * @param {string}                  action The form's action (the listing's address).
 * @param {Array<[string, string]>} params The selection.
 * @return {string} Path and query.
 */
export function filterLink( action, params ) {
	const url = new URL( action );
	const query = [ [ 'filter', '1' ], ...params ]
		.map(
			( [ name, value ] ) => `${ encode( name ) }=${ encode( value ) }`
		)
		.join( '&' );
	return `${ url.pathname.replace( /\/page\/\d+\/?$/, '/' ) }?${ query }`;
}

/**
 * The filter's REST address for a selection, as its core asks it (`resultsUrl()`: the selection, then the form's
 * facets, listing, base, display types, more limit and price ranges).
 *
 * @param {any}                     config The form's `data-shop-filter`.
 * @param {Array<[string, string]>} params The selection.
 * @return {string} Path and query.
 */
export function filterRestAddress( config, params ) {
	const url = new URL( config.rest );
	const query = {
		...Object.fromEntries( params ),
		facets: config.facets.join( ',' ),
		listing: config.listing,
	};
	if ( config.base ) {
		query.base = config.base;
	}
	const types = Object.entries( config.types ?? {} ).map( ( pair ) =>
		pair.join( ':' )
	);
	if ( types.length ) {
		query.types = types.join( ',' );
	}
	if ( config.moreLimit ) {
		query.more_limit = String( config.moreLimit );
	}
	if ( config.priceRanges ) {
		query.price_ranges = config.priceRanges;
	}
	for ( const [ name, value ] of Object.entries( query ) ) {
		url.searchParams.set( name, value );
	}
	return url.pathname + url.search;
}

/**
 * The nonce WordPress gives apiFetch on a page rendered for this visitor (the checkout: `X-WP-Nonce` on its Store
 * API calls). A guest's is the same for every guest during the nonce's tick.
 *
 * @param {string} html The page.
 * @return {string | null} The nonce.
 */
export function apiFetchNonce( html ) {
	return (
		/createNonceMiddleware\(\s*"([0-9a-f]+)"\s*\)/.exec( html )?.[ 1 ] ??
		null
	);
}

/**
 * Link building when the form submits without ajax, or for the address bar after an ajax draw (spec 2,
 * "Link building").
 */

/**
 * Internal dependencies
 */
import type { FilterParams } from './types';

/** Parameters removed from every link (spec 2). */
export const EXCLUDED = [ 'page', 'product-page', 's', 'product', 'path' ];

/** The search marker that starts every link. */
export const MARKER = 'filter';

/** Parameters of plain permalinks kept on the site root. */
const PLAIN_KEPT = [ 'page_id', 'post_type' ];

/** Where a link is built. */
export interface LinkContext {
	/** The form's action: the shop or the term archive. */
	action: string;
	/** The page's address. */
	current: string;
	/** A redirect page, or ''. */
	redirect: string;
	/** Whether results are drawn by ajax (then the page number is sent as `paged`). */
	ajax: boolean;
	/** Plain permalinks. */
	plain: boolean;
	/** `<term_id>-<taxonomy>` of the current category, or ''. */
	base: string;
	/** Page number, 1-based. */
	page: number;
}

/**
 * The link for a set of filter values.
 *
 * @param params  Filter values in form order.
 * @param context Where the link is built.
 */
export function buildLink(
	params: FilterParams,
	context: LinkContext
): string {
	const active = params.filter(
		( [ name, value ] ) =>
			value !== '' && ! EXCLUDED.includes( name ) && name !== MARKER
	);
	const current = new URL( context.current );
	// No filters: the current page. Only a price range: the current page with min_price and max_price only.
	if ( active.length === 0 ) {
		return withParams( pageOf( current, context.plain ), [] );
	}
	if (
		active.every(
			( [ name ] ) => name === 'min_price' || name === 'max_price'
		)
	) {
		return withParams( pageOf( current, context.plain ), active );
	}
	const target = new URL( context.redirect || context.action, current );
	const start = context.plain ? siteRoot( target ) : pageOf( target, false );
	const kept = [ ...target.searchParams ].filter(
		( [ name ] ) =>
			! EXCLUDED.includes( name ) &&
			name !== MARKER &&
			( ! context.plain || PLAIN_KEPT.includes( name ) )
	);
	const extra: FilterParams = [];
	if ( context.base ) {
		extra.push( [ 'base', context.base ] );
	}
	if ( context.ajax && context.page > 1 ) {
		extra.push( [ 'paged', String( context.page ) ] );
	}
	return withParams( start, [
		[ MARKER, '1' ],
		...kept,
		...active,
		...extra,
	] );
}

/**
 * A page's address without its query and page number (a change shows page 1; a later page is sent as `paged`); with
 * plain permalinks its page_id (or post_type) stays.
 *
 * @param url   The page.
 * @param plain Plain permalinks.
 */
function pageOf( url: URL, plain: boolean ): URL {
	const page = new URL(
		url.origin + url.pathname.replace( /\/page\/\d+\/?$/, '/' )
	);
	if ( plain ) {
		for ( const name of PLAIN_KEPT ) {
			const value = url.searchParams.get( name );
			if ( value !== null ) {
				page.searchParams.set( name, value );
			}
		}
	}
	return page;
}

/**
 * The site root a plain-permalink link is built on.
 *
 * @param url Any page of the site.
 */
function siteRoot( url: URL ): URL {
	return new URL( url.origin + url.pathname.replace( /index\.php$/, '' ) );
}

/**
 * A URL with parameters appended in order; commas stay readable.
 *
 * @param url    Start.
 * @param params Parameters.
 */
function withParams( url: URL, params: FilterParams ): string {
	const query = [ ...url.searchParams, ...params ]
		.map(
			( [ name, value ] ) => `${ encode( name ) }=${ encode( value ) }`
		)
		.join( '&' );
	return url.origin + url.pathname + ( query ? `?${ query }` : '' );
}

/**
 * Encodes a name or value, keeping commas (spec 2: comma-separated lists).
 *
 * @param text Text.
 */
function encode( text: string ): string {
	return encodeURIComponent( text ).replace( /%2C/gi, ',' );
}

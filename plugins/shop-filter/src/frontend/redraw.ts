/**
 * The ajax call and the drawing of its answer (spec 7: the form html replaces the redraw zone, the products html
 * replaces the listing, each additional field replaces the element its selector names).
 */

/**
 * External dependencies
 */
import {
	getJson,
	withQuery,
} from '@shop-bundle/storefront-runtime/rest-client';

/**
 * Internal dependencies
 */
import type { FilterAnswer, FilterConfig, FilterParams } from './types';
import { drawZone, fragment } from './zone';

/** The listing's element, by the page's listing markup. */
export const LISTING = {
	block: '.wp-block-woocommerce-product-collection',
	classic: 'ul.products',
} as const;

/**
 * The REST address for a set of values (DESIGN.md "REST").
 *
 * @param config The form's config.
 * @param params Filter values.
 * @param page   Page number.
 * @param base   The page's address, for a relative endpoint.
 */
export function resultsUrl(
	config: FilterConfig,
	params: FilterParams,
	page: number,
	base: string
): string {
	const query: Record< string, string > = Object.fromEntries( params );
	query.facets = config.facets.join( ',' );
	query.listing = config.listing;
	if ( config.base ) {
		query.base = config.base;
	}
	const types = Object.entries( config.types ).map( ( pair ) =>
		pair.join( ':' )
	);
	if ( types.length ) {
		query.types = types.join( ',' );
	}
	if ( page > 1 ) {
		query.paged = String( page );
	}
	// The form's own settings, so the redrawn form is the one the page drew.
	if ( config.moreLimit ) {
		query.more_limit = String( config.moreLimit );
	}
	if ( config.priceRanges ) {
		query.price_ranges = config.priceRanges;
	}
	return withQuery( config.rest, query, base );
}

/**
 * Fetches an answer; rejects on a network error, an HTTP error or a malformed answer.
 *
 * @param fetcher `fetch`.
 * @param url     REST address.
 */
export async function fetchAnswer(
	fetcher: typeof fetch,
	url: string
): Promise< FilterAnswer > {
	const answer = ( await getJson(
		fetcher,
		url
	) ) as Partial< FilterAnswer > | null;
	if (
		! answer ||
		typeof answer.form !== 'string' ||
		typeof answer.products !== 'string'
	) {
		throw new Error( `Unexpected answer from ${ url }` );
	}
	return {
		products: answer.products,
		form: answer.form,
		additional_fields: answer.additional_fields ?? {},
		count: Number( answer.count ) || 0,
		link: typeof answer.link === 'string' ? answer.link : '',
	};
}

/**
 * Replaces an element by the element of the same selector in new markup, or by the markup itself.
 *
 * @param doc      The document.
 * @param selector What to replace.
 * @param html     New markup.
 */
function replace( doc: Document, selector: string, html: string ): void {
	for ( const old of doc.querySelectorAll( selector ) ) {
		const content = fragment( doc, html );
		const same = content.querySelector( selector );
		old.replaceWith( same ?? content );
	}
}

/**
 * Draws an answer: the zone of the submitting form and of its copies (zone.ts), the listing, the additional fields.
 * Only for listings without the Interactivity API (listing-mode.ts): WooCommerce's product collection written here
 * would show buttons that do nothing.
 *
 * @param doc      The document.
 * @param answer   The answer.
 * @param form     The submitting form.
 * @param config   Its config.
 * @param formOnly Draw the forms only (the 'start filtering' button).
 */
export function drawAnswer(
	doc: Document,
	answer: FilterAnswer,
	form: HTMLFormElement,
	config: FilterConfig,
	formOnly = false
): void {
	const zone = fragment( doc, answer.form ).querySelector(
		'.shop-filter__zone'
	);
	if ( zone ) {
		drawZone( zone, form );
	}
	if ( formOnly ) {
		return;
	}
	replace( doc, LISTING[ config.listing ], answer.products );
	for ( const [ selector, html ] of Object.entries(
		answer.additional_fields
	) ) {
		replace( doc, selector, html );
	}
}

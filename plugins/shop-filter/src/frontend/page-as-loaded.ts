/**
 * What a form's page showed as it was loaded, kept by the core before anything changes it: the drawing code loads
 * on first use (form-submit.ts), by which time the shopper may have opened a child list, WooCommerce's sort select
 * may have navigated, and the core has added its tooltips. The router drawer keeps this copy for back and forward.
 */

/** WooCommerce's result count, a router region of text only (region-text.ts). */
export const COUNT_REGION =
	'[data-wp-router-region^="wc-product-results-count"]';

/** The address, the form's zone and the result count as loaded (copies, detached from the page). */
export interface PageAsLoaded {
	address: string;
	zone: Element | null;
	count: Element | null;
}

/**
 * Copies what the page shows now for a form.
 *
 * @param form    The form, as the server drew it.
 * @param address The page's address.
 */
export function pageAsLoaded(
	form: HTMLFormElement,
	address: string
): PageAsLoaded {
	const doc = form.ownerDocument;
	const copy = ( element: Element | null ) =>
		( element?.cloneNode( true ) as Element | undefined ) ?? null;
	return {
		address,
		zone: copy( form.querySelector( '.shop-filter__zone' ) ),
		count: copy( doc.querySelector( COUNT_REGION ) ),
	};
}

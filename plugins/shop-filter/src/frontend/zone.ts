/**
 * The form's redraw zone (DESIGN.md "Form markup"): where it is in a page's markup, drawing it into every copy of the
 * form, and the key of the addresses that draw the same zone.
 */

/** Query parameters that only choose a page of the listing: the same zone draws every page. */
const PAGING = /^(paged|product-page|query-\d+-page)$/;

/**
 * Parses markup into a fragment (not run: scripts in it stay inert).
 *
 * @param doc  The document.
 * @param html Markup.
 */
export function fragment( doc: Document, html: string ): DocumentFragment {
	const template = doc.createElement( 'template' );
	template.innerHTML = html;
	return template.content;
}

/**
 * The zone of a form in a parsed page: the form with the same config (`data-shop-filter`), else the form at the same
 * place among the page's filter forms.
 *
 * @param page The parsed page.
 * @param form The form on this page.
 */
export function zoneIn(
	page: ParentNode,
	form: HTMLFormElement
): Element | null {
	const forms = [
		...page.querySelectorAll< HTMLFormElement >( 'form.shop-filter' ),
	];
	const same =
		forms.find(
			( other ) => other.dataset.shopFilter === form.dataset.shopFilter
		) ??
		forms[
			[
				...form.ownerDocument.querySelectorAll( 'form.shop-filter' ),
			].indexOf( form )
		];
	return same?.querySelector( '.shop-filter__zone' ) ?? null;
}

/**
 * The products a zone says the listing holds (`data-total`), null when it does not say.
 *
 * @param zone The zone.
 */
export function totalOf( zone: Element | null ): number | null {
	const total = zone?.getAttribute( 'data-total' );
	return total ? Number( total ) : null;
}

/**
 * Draws a zone into the submitting form and its copies (forms with the same config: the theme shows one in the
 * sidebar and one in the phone overlay). The focus stays on the field it was on (the same name and value).
 *
 * @param zone The new zone (markup or element).
 * @param form The submitting form.
 */
export function drawZone(
	zone: Element | string,
	form: HTMLFormElement
): void {
	const doc = form.ownerDocument;
	const element =
		typeof zone === 'string'
			? fragment( doc, zone ).querySelector( '.shop-filter__zone' )
			: zone;
	if ( ! element ) {
		return;
	}
	const focused = doc.activeElement as HTMLInputElement | null;
	const owner = focused?.closest( '.shop-filter__zone' )
		? focused.closest( 'form' )
		: null;
	for ( const copy of doc.querySelectorAll< HTMLFormElement >(
		'form.shop-filter'
	) ) {
		if ( copy.dataset.shopFilter === form.dataset.shopFilter ) {
			copy.querySelector( '.shop-filter__zone' )?.replaceWith(
				doc.importNode( element, true )
			);
		}
	}
	if ( owner && focused && ! focused.isConnected && focused.name ) {
		[ ...owner.querySelectorAll< HTMLInputElement >( '[name]' ) ]
			.find(
				( field ) =>
					field.name === focused.name && field.value === focused.value
			)
			?.focus();
	}
}

/**
 * The key of an address's zone: its path and query without the page number (`/page/2/`, `paged`), so every page of
 * one selection shares its zone.
 *
 * @param address The address.
 */
export function zoneKey( address: string ): string {
	const url = new URL( address );
	const query = [ ...url.searchParams ].filter(
		( [ name ] ) => ! PAGING.test( name )
	);
	return (
		url.pathname.replace( /\/page\/\d+\/?$/, '/' ) +
		'?' +
		new URLSearchParams( query ).toString()
	);
}

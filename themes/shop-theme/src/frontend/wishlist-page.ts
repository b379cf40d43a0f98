/**
 * The wishlist pattern's list, drawn in the browser from the Store API: the page is the same for everyone (cached),
 * the list belongs to the shopper.
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
import type { ShopSettings } from './settings';

interface StoreProduct {
	id: number;
	name: string;
	permalink: string;
	price_html: string;
	images: { thumbnail: string; alt: string }[];
}

/** Products fetched already, by id: removing one does not fetch the others again. */
const products = new Map< number, StoreProduct >();

/**
 * Text of a Store API name (HTML entities decoded, tags dropped).
 *
 * @param doc  The document.
 * @param html The name.
 */
const text = ( doc: Document, html: string ) =>
	doc.createRange().createContextualFragment( `<b>${ html }</b>` )
		.textContent ?? '';

/**
 * One wished product: image, linked name, price, and its toggle (pressed: a click removes it).
 *
 * @param doc     The document.
 * @param product The product.
 * @param remove  The button's label.
 */
function item(
	doc: Document,
	product: StoreProduct,
	remove: string
): HTMLLIElement {
	const li = doc.createElement( 'li' );
	const name = `shop-wishlist-name-${ product.id }`;
	const image = product.images[ 0 ];
	li.innerHTML = `${
		image ? '<img loading="lazy" width="80" height="80" alt="">' : ''
	}<a id="${ name }"></a><span class="shop-wishlist__price">${
		product.price_html
	}</span><button type="button" class="shop-wishlist-button" aria-pressed="true" aria-describedby="${ name }" data-shop-wishlist="${
		product.id
	}"></button>`;
	li.querySelector( 'img' )?.setAttribute( 'src', image.thumbnail );
	const link = li.querySelector( 'a' ) as HTMLAnchorElement;
	link.href = product.permalink;
	link.textContent = text( doc, product.name );
	( li.querySelector( 'button' ) as HTMLButtonElement ).textContent = remove;
	return li;
}

/**
 * Draws the list, or the empty state.
 *
 * @param list     The pattern's `<ul data-shop-wishlist-list>`.
 * @param ids      The wished products.
 * @param settings The core's settings.
 */
export async function renderWishlistPage(
	list: HTMLElement,
	ids: number[],
	settings: ShopSettings
): Promise< void > {
	const doc = list.ownerDocument;
	const missing = ids.filter( ( id ) => ! products.has( id ) );
	if ( missing.length ) {
		const url = withQuery(
			`${ settings.storeUrl }products`,
			{ include: missing.join( ',' ), per_page: '100' },
			doc.location.href
		);
		( ( await getJson( fetch, url ) ) as StoreProduct[] ).forEach( ( p ) =>
			products.set( p.id, p )
		);
	}
	const shown = ids.filter( ( id ) => products.has( id ) );
	const hadFocus = list.contains( doc.activeElement );
	list.replaceChildren(
		...shown.map( ( id ) =>
			item(
				doc,
				products.get( id ) as StoreProduct,
				settings.labels.remove
			)
		)
	);
	list.hidden = ! shown.length;
	const empty = list.parentElement?.querySelector< HTMLElement >(
		'.shop-wishlist__empty'
	);
	if ( empty ) {
		empty.hidden = !! shown.length;
	}
	if ( hadFocus && empty && ! shown.length ) {
		// The last item held the focus: it goes to the message that replaces the list.
		empty.tabIndex = -1;
		empty.focus();
	} else if ( hadFocus ) {
		list.querySelector( 'button' )?.focus();
	}
}

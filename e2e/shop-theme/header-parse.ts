/**
 * External dependencies
 */
import type { Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { expect } from '../support/test';

/** What a shopper sees of the header, in document order. */
const DRAWN =
	'.shop-theme-sidebar-opener, .wp-block-site-title, .wp-block-navigation-item, .wp-block-search, .wp-block-woocommerce-customer-account, .wp-block-woocommerce-mini-cart';

/**
 * A browser may paint while the header is still arriving. Whatever part of the header has been parsed, what is
 * already there must stand where it stands in the whole header, or the first paint is followed by a layout shift.
 * Cut after each of the header row's parts (and each of the tools), compare every drawn element's box with its box
 * in the whole header, and put the parts back. Returns the moves, as "element: from -> to", empty when none.
 *
 * @param page The page, loaded.
 */
export async function headerMovesWhilePartlyParsed( page: Page ) {
	return page.evaluate( ( drawn ) => {
		const row = document.querySelector( '.shop-theme-header-row' );
		if ( ! row ) {
			return [ 'no .shop-theme-header-row' ];
		}
		const leaves = Array.from( row.querySelectorAll( drawn ) );
		const box = ( element: Element ) => {
			const { left, top } = element.getBoundingClientRect();
			return `${ Math.round( left ) },${ Math.round( top ) }`;
		};
		const whole = leaves.map( box );
		const parts = Array.from( row.children ).flatMap( ( child ) =>
			child.classList.contains( 'shop-theme-header-tools' )
				? Array.from( child.children )
				: [ child ]
		);
		const moves: string[] = [];
		for ( let cut = 1; cut < parts.length; cut++ ) {
			const later = parts.slice( cut ).map( ( part ) => ( {
				part,
				parent: part.parentNode as Node,
				next: part.nextSibling,
			} ) );
			later.forEach( ( { part } ) => part.remove() );
			leaves.forEach( ( leaf, index ) => {
				if ( leaf.isConnected && box( leaf ) !== whole[ index ] ) {
					moves.push(
						`${ leaf.className } with ${ cut } parts: ${ box(
							leaf
						) } -> ${ whole[ index ] }`
					);
				}
			} );
			later.forEach( ( { part, parent, next } ) =>
				parent.insertBefore( part, next )
			);
		}
		return moves;
	}, DRAWN );
}

/**
 * Fails when a part of the header moves as the parts after it arrive.
 *
 * @param page The page, loaded.
 */
export async function expectHeaderIndependentOfLaterMarkup( page: Page ) {
	expect(
		await headerMovesWhilePartlyParsed( page ),
		'header elements that move when what follows them arrives'
	).toEqual( [] );
}

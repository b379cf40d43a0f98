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
	'.shop-theme-sidebar-opener, .wp-block-site-title, .wp-block-navigation-item, .wp-block-search, .wp-block-search__input, .wp-block-search__button, .wp-block-woocommerce-customer-account, .wp-block-woocommerce-mini-cart';

/**
 * A browser may paint while the header is still arriving, and the HTML can stop at any point of it: between two of
 * its parts, inside the search form before its button's icon, inside a list. Whatever has been parsed must stand
 * where it stands in the whole header, or the first paint is followed by a layout shift. For every node of the
 * header row in document order, this leaves the row as the parser has it right after that node's start (the node
 * without its children, nothing after it), compares the box of every drawn element that is visible then with its box
 * in the whole header, and puts the rest back. Returns the moves, as "element cut after node: from -> to", empty
 * when none. Elements not painted then (hidden, or an empty box whose content has not arrived) are left out: they
 * cannot shift.
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
		// Painted: shown, and with an area (an element whose content has not arrived may be an empty box).
		const painted = ( element: Element ) => {
			const { width, height } = element.getBoundingClientRect();
			return (
				width > 0 &&
				height > 0 &&
				element.checkVisibility( {
					visibilityProperty: true,
					opacityProperty: true,
				} )
			);
		};
		const whole = leaves.map( box );
		const name = ( node: Node ) =>
			node instanceof Element
				? `${ node.tagName.toLowerCase() }.${ Array.from(
						node.classList
					).join( '.' ) }`
				: `text "${ ( node.textContent ?? '' ).trim().slice( 0, 20 ) }"`;

		const nodes: Node[] = [];
		const walker = document.createTreeWalker(
			row,
			// eslint-disable-next-line no-bitwise
			NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT
		);
		while ( walker.nextNode() ) {
			nodes.push( walker.currentNode );
		}

		const moves: string[] = [];
		for ( const cut of nodes ) {
			// What the parser has not reached yet: the node's children, then what follows it and each of its ancestors.
			const taken: { node: Node; parent: Node; next: Node | null }[] = [];
			const take = ( node: Node ) => {
				taken.push( {
					node,
					parent: node.parentNode as Node,
					next: node.nextSibling,
				} );
				node.parentNode?.removeChild( node );
			};
			while ( cut.lastChild ) {
				take( cut.lastChild );
			}
			for (
				let at: Node = cut;
				at !== row && at.parentNode;
				at = at.parentNode
			) {
				while ( at.nextSibling ) {
					take( at.parentNode.lastChild as Node );
				}
			}
			leaves.forEach( ( leaf, index ) => {
				if (
					leaf.isConnected &&
					painted( leaf ) &&
					box( leaf ) !== whole[ index ]
				) {
					moves.push(
						`${ name( leaf ) } cut after ${ name( cut ) }: ${ box(
							leaf
						) } -> ${ whole[ index ] }`
					);
				}
			} );
			for ( const { node, parent, next } of taken.reverse() ) {
				parent.insertBefore( node, next );
			}
		}
		return moves;
	}, DRAWN );
}

/**
 * Fails when a part of the header moves as the markup after it arrives.
 *
 * @param page The page, loaded.
 */
export async function expectHeaderIndependentOfLaterMarkup( page: Page ) {
	expect(
		await headerMovesWhilePartlyParsed( page ),
		'header elements that move when what follows them arrives'
	).toEqual( [] );
}

/**
 * WooCommerce's result count ("Showing 1–2 of 4 results"), a router region of text only, kept true after a router draw.
 *
 * WordPress 7.1's router leaves that region's text as it was when only text changes inside it (seen with WooCommerce
 * 11.0's own sort select on Twenty Twenty-Five too: "Sorted by price: low to high" stays after sorting by date), while
 * it draws the products. The region has no directives inside, so its text nodes are set to the drawn page's, in
 * place: the router's own elements and nodes stay, and a later draw that changes them still reaches them.
 */

/**
 * Internal dependencies
 */
import { COUNT_REGION } from './page-as-loaded';

/**
 * The text nodes of an element, in order.
 *
 * @param root The element.
 */
function texts( root: Element ): Text[] {
	const walker = root.ownerDocument.createTreeWalker( root, 4 ); // NodeFilter.SHOW_TEXT
	const nodes: Text[] = [];
	while ( walker.nextNode() ) {
		nodes.push( walker.currentNode as Text );
	}
	return nodes;
}

/** The watch of the last draw's count, ended by the next draw. */
let watching: MutationObserver | undefined;

/** The texts each page's count has shown: the page's own and every earlier draw's. */
const shownTexts = new WeakMap< Document, Set< string > >();

/**
 * Notes the text of a count as one the page's count has shown: the count as the page was loaded (page-as-loaded.ts),
 * whose text the router's copy of the region keeps and may write back after a later draw, whatever the count showed
 * in between; by default the count shown now.
 *
 * @param doc   The page.
 * @param count The count whose text to note.
 * @return The texts the count has shown.
 */
export function noteCountText(
	doc: Document,
	count = doc.querySelector( COUNT_REGION )
): Set< string > {
	const earlier = shownTexts.get( doc ) ?? new Set< string >();
	shownTexts.set( doc, earlier );
	const text = count?.textContent;
	if ( text !== undefined && text !== null ) {
		earlier.add( text );
	}
	return earlier;
}

/**
 * Sets the text of the page's result count to the drawn page's, where both have the same text nodes: at once, and
 * again whenever the router's render writes a text the count showed before. That render runs after `navigate()`
 * resolves, at a time of its own (a frame later on an idle machine, seconds on a busy one), and writes what its own
 * copy of the region holds: the text before this draw, or one from further back (the page as loaded, "of 8", after the
 * router had drawn a filtered "of 4" itself). So the count is watched until the next draw rather than for a fixed time, and any
 * earlier text is put right; a text nobody showed (another script's navigation) is left alone.
 *
 * @param doc  The page.
 * @param html The drawn region's markup ('' when the drawn page has none).
 */
export function syncCountText( doc: Document, html: string ): void {
	watching?.disconnect();
	watching = undefined;
	const shown = doc.querySelector( COUNT_REGION );
	const Observer = doc.defaultView?.MutationObserver;
	if ( ! shown || ! Observer ) {
		return;
	}
	const earlier = noteCountText( doc );
	setCountText( doc, html );
	const drawn = shown.textContent ?? '';
	// The page, not the region: the router's render may put a new region element in place of the one shown.
	watching = new Observer( () => {
		const now = doc.querySelector( COUNT_REGION )?.textContent ?? '';
		if ( now !== drawn && earlier.has( now ) ) {
			setCountText( doc, html );
		}
	} );
	watching.observe( doc.body, {
		characterData: true,
		childList: true,
		subtree: true,
	} );
	earlier.add( drawn );
}

/**
 * Sets the text of the page's result count to the drawn page's, where both have the same text nodes.
 *
 * @param doc  The page.
 * @param html The drawn region's markup.
 */
function setCountText( doc: Document, html: string ): void {
	const shown = doc.querySelector( COUNT_REGION );
	const template = doc.createElement( 'template' );
	template.innerHTML = html;
	const drawn = template.content.querySelector( COUNT_REGION );
	if ( ! shown || ! drawn ) {
		return;
	}
	const [ now, next ] = [ texts( shown ), texts( drawn ) ];
	if ( now.length !== next.length ) {
		return;
	}
	now.forEach( ( node, index ) => {
		if ( node.nodeValue !== next[ index ].nodeValue ) {
			node.nodeValue = next[ index ].nodeValue;
		}
	} );
}

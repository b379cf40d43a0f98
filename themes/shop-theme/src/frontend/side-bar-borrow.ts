/**
 * The side bar shows the header's own search and navigation instead of copies of them: they are hidden in the header
 * below 992 px, where the side bar exists, and printing them twice cost every page about 0.9 kB gzipped of HTML
 * (issue 27). When the side bar opens, they move into its slot (`[data-shop-theme-side-bar-slot]`); when the window
 * grows past 991 px, where the side bar is removed, they go back to their places in the header.
 */

/** The header's parts the side bar shows, in the order it shows them. */
export const BORROWED = [
	'.shop-theme-header-row .shop-theme-header-search',
	'.shop-theme-header-row .shop-theme-header-nav',
];

/**
 * Moves the header's search and navigation into the side bar's slot, once, and gives a way to put them back.
 *
 * @param doc   The document.
 * @param panel The side bar.
 * @return `borrow()` moves them in (nothing when there is no slot or they are there already), `giveBack()` puts them
 *         back where they were.
 */
export function headerPartsLender( doc: Document, panel: HTMLElement ) {
	const slot = panel.querySelector( '[data-shop-theme-side-bar-slot]' );
	/** Each borrowed element with the marker that keeps its place in the header. */
	let lent: Array< { element: Element; place: Comment } > = [];

	return {
		borrow(): void {
			if ( ! slot || lent.length ) {
				return;
			}
			lent = BORROWED.flatMap( ( selector ) => {
				const element = doc.querySelector( selector );
				if ( ! element || panel.contains( element ) ) {
					return [];
				}
				const place = doc.createComment( 'shop-theme-side-bar' );
				element.before( place );
				slot.append( element );
				return [ { element, place } ];
			} );
		},
		giveBack(): void {
			lent.forEach( ( { element, place } ) =>
				place.replaceWith( element )
			);
			lent = [];
		},
	};
}

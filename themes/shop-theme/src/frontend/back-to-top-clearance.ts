/**
 * Where the back-to-top button may show: never over another control. A fixed button in a phone's corner lies over
 * whatever scrolls beneath it (a card's Add to cart and wishlist on the shop grid, issue 28), and there is no gutter on
 * a 390 px screen wide enough for a 44 px button. So the button steps aside (it is not drawn) while a control lies
 * under it, and comes back where nothing a visitor taps is beneath, and it sits above the floating social icons when
 * they share its corner.
 */

/** What a visitor taps or types into. */
const CONTROL =
	'a[href],button,input,select,textarea,summary,label,[role="button"],[role="link"],[tabindex]:not([tabindex="-1"])';

/** Pictures inside a link (a card's image): most of their area stays visible beside the button, they are not covered. */
const MEDIA = 'IMG,PICTURE,VIDEO,CANVAS';

/** Offsets of the points sampled over the button, in px from its centre: a 3 by 3 grid inside its circle. */
const SAMPLES = [ -15, 0, 15 ];

/** Fixed widgets that may share the bottom-right corner (Shop Social Icons' floating widget at bottom-right). */
const CORNER_NEIGHBOURS =
	'.shop-social-icons-floating.is-follow.is-position-bottom-right';

/** Added to a neighbour's height: it stands 4 px higher than the button (20 px from the edge against 16), plus 12 px between. */
const GAP = 16;

/**
 * Whether the element drawn at a point, under the button, is a control.
 *
 * @param button The button.
 * @param x      Viewport x.
 * @param y      Viewport y.
 */
function controlAt( button: HTMLElement, x: number, y: number ): boolean {
	const doc = button.ownerDocument;
	// Without hit testing (an old engine, jsdom) nothing is known to be beneath.
	const stack = doc.elementsFromPoint?.( x, y ) ?? [];
	const hit = stack.find( ( element ) => ! button.contains( element ) );
	if ( ! hit || MEDIA.split( ',' ).includes( hit.tagName ) ) {
		return false;
	}
	return hit.closest( CONTROL ) !== null;
}

/**
 * Whether the button, where it is drawn, lies over another control.
 *
 * @param button The button, laid out (not `hidden`).
 */
export function coversControl( button: HTMLElement ): boolean {
	const box = button.getBoundingClientRect();
	const x = box.left + box.width / 2;
	const y = box.top + box.height / 2;
	return SAMPLES.some( ( dx ) =>
		SAMPLES.some( ( dy ) => controlAt( button, x + dx, y + dy ) )
	);
}

/**
 * Lifts the button above a fixed widget in its corner: `--shop-theme-back-to-top-lift` is added to its bottom offset
 * (after-paint/back-to-top.css). Both already stand above the consent bar, so only the widget's height counts.
 *
 * @param button The button.
 */
export function liftAboveNeighbours( button: HTMLElement ): void {
	const neighbour =
		button.ownerDocument.querySelector< HTMLElement >( CORNER_NEIGHBOURS );
	const height = neighbour?.offsetHeight ?? 0;
	button.style.setProperty(
		'--shop-theme-back-to-top-lift',
		height ? `${ height + GAP }px` : '0px'
	);
}

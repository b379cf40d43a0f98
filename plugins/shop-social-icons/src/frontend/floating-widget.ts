/** Spec: the holder's height is the widget's height plus 15 px, applied after 200 ms. */
export const HOLDER_EXTRA_PX = 15;
export const HOLDER_DELAY_MS = 200;

/** Distance between the widget and the viewport's edge, as the stylesheet places a following widget. */
const EDGE_PX = 20;

/** Shop Consent's public contract: the height its bar takes at the bottom of the screen, on the root element. */
export const CONSENT_BAR_HEIGHT = '--shop-consent-bar-height';

/**
 * The space the consent bar takes at the bottom of the viewport (0 without one).
 *
 * @param win The window.
 */
export function consentBarHeight( win: Window ): number {
	return (
		parseFloat(
			win
				.getComputedStyle( win.document.documentElement )
				.getPropertyValue( CONSENT_BAR_HEIGHT )
		) || 0
	);
}

/**
 * Where a sticky widget stops, as a distance from the viewport's top.
 *
 * @param position       The widget's position setting.
 * @param widgetHeight   The widget's height.
 * @param viewportHeight The viewport's height.
 * @param topInset       Space taken at the top by fixed bars (WordPress's admin bar).
 * @param bottomInset    Space taken at the bottom by fixed bars (the consent bar).
 */
export function stickyTop(
	position: string,
	widgetHeight: number,
	viewportHeight: number,
	topInset = 0,
	bottomInset = 0
): number {
	if ( position.startsWith( 'bottom-' ) ) {
		return viewportHeight - widgetHeight - EDGE_PX - bottomInset;
	}
	if ( position === 'center-left' || position === 'center-right' ) {
		return ( viewportHeight - widgetHeight ) / 2;
	}
	return topInset + EDGE_PX;
}

/**
 * Whether a sticky widget has reached its place: it scrolls with the page until its top meets stickyTop(), then
 * stays there (fixed) until the page is scrolled back.
 *
 * @param holderTop The holder's top in the viewport (negative once scrolled past).
 * @param stopTop   stickyTop().
 */
export function isStuck( holderTop: number, stopTop: number ): boolean {
	return holderTop <= stopTop;
}

/**
 * The floating widget. A following widget is fixed by the stylesheet and needs nothing here. A sticky one sits in
 * its holder, in the page's flow, whose height PHP reserved (so nothing moves at first paint); after 200 ms the
 * holder takes the widget's measured height plus 15 px (the spec's rule, which only corrects a wrapped row), and the
 * widget becomes fixed at its place once scrolling brings it there; at a bottom position, above the consent bar.
 *
 * @param doc The document.
 * @param win The window.
 */
export function wireFloatingWidget( doc: Document, win: Window ): void {
	const holder = doc.querySelector< HTMLElement >(
		'.shop-social-icons-floating.is-sticky'
	);
	const widget = holder?.querySelector< HTMLElement >( '.shop-social-icons' );
	if ( ! holder || ! widget ) {
		return;
	}
	win.setTimeout( () => {
		holder.style.height = `${ widget.offsetHeight + HOLDER_EXTRA_PX }px`;
	}, HOLDER_DELAY_MS );

	const adminBar = doc.getElementById( 'wpadminbar' );
	let frame = 0;
	const update = () => {
		frame = 0;
		const inset =
			adminBar && win.getComputedStyle( adminBar ).position === 'fixed'
				? adminBar.offsetHeight
				: 0;
		const top = stickyTop(
			holder.dataset.position ?? '',
			widget.offsetHeight,
			win.innerHeight,
			inset,
			consentBarHeight( win )
		);
		const stuck = isStuck( holder.getBoundingClientRect().top, top );
		holder.classList.toggle( 'is-stuck', stuck );
		widget.style.top = stuck ? `${ top }px` : '';
	};
	const schedule = () => {
		frame ||= win.requestAnimationFrame( update );
	};
	win.addEventListener( 'scroll', schedule, { passive: true } );
	win.addEventListener( 'resize', schedule, { passive: true } );
	// The consent bar's height changes on the root's style (it shows, resizes, closes).
	new MutationObserver( schedule ).observe( doc.documentElement, {
		attributes: true,
		attributeFilter: [ 'style' ],
	} );
	update();
}

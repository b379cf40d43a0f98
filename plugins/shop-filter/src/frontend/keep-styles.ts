/**
 * The page's styles kept across a redraw by the Interactivity API router.
 *
 * WordPress 7.1's router (not 6.8's) switches the page's stylesheets to those of the page it draws: a `<style>` or stylesheet
 * `<link>` the next page lacks is disabled. The next page is this listing again, so what it lacks is what was added
 * here at run time: a dialog's stylesheet loaded on demand (quick view, consent settings), the `<style>` tags of
 * `@wordpress/components`. Before the router sees the next page, a copy of each is put into it where it stands here,
 * so the router finds every current style in the next page and keeps it on.
 */

const STYLES = 'style, link[rel="stylesheet"]';

/**
 * A style as the router compares it: its `media` read as the router does (none is `all`; the router's own `preload`
 * marker is the media it keeps aside).
 *
 * @param element A style or stylesheet link.
 */
function comparable( element: Element ): Element {
	const copy = element.cloneNode( true ) as HTMLElement;
	const media = copy.getAttribute( 'media' );
	if ( media === 'preload' || ! media ) {
		copy.setAttribute(
			'media',
			( media && copy.dataset.originalMedia ) || 'all'
		);
	}
	delete copy.dataset.originalMedia;
	return copy;
}

/**
 * Copies into `next` each style of `current` that `next` lacks, after the style that precedes it here, so the
 * current styles are a subsequence of the next page's.
 *
 * @param current The page shown.
 * @param next    The page the router is about to draw, parsed.
 * @return How many styles were copied.
 */
export function keepStyles( current: Document, next: Document ): number {
	const candidates = [ ...next.querySelectorAll( STYLES ) ].map(
		( element ) => ( {
			element,
			key: comparable( element ),
		} )
	);
	let from = 0;
	let anchor: Element | null = null;
	let copied = 0;
	for ( const style of current.querySelectorAll( STYLES ) ) {
		const key = comparable( style );
		const found = candidates.findIndex(
			( candidate, index ) =>
				index >= from && candidate.key.isEqualNode( key )
		);
		if ( found >= 0 ) {
			anchor = candidates[ found ].element;
			from = found + 1;
			continue;
		}
		const copy = next.importNode( key, true );
		if ( anchor ) {
			anchor.after( copy );
		} else {
			next.head.prepend( copy );
		}
		anchor = copy;
		copied++;
	}
	return copied;
}

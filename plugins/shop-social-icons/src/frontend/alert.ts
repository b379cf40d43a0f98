/** Spec: the copy-link success alert stays about 3 s, then fades out over 2 s. */
export const ALERT_VISIBLE_MS = 3000;
export const ALERT_FADE_MS = 2000;

export interface Alert {
	/** Shows (and announces) a message: `visible` false only announces it to screen readers. */
	show: ( message: string, visible?: boolean ) => void;
}

/**
 * One polite live region for the core's messages, created empty at start so screen readers are already watching
 * it when a message arrives. A visible message enters with an animation (the stylesheet's `is-entering`), stays
 * ALERT_VISIBLE_MS, fades over ALERT_FADE_MS, then is emptied; a new message restarts the sequence.
 *
 * @param doc The document.
 */
export function createAlert( doc: Document ): Alert {
	const region = doc.createElement( 'div' );
	region.className = 'shop-social-icons-alert';
	region.setAttribute( 'role', 'status' );
	region.setAttribute( 'aria-live', 'polite' );
	doc.body.append( region );

	const timers: number[] = [];
	const later = ( ms: number, step: () => void ) =>
		timers.push( window.setTimeout( step, ms ) );

	return {
		show( message, visible = true ) {
			timers.splice( 0 ).forEach( ( id ) => window.clearTimeout( id ) );
			region.className = 'shop-social-icons-alert';
			region.textContent = message;
			if ( ! visible ) {
				region.classList.add( 'is-silent' );
				later( ALERT_VISIBLE_MS, () => ( region.textContent = '' ) );
				return;
			}
			region.classList.add( 'is-shown' );
			later( ALERT_VISIBLE_MS, () =>
				region.classList.add( 'is-leaving' )
			);
			later( ALERT_VISIBLE_MS + ALERT_FADE_MS, () => {
				region.className = 'shop-social-icons-alert';
				region.textContent = '';
			} );
		},
	};
}

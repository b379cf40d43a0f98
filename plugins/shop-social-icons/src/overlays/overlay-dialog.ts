/**
 * Internal dependencies
 */
import { CLOSE_ATTRIBUTE } from '../dialog/modal';

/** An overlay's dialog and the box its content goes in. */
export interface Overlay {
	dialog: HTMLDialogElement;
	body: HTMLElement;
}

const CLOSE_ICON =
	'<svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="24" height="24"><path d="M6 6l12 12M18 6L6 18" stroke="currentColor" stroke-width="2"/></svg>';

/**
 * The overlay with this id: created on first use (a close button, a heading that names the dialog, a body) at the
 * end of `<body>`, the same element afterwards.
 *
 * @param doc        The page.
 * @param id         The dialog's id.
 * @param title      Its heading.
 * @param closeLabel The close button's name.
 */
export function overlayDialog(
	doc: Document,
	id: string,
	title: string,
	closeLabel: string
): Overlay {
	const existing = doc.getElementById( id );
	if ( existing instanceof HTMLDialogElement ) {
		return {
			dialog: existing,
			body: existing.querySelector( '.shop-social-icons-overlay__body' )!,
		};
	}
	const dialog = doc.createElement( 'dialog' );
	dialog.id = id;
	dialog.className = 'shop-social-icons-overlay';
	dialog.setAttribute( 'aria-labelledby', `${ id }-title` );

	const close = doc.createElement( 'button' );
	close.type = 'button';
	close.className = 'shop-social-icons-overlay__close';
	close.setAttribute( 'aria-label', closeLabel );
	close.setAttribute( CLOSE_ATTRIBUTE, '' );
	close.innerHTML = CLOSE_ICON;

	const heading = doc.createElement( 'h2' );
	heading.id = `${ id }-title`;
	heading.className = 'shop-social-icons-overlay__title';
	heading.textContent = title;

	const body = doc.createElement( 'div' );
	body.className = 'shop-social-icons-overlay__body';

	dialog.append( close, heading, body );
	doc.body.append( dialog );
	return { dialog, body };
}

/**
 * An element with a class and, optionally, text.
 *
 * @param doc       The page.
 * @param tag       Its tag.
 * @param className Its class.
 * @param text      Its text.
 */
export function element< Tag extends keyof HTMLElementTagNameMap >(
	doc: Document,
	tag: Tag,
	className: string,
	text?: string
): HTMLElementTagNameMap[ Tag ] {
	const created = doc.createElement( tag );
	created.className = className;
	if ( text !== undefined ) {
		created.textContent = text;
	}
	return created;
}

/**
 * The inline notice under the buttons: a failed payment, or why the buttons cannot be used yet. `role="alert"`
 * for a failure, so a screen reader says it at once; `role="status"` for a hint.
 */

const CLASS = 'shop-stripe-express__notice';

/**
 * Shows a text, replacing the one shown.
 *
 * @param container The express container.
 * @param text      The text.
 * @param role      `alert` for a failure, `status` for a hint.
 */
export function showNotice(
	container: HTMLElement,
	text: string,
	role: 'alert' | 'status' = 'alert'
): void {
	clearNotice( container );
	const notice = container.ownerDocument.createElement( 'p' );
	notice.className = `${ CLASS } ${ CLASS }--${ role }`;
	notice.setAttribute( 'role', role );
	notice.textContent = text;
	container.append( notice );
}

/**
 * Removes the notice.
 *
 * @param container The express container.
 */
export function clearNotice( container: HTMLElement ): void {
	container.querySelector( `.${ CLASS }` )?.remove();
}

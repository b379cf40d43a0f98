/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { ButtonStyle } from './button-style';

/** The preview's parts: its table row (placed after the fields) and the drawn button. */
export interface Preview {
	row: HTMLTableRowElement;
	button: HTMLElement;
}

/**
 * Builds the preview as a row of WooCommerce's settings table, after the given field's row: a heading cell and the
 * drawn button. The button is an image of Stripe's (role img, described in words), not a control: nothing to press.
 *
 * @param after The row to place it after.
 */
export function createPreview( after: HTMLTableRowElement ): Preview {
	const document = after.ownerDocument;
	const row = document.createElement( 'tr' );
	row.className = 'shop-stripe-express-preview';
	const heading = document.createElement( 'th' );
	heading.scope = 'row';
	heading.className = 'titledesc';
	heading.textContent = __( 'Express button preview', 'shop-stripe-gateway' );
	const cell = document.createElement( 'td' );
	cell.className = 'forminp';
	const button = document.createElement( 'div' );
	button.className = 'shop-stripe-express-preview__button';
	button.setAttribute( 'role', 'img' );
	const note = document.createElement( 'p' );
	note.className = 'description';
	note.textContent = __(
		'Drawn here from the fields above; on the shop each wallet draws its own button in this style.',
		'shop-stripe-gateway'
	);
	cell.append( button, note );
	row.append( heading, cell );
	after.after( row );
	return { row, button };
}

/**
 * Draws the button in a style.
 *
 * @param button The drawn button.
 * @param style  The style.
 */
export function drawButton( button: HTMLElement, style: ButtonStyle ): void {
	button.textContent = style.label;
	button.setAttribute( 'aria-label', style.description );
	Object.assign( button.style, {
		height: `${ style.height }px`,
		borderRadius: `${ style.radius }px`,
		background: style.background,
		color: style.color,
		border: style.border,
	} );
}

/**
 * External dependencies
 */
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * For jest only: sets a ColourControl to a custom colour as an admin does, through its palette's custom colour
 * picker and hex field, then closes both popovers with Escape.
 *
 * @param user  The user-event instance.
 * @param label The control's label ("Icon colour").
 * @param hex   `#rrggbb`.
 */
export async function pickCustomColour(
	user: UserEvent,
	label: string,
	hex: string
) {
	await user.click(
		screen.getByRole( 'button', { name: new RegExp( `^${ label } #` ) } )
	);
	await user.click(
		await screen.findByRole( 'button', { name: /^Custom color picker/ } )
	);
	const field = await screen.findByRole( 'textbox', { name: 'Hex color' } );
	await user.clear( field );
	// Pasted whole: typed key by key, the field takes "00a" as #0000aa and rewrites itself.
	await user.paste( hex.replace( /^#/, '' ) );
	await user.keyboard( '{Escape}{Escape}' );
}

/**
 * The bundle's colour control (@shop-bundle/admin-settings/colour-control) as an admin uses it: the button named by
 * the setting and its colour opens WordPress's ColorPalette, with the theme's swatches and a custom colour picker.
 */

/**
 * External dependencies
 */
import type { Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { expect } from './test';

/**
 * The control's button ("Button colour #1e1e1e").
 *
 * @param page  The settings page.
 * @param label The setting's label.
 */
export const colourButton = ( page: Page, label: string ) =>
	page.getByRole( 'button', { name: new RegExp( `^${ label } #` ) } );

/**
 * Picks one of the theme's swatches by its name and closes the palette.
 *
 * @param page   The settings page.
 * @param label  The setting's label.
 * @param swatch The palette colour's name ("Primary").
 */
export async function pickPaletteColour(
	page: Page,
	label: string,
	swatch: string
) {
	await colourButton( page, label ).click();
	await page.getByRole( 'option', { name: swatch, exact: true } ).click();
	await page.keyboard.press( 'Escape' );
	await expect( colourButton( page, label ) ).toBeFocused();
}

/**
 * Sets a custom colour through the palette's picker and its hex field, then closes both popovers.
 *
 * @param page  The settings page.
 * @param label The setting's label.
 * @param hex   `#rrggbb`.
 */
export async function setCustomColour(
	page: Page,
	label: string,
	hex: string
) {
	await colourButton( page, label ).click();
	await page.getByRole( 'button', { name: /^Custom color picker/ } ).click();
	await page
		.getByRole( 'textbox', { name: 'Hex color' } )
		.fill( hex.replace( /^#/, '' ) );
	await page.keyboard.press( 'Escape' );
	await page.keyboard.press( 'Escape' );
	await expect(
		page.getByRole( 'button', { name: `${ label } ${ hex }`, exact: true } )
	).toBeVisible();
}

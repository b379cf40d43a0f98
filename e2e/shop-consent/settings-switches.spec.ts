/**
 * The switches of the settings modal move on a click anywhere on what is drawn (the track included), keep Space,
 * and stay put while disabled (the optional ones while strictly necessary cookies are refused).
 */

/**
 * External dependencies
 */
import type { Locator, Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { test, expect, shopperState } from '../support/test';

test.use( { storageState: shopperState } );

async function openSettings( page: Page ) {
	await page.goto( '/' );
	await page.getByRole( 'button', { name: 'Settings' } ).click();
}

async function openTab( page: Page, name: string ) {
	const dialog = page.getByRole( 'dialog', { name: 'Cookie settings' } );
	await dialog.getByRole( 'tab', { name } ).click();
	return dialog.getByRole( 'tabpanel', { name } );
}

/**
 * Clicks the drawn track of a panel's switch where a person would, by its visible box: on its right half, where
 * the knob goes. The mouse, not an element action, so that whatever lies on top there receives the click, and
 * so that a disabled switch can be clicked too.
 *
 * @param panel The tab panel.
 */
async function clickTrack( panel: Locator ) {
	const track = panel.locator( '.shop-consent-switch-track' );
	await track.scrollIntoViewIfNeeded();
	const box = await track.boundingBox();
	expect( box ).not.toBeNull();
	await panel
		.page()
		.mouse.click(
			( box?.x ?? 0 ) + ( box?.width ?? 0 ) * 0.75,
			( box?.y ?? 0 ) + ( box?.height ?? 0 ) / 2
		);
}

test( 'a click on the track of a switch moves it, on and off', async ( {
	page,
} ) => {
	await openSettings( page );
	const panel = await openTab( page, 'Third-party' );
	const control = panel.getByRole( 'switch', { name: 'Third-party' } );
	await expect( control ).not.toBeChecked();

	await clickTrack( panel );
	await expect(
		panel.getByRole( 'switch', { name: 'Third-party', checked: true } )
	).toBeVisible();

	await clickTrack( panel );
	await expect( control ).not.toBeChecked();

	// The keyboard still moves it.
	await control.focus();
	await page.keyboard.press( 'Space' );
	await expect( control ).toBeChecked();

	// What is saved is what the track showed.
	await page.getByRole( 'button', { name: 'Save settings' } ).click();
	await expect
		.poll( async () => {
			const cookie = ( await page.context().cookies() ).find(
				( c ) => c.name === 'shop_consent'
			);
			return cookie && JSON.parse( decodeURIComponent( cookie.value ) );
		} )
		.toMatchObject( { strict: 1, thirdparty: 1, advanced: 0 } );
} );

test( 'a disabled switch does not move on its track; turning strict back on frees it', async ( {
	page,
} ) => {
	await openSettings( page );
	const strictPanel = await openTab( page, 'Strictly necessary' );
	const strict = strictPanel.getByRole( 'switch', {
		name: 'Strictly necessary',
	} );
	await expect( strict ).toBeChecked();

	await clickTrack( strictPanel );
	await expect( strict ).not.toBeChecked();

	const panel = await openTab( page, 'Advanced' );
	const advanced = panel.getByRole( 'switch', { name: 'Advanced' } );
	await expect( advanced ).toBeDisabled();
	await clickTrack( panel );
	await expect( advanced ).not.toBeChecked();

	const back = await openTab( page, 'Strictly necessary' );
	await clickTrack( back );
	await expect( strict ).toBeChecked();
	const again = await openTab( page, 'Advanced' );
	await expect( advanced ).toBeEnabled();
	await clickTrack( again );
	await expect( advanced ).toBeChecked();
} );

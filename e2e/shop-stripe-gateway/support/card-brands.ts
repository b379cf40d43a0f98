/**
 * The accepted card brands as a shopper sees them beside the card method's title.
 */

/**
 * External dependencies
 */
import type { Locator } from '@playwright/test';

/**
 * Internal dependencies
 */
import { expect } from '../../support/test';

/** The brands ShopStripeGateway\Gateway\CardBrands lists by default, in order. */
export const CARD_BRANDS = [
	'Visa',
	'Mastercard',
	'American Express',
	'Discover',
];

/**
 * Checks that the label shows each brand as a drawn icon (its SVG loaded) named by the brand.
 *
 * @param label The card method's label.
 */
export async function expectCardBrands( label: Locator ) {
	const icons = label.getByRole( 'img' );
	await expect( icons ).toHaveCount( CARD_BRANDS.length );
	for ( const [ index, brand ] of CARD_BRANDS.entries() ) {
		const icon = icons.nth( index );
		await expect( icon ).toHaveAccessibleName( brand );
		await expect( icon ).toBeVisible();
		await expect
			.poll( () =>
				icon.evaluate( ( img: HTMLImageElement ) => img.naturalWidth )
			)
			.toBeGreaterThan( 0 );
	}
}

/**
 * The computed styles of the checkout's own fields, as ./appearance.ts reads them: the first text input and its
 * label, the place-order button, an error text and the page, by checkout kind.
 */

/**
 * Internal dependencies
 */
import type { StyleReader, StyledPart } from './appearance';

/** Where each part is on the block checkout and on the classic pages (checkout, order-pay, add-payment-method). */
export const PART_SELECTORS: Record<
	'block' | 'classic',
	Record< StyledPart, string >
> = {
	block: {
		input: '.wc-block-checkout .wc-block-components-text-input input',
		label: '.wc-block-checkout .wc-block-components-text-input label',
		button: '.wc-block-components-checkout-place-order-button',
		error: '.wc-block-components-validation-error, .wc-block-components-notice-banner.is-error',
		page: 'body',
	},
	classic: {
		input: 'form input.input-text, form .form-row input[type="text"]',
		label: 'form .form-row label',
		button: '#place_order',
		error: '.woocommerce-error, .woocommerce-invalid label',
		page: 'body',
	},
};

/**
 * A reader over the page's computed styles.
 *
 * @param doc   The document.
 * @param block Whether the page is the block checkout.
 */
export function pageStyleReader( doc: Document, block: boolean ): StyleReader {
	const selectors = PART_SELECTORS[ block ? 'block' : 'classic' ];
	const styles = new Map< StyledPart, CSSStyleDeclaration | null >();
	return ( part, property ) => {
		if ( ! styles.has( part ) ) {
			const element = doc.querySelector( selectors[ part ] );
			styles.set(
				part,
				element
					? ( doc.defaultView?.getComputedStyle( element ) ?? null )
					: null
			);
		}
		return styles.get( part )?.getPropertyValue( property ) ?? null;
	};
}

/**
 * The families the page loads through `@font-face`.
 *
 * @param doc The document.
 */
export function pageWebFonts( doc: Document ): string[] {
	return doc.fonts ? Array.from( doc.fonts, ( face ) => face.family ) : [];
}

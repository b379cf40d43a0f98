/**
 * The computed styles of the checkout's own fields, as ./appearance.ts reads them: the first text input and its
 * label, the place-order button, an error text and the page, by checkout kind.
 */

/**
 * Internal dependencies
 */
import type { StyleReader, StyledPart } from './appearance';

/** A kind of checkout page: whether it is the block checkout, and where each part is on it. */
export interface CheckoutKind {
	block: boolean;
	parts: Record< StyledPart, string | null >;
}

/**
 * The block checkout. The error colour is read only from WooCommerce's inline field error of the block checkout,
 * which is drawn in red. Two constants, not one table: each bundle holds the one kind it serves.
 */
export const BLOCK_CHECKOUT: CheckoutKind = {
	block: true,
	parts: {
		input: '.wc-block-checkout .wc-block-components-text-input input',
		label: '.wc-block-checkout .wc-block-components-text-input label',
		button: '.wc-block-components-checkout-place-order-button',
		error: '.wc-block-components-validation-error',
		page: 'body',
	},
};

/**
 * The classic pages (checkout, order-pay, add-payment-method). Their notices are banners whose text is the theme's,
 * so there Stripe keeps its own error colour.
 */
export const CLASSIC_PAGES: CheckoutKind = {
	block: false,
	parts: {
		input: 'form input.input-text, form .form-row input[type="text"]',
		label: 'form .form-row label',
		button: '#place_order',
		error: null,
		page: 'body',
	},
};

/**
 * A reader over the page's computed styles.
 *
 * @param doc       The document.
 * @param selectors Where each part is on the page.
 */
export function pageStyleReader(
	doc: Document,
	selectors: CheckoutKind[ 'parts' ]
): StyleReader {
	const styles = new Map< StyledPart, CSSStyleDeclaration | null >();
	return ( part, property ) => {
		if ( ! styles.has( part ) ) {
			const selector = selectors[ part ];
			const element = selector ? doc.querySelector( selector ) : null;
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

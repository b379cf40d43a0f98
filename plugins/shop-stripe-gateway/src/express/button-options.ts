/**
 * The Express Checkout Element's look and wallets from the settings (spec 5 and 9: height 40 to 55, default 48;
 * radius default 4). Pure.
 */

/**
 * External dependencies
 */
import type {
	ApplePayButtonType,
	ButtonThemeOption,
	ButtonTypeOption,
	ExpressCheckoutPaymentMethodsOption,
	GooglePayButtonType,
	StripeExpressCheckoutElementOptions,
} from '@stripe/stripe-js';

/**
 * Internal dependencies
 */
import type { ExpressConfig, ExpressWallets } from './types';

export const HEIGHT_MIN = 40;
export const HEIGHT_MAX = 55;
export const HEIGHT_DEFAULT = 48;
export const RADIUS_DEFAULT = 4;

/**
 * A number setting, or its default when it is not a number.
 *
 * @param value    The setting.
 * @param fallback Its default.
 */
const whole = ( value: unknown, fallback: number ) => {
	const number = Math.round( Number( value ) );
	return value === '' || value === null || ! Number.isFinite( number )
		? fallback
		: number;
};

/**
 * The button's height, clamped to 40-55 (default 48).
 *
 * @param height The setting.
 */
export const buttonHeight = ( height: unknown ) =>
	Math.min(
		HEIGHT_MAX,
		Math.max( HEIGHT_MIN, whole( height, HEIGHT_DEFAULT ) )
	);

/**
 * The buttons' corner radius in pixels (default 4, never negative).
 *
 * @param radius The setting.
 */
export const buttonRadius = ( radius: unknown ) =>
	Math.max( 0, whole( radius, RADIUS_DEFAULT ) );

/**
 * The theme per wallet: Google Pay has no outlined button, so white-outline is white there.
 *
 * @param theme The setting (`black`, `white`, `white-outline`).
 */
export function buttonTheme( theme: string ): ButtonThemeOption {
	if ( theme === 'white' || theme === 'white-outline' ) {
		return { applePay: theme, googlePay: 'white' };
	}
	return { applePay: 'black', googlePay: 'black' };
}

/** The setting's type per wallet; `default` leaves Stripe's own (Apple Pay plain, Google Pay buy). */
const TYPES: Record<
	string,
	[ ApplePayButtonType, GooglePayButtonType ] | undefined
> = {
	buy: [ 'buy', 'buy' ],
	book: [ 'book', 'book' ],
	donate: [ 'donate', 'donate' ],
	checkout: [ 'check-out', 'checkout' ],
	order: [ 'order', 'order' ],
	// Apple Pay has no "Pay with" button: its plain one.
	pay: [ 'plain', 'pay' ],
	plain: [ 'plain', 'plain' ],
	subscribe: [ 'subscribe', 'subscribe' ],
};

/**
 * The type per wallet.
 *
 * @param type The setting.
 */
export function buttonType( type: string ): ButtonTypeOption {
	const types = TYPES[ type ];
	return types ? { applePay: types[ 0 ], googlePay: types[ 1 ] } : {};
}

/**
 * Which wallets the element offers: the settings' ones (`auto`: where the browser has them), the others never.
 *
 * @param wallets The settings' wallets.
 */
export function paymentMethods(
	wallets: ExpressWallets
): ExpressCheckoutPaymentMethodsOption {
	const offer = ( on: boolean ) => ( on ? 'auto' : 'never' );
	return {
		applePay: offer( wallets.applePay ),
		googlePay: offer( wallets.googlePay ),
		link: offer( wallets.link ),
		amazonPay: offer( wallets.amazonPay ),
		paypal: 'never',
		klarna: 'never',
	};
}

/**
 * One row of buttons, the others behind Stripe's "more" button: the row the page reserves for the element (the
 * server's container is one button high) is then all it takes, and nothing below moves when the buttons appear.
 */
export const BUTTON_LAYOUT = { maxRows: 1, overflow: 'auto' } as const;

/**
 * The element's options.
 *
 * @param config The container's configuration.
 */
export const buttonOptions = (
	config: Pick<
		ExpressConfig,
		'buttonHeight' | 'buttonTheme' | 'buttonType' | 'wallets'
	>
): StripeExpressCheckoutElementOptions => ( {
	buttonHeight: buttonHeight( config.buttonHeight ),
	buttonTheme: buttonTheme( config.buttonTheme ),
	buttonType: buttonType( config.buttonType ),
	paymentMethods: paymentMethods( config.wallets ),
	layout: BUTTON_LAYOUT,
} );

/**
 * The Elements appearance that rounds the buttons (`borderRadius` is the only variable the element reads).
 *
 * @param radius The setting.
 */
export const buttonAppearance = ( radius: unknown ) => ( {
	variables: { borderRadius: `${ buttonRadius( radius ) }px` },
} );

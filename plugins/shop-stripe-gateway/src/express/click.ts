/**
 * The express button's `click` and the sheet's `cancel`. Stripe wants the click answered within a second, so a
 * product page's cart change (./cart-session.ts) starts here and the sheet's later handlers wait for it.
 */

/**
 * External dependencies
 */
import { warn } from '@shop-bundle/storefront-runtime/warn';
import type {
	ShippingRate,
	StripeExpressCheckoutElementClickEvent,
} from '@stripe/stripe-js';

/**
 * Internal dependencies
 */
import { productAmount } from './amount';
import { productUnavailable } from './availability';
import { buyProductAlone, restoreCart } from './cart-session';
import { lineItems, shippingRates } from './line-items';
import { loginConfirmText } from './messages';
import { clearNotice, showNotice } from './notice';
import type { ExpressSession } from './session';

/**
 * The rate the sheet shows until the shopper's address gives the real ones (Stripe wants one when it asks for
 * an address).
 *
 * @param session The session.
 */
const pendingRates = ( session: ExpressSession ): ShippingRate[] => [
	{ id: 'pending', displayName: session.messages.shippingPending, amount: 0 },
];

/**
 * Spec 6: a guest where an account is required is asked to log in, naming the wallet, and sent to log in if they
 * agree; the sheet does not open either way.
 *
 * @param session The session.
 * @param event   Stripe's event.
 * @return Whether the visitor may go on.
 */
function mayBuy(
	session: ExpressSession,
	event: StripeExpressCheckoutElementClickEvent
): boolean {
	if ( ! session.config.loginRequired || session.context.isLoggedIn ) {
		return true;
	}
	if (
		session.win.confirm(
			loginConfirmText( session.messages, event.expressPaymentType )
		)
	) {
		session.win.location.assign( session.config.loginUrl );
	}
	return false;
}

/**
 * Opens the sheet with what is bought, or refuses with the reason shown under the buttons.
 *
 * @param session The session.
 * @param event   Stripe's event.
 */
export function onClick(
	session: ExpressSession,
	event: StripeExpressCheckoutElementClickEvent
): void {
	const { config, messages, product } = session;
	clearNotice( session.container );
	if ( ! mayBuy( session, event ) ) {
		event.reject();
		return;
	}
	const contact = { emailRequired: true, phoneNumberRequired: true };
	if ( product ) {
		const reason = productUnavailable( config.wallets, product );
		if ( reason ) {
			showNotice(
				session.container,
				reason === 'choose_variation'
					? messages.chooseOptions
					: messages.outOfStock,
				'status'
			);
			event.reject();
			return;
		}
		const item = {
			id: product.variation?.id ?? config.product!.id,
			quantity: product.quantity,
			attributes: product.variation?.attributes ?? {},
		};
		// A sheet that never said it closed leaves its purchase: the items kept then are still the shopper's cart.
		const earlier = session.purchase?.catch( () => null );
		session.purchase = ( earlier ?? Promise.resolve( null ) ).then(
			async ( before ) => {
				const now = await buyProductAlone( session.api, item );
				return before ? { ...now, kept: before.kept } : now;
			}
		);
		// Its failure is met by the handler that waits for it.
		session.purchase.catch( () => {} );
		const ships = config.product!.needsShipping;
		session.hooks.onClick?.();
		event.resolve( {
			...contact,
			shippingAddressRequired: ships,
			shippingRates: ships ? pendingRates( session ) : undefined,
			lineItems: [
				{ name: messages.subtotal, amount: productAmount( product ) },
			],
		} );
		return;
	}
	if ( config.order ) {
		// The order exists: its addresses and shipping were chosen when it was placed.
		session.hooks.onClick?.();
		event.resolve( {
			...contact,
			lineItems: [
				{ name: messages.subtotal, amount: config.order.amount },
			],
		} );
		return;
	}
	const cart = session.cart;
	if ( ! cart ) {
		event.reject();
		return;
	}
	const rates = shippingRates( cart, config.decimals );
	session.hooks.onClick?.();
	event.resolve( {
		...contact,
		shippingAddressRequired: cart.needs_shipping,
		shippingRates: cart.needs_shipping
			? [ ...rates, ...( rates.length ? [] : pendingRates( session ) ) ]
			: undefined,
		lineItems: lineItems( cart, messages, config.decimals ),
	} );
}

/**
 * The sheet closed without paying: a product page puts the shopper's cart back as it was.
 *
 * @param session The session.
 */
export async function onCancel( session: ExpressSession ): Promise< void > {
	const purchase = session.purchase;
	session.purchase = null;
	session.hooks.onClose?.();
	if ( ! purchase ) {
		return;
	}
	try {
		const { kept } = await purchase;
		await restoreCart( session.api, kept );
	} catch ( error ) {
		warn( 'The cart was not put back after an express purchase.', error );
	}
	refreshFragments( session.win );
}

/**
 * Asks WooCommerce's classic scripts to draw the mini-cart again (the cart changed behind their back).
 *
 * @param win The window.
 */
export function refreshFragments( win: Window ): void {
	const $ = (
		win as Window & {
			jQuery?: ( target: Element ) => {
				trigger: ( name: string ) => void;
			};
		}
	 ).jQuery;
	$?.( win.document.body ).trigger( 'wc_fragment_refresh' );
}

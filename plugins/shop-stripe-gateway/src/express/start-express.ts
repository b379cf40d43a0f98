/**
 * Draws one express container's buttons: reads its `data-config` (the same for every visitor), asks for what is
 * per visitor (logged in, the `expressCheckout` nonce, the cart), makes Stripe's Express Checkout Element in
 * deferred-intent mode and wires its events to ./click.ts, ./sheet.ts and ./confirm.ts.
 */

/**
 * External dependencies
 */
import { markReady } from '@shop-bundle/storefront-runtime/mark-ready';
import { createStoreApi } from '@shop-bundle/storefront-runtime/store-api';
import type { StripeExpressCheckoutElement } from '@stripe/stripe-js';

/**
 * Internal dependencies
 */
import { stripeFor } from '../common/load-stripe';
import { buttonAppearance, buttonOptions } from './button-options';
import { getCart } from './cart-session';
import { onCancel, onClick } from './click';
import { onConfirm } from './confirm';
import { expressContext } from './express-ajax';
import { MESSAGES } from './messages';
import { initialProduct, watchCart, watchProduct } from './page-watch';
import type { ExpressHooks, ExpressSession } from './session';
import { onShippingAddressChange, onShippingRateChange } from './sheet';
import type { ExpressConfig } from './types';

/**
 * The container's configuration, or null when it cannot be read.
 *
 * @param container The container.
 */
function configOf( container: HTMLElement ): ExpressConfig | null {
	try {
		return JSON.parse( container.dataset.config ?? '' ) as ExpressConfig;
	} catch {
		return null;
	}
}

/** A drawn container: its session and the element (destroyed when a block checkout stops showing it). */
export interface Started {
	session: ExpressSession;
	element: StripeExpressCheckoutElement;
}

/**
 * Draws one container's buttons.
 *
 * @param win       The window.
 * @param container The container.
 * @param config    The configuration: the container's `data-config` on classic pages, the payment method's data on
 *                  the block checkout.
 * @param hooks     What the block checkout is told (./block.tsx); nothing on classic pages.
 */
export async function startExpress(
	win: Window,
	container: HTMLElement,
	config: ExpressConfig | null = configOf( container ),
	hooks: ExpressHooks = {}
): Promise< Started | null > {
	const mount = container.querySelector( '.shop-stripe-express__buttons' );
	if ( ! config || ! mount ) {
		return null;
	}
	const [ context, stripe ] = await Promise.all( [
		expressContext( win.fetch.bind( win ), config.ajaxUrl ),
		stripeFor( {
			key: config.publishableKey,
			locale: config.locale,
			apiVersion: config.apiVersion,
		} ),
	] );
	if ( ! stripe ) {
		container.hidden = true;
		return null;
	}
	const api = createStoreApi( win.fetch.bind( win ), config.storeApiUrl );
	// The product's own add-to-cart form (the container follows it), not one of a related product's.
	const form =
		container.parentElement?.querySelector< HTMLFormElement >(
			'form.cart'
		) ?? win.document.querySelector< HTMLFormElement >( 'form.cart' );
	const session: ExpressSession = {
		win,
		container,
		config,
		messages: { ...MESSAGES, ...config.messages },
		context,
		stripe,
		api,
		cart: null,
		purchase: null,
		hooks,
		elements: stripe.elements( {
			mode: 'payment',
			amount: 1,
			currency: config.currency,
			appearance: buttonAppearance( config.buttonRadius ),
		} ),
	};
	if ( config.product ) {
		session.product = initialProduct( session, form );
		watchProduct( session, form );
	} else if ( config.order ) {
		session.elements.update( { amount: config.order.amount } );
	} else {
		session.cart = await getCart( api );
		watchCart( session );
	}
	const element = session.elements.create(
		'expressCheckout',
		buttonOptions( config )
	);
	element.on( 'ready', ( event ) => {
		// No wallet in this browser: no empty space where the buttons would be.
		container.hidden = ! event.availablePaymentMethods;
	} );
	element.on( 'click', ( event ) => onClick( session, event ) );
	element.on( 'shippingaddresschange', ( event ) =>
		onShippingAddressChange( session, event )
	);
	element.on( 'shippingratechange', ( event ) =>
		onShippingRateChange( session, event )
	);
	element.on( 'confirm', ( event ) => onConfirm( session, event ) );
	element.on( 'cancel', () => onCancel( session ) );
	element.mount( mount as HTMLElement );
	markReady( win.document.documentElement, 'shop-stripe-express' );
	return { session, element };
}

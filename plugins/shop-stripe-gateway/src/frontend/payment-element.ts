/**
 * The Payment Element in deferred-intent mode (spec 9; options from src/common/deferred-intent.ts), mounted into the
 * chosen payment box's container with that box's methods, again into the new one whenever WooCommerce re-renders the
 * box (its amount then read from the new container) or the shopper chooses another of the plugin's boxes, and the
 * load failure of spec 8 when Stripe.js or the element cannot load. A box without an element (BLIK) only sets the
 * chosen type.
 */

/**
 * External dependencies
 */
import type {
	Stripe,
	StripeElementsOptionsMode,
	StripePaymentElementOptions,
} from '@stripe/stripe-js';

/**
 * Internal dependencies
 */
import { deferredIntentOptions } from '../common/deferred-intent';
import { fill } from '../common/error-message';
import { CLASSIC_PAGES } from '../common/page-styles';
import { themeAppearance } from '../common/theme-appearance';
import { showBlikField } from './blik-field';
import { updateCashAppNotice } from './cash-app-notice';
import { showInstructions } from './instructions';
import { reveal } from './motion';
import { chosenGateway, containerOf, methodOf } from './payment-boxes';
import { updateSaveBox } from './save-box';
import type { PaymentPage } from './types';

/**
 * Whether the shopper ticked WooCommerce's "Save to account" box of the gateway.
 *
 * @param page The page.
 */
export const savesCard = ( page: PaymentPage ) =>
	page.form.querySelector< HTMLInputElement >(
		`#wc-${ page.settings.gatewayId }-new-payment-method`
	)?.checked ?? false;

/**
 * Shows 'Failed to load %s payment method…' in the payment box and remembers it, so no order can be placed.
 *
 * @param page      The page.
 * @param container The element's container.
 */
export function showLoadFailure(
	page: PaymentPage,
	container: HTMLElement
): void {
	const { settings, state } = page;
	state.hasLoadError = true;
	const method =
		settings.paymentMethodsConfig[ state.methodType ] ??
		Object.values( settings.paymentMethodsConfig )[ 0 ];
	const message = page.win.document.createElement( 'p' );
	message.className = 'shop-stripe-load-error';
	message.setAttribute( 'role', 'alert' );
	message.textContent = fill(
		settings.errorMessages.load_failed ?? '',
		method?.title ?? ''
	);
	container.replaceChildren( message );
	reveal( container, page.win );
}

/**
 * The methods a container's element offers (`data-methods`), else every enabled one that works without an intent.
 *
 * @param page      The page.
 * @param container The element's container.
 */
const methodsOf = ( page: PaymentPage, container: HTMLElement ) => {
	const listed = ( container.dataset.methods ?? '' )
		.split( ',' )
		.filter( Boolean );
	return listed.length
		? listed
		: Object.entries( page.settings.paymentMethodsConfig )
				.filter( ( [ , config ] ) => config.supportsDeferredIntent )
				.map( ( [ id, config ] ) => config.type ?? id );
};

/**
 * Creates the element from Stripe.js.
 *
 * @param page      The page.
 * @param stripe    Stripe.js.
 * @param container Where it mounts.
 */
function create( page: PaymentPage, stripe: Stripe, container: HTMLElement ) {
	const { settings, state, win } = page;
	const options = deferredIntentOptions( {
		amount: container.dataset.amount
			? Number( container.dataset.amount )
			: settings.cartTotal,
		currency: settings.currency,
		saveCard: savesCard( page ),
		hasSubscription: settings.cartContainsSubscription,
		singleElement: settings.isOCEnabled,
		methods: methodsOf( page, container ),
	} );
	// Manual creation: the PaymentMethod is made in the browser and confirmed by the server (process_payment).
	const elements = stripe.elements( {
		...options.elements,
		paymentMethodCreation: 'manual',
		appearance: themeAppearance( settings, win.document, CLASSIC_PAGES ),
	} as StripeElementsOptionsMode );
	const element = elements.create(
		'payment',
		options.element as StripePaymentElementOptions
	);
	element.on( 'loaderror', () => showLoadFailure( page, container ) );
	element.on( 'ready', () => reveal( container, win ) );
	element.on( 'change', ( event ) => {
		state.methodType = event.value.type;
		showInstructions(
			container.closest( '.payment_box' ) ?? win.document,
			event.value.type
		);
		updateCashAppNotice( page, container );
		showBlikField( page );
		updateSaveBox( page );
	} );
	element.mount( container );
	Object.assign( state, { stripe, elements, element } );
}

/**
 * Mounts the element of the chosen box into its container, unless it is mounted there already; a box without an
 * element only makes its method the chosen one.
 *
 * @param page  The page.
 * @param force Mount again even into the same container (the save box changed the options).
 */
export async function mountElement(
	page: PaymentPage,
	force = false
): Promise< void > {
	const { state } = page;
	const gateway = chosenGateway( page );
	const container = containerOf( page, gateway );
	if (
		container === state.container &&
		gateway === state.gateway &&
		! force
	) {
		return;
	}
	state.element?.destroy();
	Object.assign( state, {
		gateway,
		container,
		elements: null,
		element: null,
		hasLoadError: false,
		methodType: container
			? methodsOf( page, container )[ 0 ]
			: methodOf( page.settings, gateway ),
	} );
	showBlikField( page );
	updateSaveBox( page );
	if ( ! container ) {
		return;
	}
	const stripe = await page.stripe;
	if ( state.container !== container ) {
		return; // Replaced while Stripe.js loaded.
	}
	if ( ! stripe ) {
		showLoadFailure( page, container );
		return;
	}
	create( page, stripe, container );
}

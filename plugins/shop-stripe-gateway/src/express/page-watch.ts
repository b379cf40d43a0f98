/**
 * What the page changes under the buttons. Product page: WooCommerce's variation form fires `found_variation` and
 * `reset_data` (jQuery events, which only jQuery handlers receive) and the quantity box changes; the element's
 * amount follows, and the buttons look disabled while they cannot be used (./availability.ts; a click then says
 * why). Cart and checkout: WooCommerce's `updated_cart_totals` and `updated_checkout` send the Store API cart's new
 * total to the element.
 */

/**
 * External dependencies
 */
import { warn } from '@shop-bundle/storefront-runtime/warn';

/**
 * Internal dependencies
 */
import {
	cartAmount,
	productAmount,
	withoutVariation,
	withQuantity,
	withVariation,
	type FoundVariation,
	type ProductState,
} from './amount';
import { cartUnavailable, productUnavailable } from './availability';
import { getCart } from './cart-session';
import { clearNotice } from './notice';
import type { ExpressSession } from './session';

/** The few jQuery calls made here (jQuery is on every classic WooCommerce page; never bundled). */
type JQueryLike = ( target: Element ) => {
	on: (
		events: string,
		handler: ( event: unknown, data?: FoundVariation ) => void
	) => unknown;
	trigger: ( event: string ) => unknown;
};

const jQueryOf = ( win: Window ) =>
	( win as Window & { jQuery?: JQueryLike } ).jQuery;

/**
 * The element's amount: Stripe refuses 0, and while it is 0 the click is refused anyway.
 *
 * @param amount The amount.
 */
export const elementAmount = ( amount: number ) => Math.max( 1, amount );

/**
 * Marks the buttons usable or not.
 *
 * @param session The session.
 * @param usable  Whether they can be used.
 */
function showUsable( session: ExpressSession, usable: boolean ): void {
	session.container.toggleAttribute( 'data-unavailable', ! usable );
	session.container.style.opacity = usable ? '' : '0.5';
	if ( usable ) {
		clearNotice( session.container );
	}
}

/**
 * Applies a product state.
 *
 * @param session The session.
 * @param state   The new state.
 */
function applyProduct( session: ExpressSession, state: ProductState ): void {
	session.product = state;
	session.elements.update( {
		amount: elementAmount( productAmount( state ) ),
	} );
	showUsable(
		session,
		productUnavailable( session.config.wallets, state ) === null
	);
}

/**
 * The product page's first state: the simple product's price, or no variation yet, and the quantity box's value.
 *
 * @param session The session (config.product set).
 * @param form    The add-to-cart form, if any.
 */
export function initialProduct(
	session: Pick< ExpressSession, 'config' >,
	form: HTMLFormElement | null
): ProductState {
	const product = session.config.product!;
	return withQuantity(
		{
			variable: product.type === 'variable',
			unitAmount:
				product.type === 'variable' ? null : ( product.amount ?? null ),
			variation: null,
			quantity: 1,
		},
		form?.querySelector< HTMLInputElement >( 'input.qty' )?.value
	);
}

/**
 * Follows the variation form and the quantity box.
 *
 * @param session The session.
 * @param form    The add-to-cart form.
 */
export function watchProduct(
	session: ExpressSession,
	form: HTMLFormElement | null
): void {
	applyProduct( session, session.product! );
	if ( ! form ) {
		return;
	}
	const update = ( change: ( state: ProductState ) => ProductState ) =>
		applyProduct( session, change( session.product! ) );
	form.addEventListener( 'input', ( event ) => {
		const box = event.target as HTMLInputElement;
		if ( box.matches?.( 'input.qty' ) ) {
			update( ( state ) => withQuantity( state, box.value ) );
		}
	} );
	const $ = jQueryOf( session.win );
	if ( ! $ || session.config.product?.type !== 'variable' ) {
		return;
	}
	$( form ).on( 'found_variation', ( _event, variation ) => {
		if ( variation ) {
			update( ( state ) =>
				withVariation( state, variation, session.config.decimals )
			);
		}
	} );
	$( form ).on( 'reset_data', () => update( withoutVariation ) );
	// The form found its variation before this script came (a default choice): it says so again.
	$( form ).trigger( 'check_variations' );
}

/**
 * Gives the element the cart's total and marks the buttons usable or not.
 *
 * @param session The session (cart read).
 */
function applyCart( session: ExpressSession ): void {
	const amount = cartAmount( session.cart!, session.config.decimals );
	session.elements.update( { amount: elementAmount( amount ) } );
	showUsable(
		session,
		cartUnavailable( session.config.wallets, amount ) === null
	);
}

/**
 * Reads the cart again (it changed on the page) and follows it.
 *
 * @param session The session.
 */
export const refreshCart = ( session: ExpressSession ) =>
	getCart( session.api )
		.then( ( cart ) => {
			session.cart = cart;
			applyCart( session );
		} )
		.catch( ( error ) => warn( 'The cart was not read.', error ) );

/**
 * Follows the classic cart's and checkout's updates.
 *
 * @param session The session.
 */
export function watchCart( session: ExpressSession ): void {
	applyCart( session );
	jQueryOf( session.win )?.( session.win.document.body ).on(
		'updated_cart_totals updated_checkout',
		() => {
			// A container WooCommerce replaced is started again as a new one (./express.ts).
			if ( session.container.isConnected ) {
				refreshCart( session );
			}
		}
	);
}

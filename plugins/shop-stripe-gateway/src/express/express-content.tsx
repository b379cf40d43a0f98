/**
 * The express buttons on the cart and checkout blocks: the classic pages' code (./start-express.ts) drawn into a
 * container of this component's, with WooCommerce's express props told when the sheet opens, closes or fails.
 * The order is placed through the Store API with the express headers (./checkout.ts), as on the classic pages:
 * WooCommerce's own checkout request (`onSubmit`) cannot carry them.
 */

/**
 * External dependencies
 */
import { warn } from '@shop-bundle/storefront-runtime/warn';

/**
 * WordPress dependencies
 */
import { useEffect, useRef } from '@wordpress/element';

/**
 * Internal dependencies
 */
import type { ExpressProps } from './express-props';
import { refreshCart } from './page-watch';
import { buttonHeight } from './button-options';
import { startExpress, type Started } from './start-express';
import type { ExpressConfig } from './types';

/**
 * The buttons.
 *
 * @param props        WooCommerce's express props and the method's configuration.
 * @param props.config The method's configuration (getPaymentMethodData( 'stripe_express' )).
 */
export function ExpressContent(
	props: Partial< ExpressProps > & { config: ExpressConfig }
) {
	const container = useRef< HTMLDivElement >( null );
	const started = useRef< Started | null >( null );
	// The handlers read the props of the last render (WooCommerce's callbacks change identity).
	const latest = useRef( props );
	latest.current = props;

	useEffect( () => {
		let stopped = false;
		const element = container.current!;
		startExpress( window, element, latest.current.config, {
			onClick: () => latest.current.onClick?.(),
			onClose: () => latest.current.onClose?.(),
			onError: ( message ) =>
				latest.current.setExpressPaymentError?.( message ),
		} )
			.then( ( drawn ) => {
				if ( stopped ) {
					drawn?.element.destroy();
				}
				started.current = drawn;
			} )
			.catch( ( error ) => {
				warn( 'Express checkout did not start.', error );
				element.hidden = true;
			} );
		return () => {
			stopped = true;
			started.current?.element.destroy();
			started.current = null;
		};
	}, [] );

	// The block changed the cart (a quantity, a coupon): the element's amount follows.
	const total = props.billing?.cartTotal.value;
	useEffect( () => {
		if ( started.current ) {
			refreshCart( started.current.session );
		}
	}, [ total ] );

	return (
		<div
			className="shop-stripe-express"
			data-shop-stripe-express="block"
			ref={ container }
		>
			{ /* The row reserved before Stripe draws it, as on the classic pages (ExpressContainer). */ }
			<div
				className="shop-stripe-express__buttons"
				style={ {
					minHeight: buttonHeight( props.config.buttonHeight ),
				} }
			/>
		</div>
	);
}

/**
 * The quick view dialog: a native modal `<dialog>` (the page behind is inert; Escape closes it; Tab is kept inside),
 * which hands the focus back to the button that opened it.
 */

/**
 * External dependencies
 */
import { trapTab } from '@shop-bundle/storefront-runtime/focus-trap';

/**
 * WordPress dependencies
 */
import { useEffect, useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { announceAddedToCart } from './cart-events';
import { decode } from './decode';
import { matchVariation, variationAttributes } from './match-variation';
import type { Choice } from './match-variation';
import { ProductImages } from './product-images';
import { QuantityField } from './quantity-field';
import { addToCart, getProduct, type StoreProduct } from './store-api';
import { VariationPicker } from './variation-picker';

interface Props {
	productId: number;
	opener: HTMLElement;
	storeUrl: string;
}

export function QuickView( { productId, opener, storeUrl }: Props ) {
	const dialog = useRef< HTMLDialogElement >( null );
	const [ product, setProduct ] = useState< StoreProduct | null >( null );
	const [ variationProduct, setVariationProduct ] =
		useState< StoreProduct | null >( null );
	const [ choice, setChoice ] = useState< Choice >( {} );
	const [ quantity, setQuantity ] = useState( 1 );
	const [ message, setMessage ] = useState( '' );
	const [ busy, setBusy ] = useState( false );
	const [ open, setOpen ] = useState( true );

	useEffect( () => {
		const element = dialog.current as HTMLDialogElement;
		element.showModal();
		const closed = () => {
			setOpen( false );
			opener.focus();
		};
		element.addEventListener( 'close', closed );
		getProduct( storeUrl, productId ).then( setProduct, ( error ) =>
			setMessage( error.message )
		);
		return () => element.removeEventListener( 'close', closed );
	}, [ productId, opener, storeUrl ] );

	const variation = product
		? matchVariation( product.attributes, product.variations, choice )
		: null;
	useEffect( () => {
		setVariationProduct( null );
		// Choices can change faster than the answers come: only the current variation's answer is shown.
		let current = true;
		if ( variation ) {
			getProduct( storeUrl, variation.id ).then(
				( answer ) => current && setVariationProduct( answer ),
				( error ) => current && setMessage( error.message )
			);
		}
		return () => {
			current = false;
		};
	}, [ variation?.id, storeUrl ] ); // eslint-disable-line react-hooks/exhaustive-deps

	if ( ! open ) {
		return null;
	}
	const isVariable = product?.type === 'variable';
	const shown = variationProduct ?? product;
	const canBuy =
		!! shown &&
		( product?.type === 'simple' ||
			( isVariable && !! variationProduct ) ) &&
		shown.is_purchasable &&
		shown.is_in_stock;

	const add = () => {
		if ( ! product || ! shown ) {
			return;
		}
		setBusy( true );
		setMessage( '' );
		const chosen = Object.entries( choice ).map(
			( [ attribute, value ] ) => ( {
				attribute,
				value,
			} )
		);
		addToCart( storeUrl, variation?.id ?? product.id, chosen, quantity )
			.then(
				() => {
					announceAddedToCart( window );
					setMessage(
						sprintf(
							/* translators: %s: product name. */
							__( '“%s” was added to your cart.', 'shop-theme' ),
							decode( product.name )
						)
					);
				},
				( error ) => setMessage( decode( error.message ) )
			)
			.finally( () => setBusy( false ) );
	};

	return (
		<dialog
			ref={ dialog }
			className="shop-quick-view"
			aria-labelledby="shop-quick-view-title"
			aria-busy={ ! product }
			onKeyDown={ ( event ) => trapTab( event.currentTarget, event ) }
		>
			<button
				type="button"
				className="shop-quick-view__close"
				aria-label={ __( 'Close', 'shop-theme' ) }
				onClick={ () => dialog.current?.close() }
			>
				×
			</button>
			{ ! product && (
				<h2 id="shop-quick-view-title">
					{ __( 'Quick view', 'shop-theme' ) }
				</h2>
			) }
			{ product && shown && (
				<div className="shop-quick-view__body">
					<ProductImages images={ product.images } />
					<div className="shop-quick-view__summary">
						<h2 id="shop-quick-view-title">
							<a href={ product.permalink }>
								{ decode( product.name ) }
							</a>
						</h2>
						<p
							className="shop-quick-view__price"
							dangerouslySetInnerHTML={ {
								__html: shown.price_html,
							} }
						/>
						<div
							className="shop-quick-view__description"
							dangerouslySetInnerHTML={ {
								__html:
									product.short_description ||
									product.description,
							} }
						/>
						{ isVariable && (
							<VariationPicker
								attributes={ variationAttributes(
									product.attributes
								) }
								choice={ choice }
								onChange={ setChoice }
							/>
						) }
						{ shown.stock_availability?.text && (
							<p className="shop-quick-view__stock">
								{ shown.stock_availability.text }
							</p>
						) }
						{ isVariable &&
							Object.keys( choice ).length > 0 &&
							! variation && (
								<p>
									{ __(
										'This combination is not available.',
										'shop-theme'
									) }
								</p>
							) }
						{ product.type === 'simple' || isVariable ? (
							<div className="shop-quick-view__add">
								<QuantityField
									limits={ shown.add_to_cart }
									value={ quantity }
									onChange={ setQuantity }
								/>
								<button
									type="button"
									className="wp-element-button"
									disabled={ ! canBuy || busy }
									onClick={ add }
								>
									{ __( 'Add to cart', 'shop-theme' ) }
								</button>
							</div>
						) : (
							<a
								className="wp-element-button"
								href={ product.permalink }
							>
								{ __( 'View product', 'shop-theme' ) }
							</a>
						) }
					</div>
				</div>
			) }
			<p role="status" className="shop-quick-view__message">
				{ message }
			</p>
		</dialog>
	);
}

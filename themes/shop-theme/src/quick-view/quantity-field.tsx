/**
 * The quantity to add, a labelled number field within the product's own limits (the Store API's `add_to_cart`).
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { StoreProduct } from './store-api';

interface Props {
	limits: StoreProduct[ 'add_to_cart' ];
	value: number;
	onChange: ( value: number ) => void;
}

export function QuantityField( { limits, value, onChange }: Props ) {
	return (
		<p className="shop-quick-view__quantity">
			<label htmlFor="shop-quick-view-quantity">
				{ __( 'Quantity', 'shop-theme' ) }
			</label>
			<input
				id="shop-quick-view-quantity"
				type="number"
				inputMode="numeric"
				min={ limits.minimum }
				max={ limits.maximum }
				step={ limits.multiple_of }
				value={ value }
				onChange={ ( event ) =>
					onChange(
						Math.min(
							limits.maximum,
							Math.max(
								limits.minimum,
								Number( event.target.value ) || limits.minimum
							)
						)
					)
				}
			/>
		</p>
	);
}

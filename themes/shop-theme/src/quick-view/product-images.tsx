/**
 * The product's pictures in a row that scrolls sideways, or, for a product without a picture, a placeholder of the
 * same square size in the theme's surface colour, so the dialog keeps its two columns instead of a blank area.
 */

/**
 * Internal dependencies
 */
import type { StoreProduct } from './store-api';

interface Props {
	images: StoreProduct[ 'images' ];
}

export function ProductImages( { images }: Props ) {
	if ( images.length === 0 ) {
		return (
			<div className="shop-quick-view__images">
				<div
					className="shop-quick-view__placeholder"
					aria-hidden="true"
				/>
			</div>
		);
	}
	return (
		<div className="shop-quick-view__images">
			{ images.map( ( image ) => (
				<img key={ image.id } src={ image.src } alt={ image.alt } />
			) ) }
		</div>
	);
}

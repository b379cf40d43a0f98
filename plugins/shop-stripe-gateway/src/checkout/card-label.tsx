/**
 * WordPress dependencies
 */
import { Fragment } from '@wordpress/element';

/**
 * Internal dependencies
 */
import type { CardBrand } from './types';

// The checkout bundle has no stylesheet of its own; two rules do not justify one.
const LABEL = {
	display: 'flex',
	flexWrap: 'wrap',
	alignItems: 'center',
	gap: '0.5em',
} as const;
// Inline, not flex: the spaces between the icons stay in the text, so their names are not read run together.
const BRANDS = { display: 'inline-block', lineHeight: 0 } as const;
const ICON = { marginInlineEnd: '4px', verticalAlign: 'middle' } as const;

export interface CardLabelProps {
	title: string;
	brands: CardBrand[];
}

/**
 * The card method's label in the block checkout's list of methods: its title, then the accepted networks as the
 * classic checkout draws them (ShopStripeGateway\Gateway\CardBrands), each icon named by its brand.
 *
 * @param props        Component props.
 * @param props.title  The method's title.
 * @param props.brands The networks, from the method's data.
 */
export function CardLabel( { title, brands }: CardLabelProps ) {
	return (
		<span className="shop-stripe-card-label" style={ LABEL }>
			<span>{ title }</span>
			{ brands.length > 0 && (
				<span className="shop-stripe-card-brands" style={ BRANDS }>
					{ brands.map( ( brand, index ) => (
						<Fragment key={ brand.id }>
							{ index > 0 && ' ' }
							<img
								src={ brand.src }
								alt={ brand.name }
								width={ 38 }
								height={ 24 }
								decoding="async"
								style={ ICON }
							/>
						</Fragment>
					) ) }
				</span>
			) }
		</span>
	);
}

/**
 * One labelled select per attribute that chooses a variation.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { Choice, StoreAttribute } from './match-variation';

interface Props {
	attributes: StoreAttribute[];
	choice: Choice;
	onChange: ( choice: Choice ) => void;
}

export function VariationPicker( { attributes, choice, onChange }: Props ) {
	return (
		<div className="shop-quick-view__variations">
			{ attributes.map( ( attribute, index ) => (
				<p key={ attribute.name }>
					<label htmlFor={ `shop-quick-view-attribute-${ index }` }>
						{ attribute.name }
					</label>
					<select
						id={ `shop-quick-view-attribute-${ index }` }
						value={ choice[ attribute.name ] ?? '' }
						onChange={ ( event ) =>
							onChange( {
								...choice,
								[ attribute.name ]: event.target.value,
							} )
						}
					>
						<option value="">
							{ __( 'Choose an option', 'shop-theme' ) }
						</option>
						{ attribute.terms.map( ( term ) => (
							<option key={ term.slug } value={ term.slug }>
								{ term.name }
							</option>
						) ) }
					</select>
				</p>
			) ) }
		</div>
	);
}
